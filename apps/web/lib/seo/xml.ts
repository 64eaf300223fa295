import { escapeMarkup } from './escape';

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/** An element with escaped attributes and either escaped text or already-built children. */
export function element(
  name: string,
  attributes: Record<string, string | number | undefined>,
  content?: { text: string } | string[],
): string {
  const attrs = Object.entries(attributes)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ` ${key}="${escapeMarkup(String(value))}"`)
    .join('');
  if (content === undefined) return `<${name}${attrs}/>`;
  const inner = Array.isArray(content) ? content.join('') : escapeMarkup(content.text);
  return `<${name}${attrs}>${inner}</${name}>`;
}

export const text = (name: string, value: string) => element(name, {}, { text: value });
