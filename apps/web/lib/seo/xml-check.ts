/**
 * A strict, small XML well-formedness check for the feeds and sitemaps we build (tests only):
 * one root, balanced and properly nested tags, quoted attributes without duplicates, and only
 * the five predefined or numeric entities. Returns the root element as a tree.
 */
export type XmlNode = { name: string; attributes: Record<string, string>; children: XmlNode[]; text: string };

const NAME = /^[A-Za-z_][\w.:-]*$/;
const ENTITY = /&(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/g;

function decode(value: string, where: string): string {
  const stripped = value.replace(ENTITY, '');
  if (stripped.includes('&')) throw new Error(`bare & in ${where}`);
  if (stripped.includes('<')) throw new Error(`bare < in ${where}`);
  return value
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#x([0-9a-fA-F]+);/g, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&amp;/g, '&');
}

function parseAttributes(source: string, tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  let rest = source.trim();
  while (rest.length > 0) {
    const match = /^([^\s=]+)\s*=\s*("([^"]*)"|'([^']*)')\s*/.exec(rest);
    if (!match) throw new Error(`malformed attributes in <${tag}>: ${rest.slice(0, 40)}`);
    const name = match[1]!;
    if (!NAME.test(name)) throw new Error(`bad attribute name ${name}`);
    if (name in attributes) throw new Error(`duplicate attribute ${name} in <${tag}>`);
    attributes[name] = decode(match[3] ?? match[4] ?? '', `attribute ${name}`);
    rest = rest.slice(match[0].length);
  }
  return attributes;
}

export function parseXml(xml: string): XmlNode {
  let source = xml.replace(/^\uFEFF/, '');
  const declaration = /^<\?xml[^?]*\?>\s*/.exec(source);
  if (declaration) source = source.slice(declaration[0].length);
  const stack: XmlNode[] = [];
  let root: XmlNode | null = null;
  const token = /<!--[\s\S]*?-->|<!\[CDATA\[([\s\S]*?)\]\]>|<(\/?)([^\s/>]+)([^>]*?)(\/?)>|([^<]+)/g;
  let position = 0;
  for (let match = token.exec(source); match; match = token.exec(source)) {
    if (match.index !== position) throw new Error(`unexpected markup at ${position}`);
    position = match.index + match[0].length;
    const [whole, cdata, closing, name, attrs, selfClosing, chars] = match;
    if (whole.startsWith('<!--')) continue;
    const current = stack.at(-1);
    if (cdata !== undefined) {
      if (!current) throw new Error('text outside the root');
      current.text += cdata;
    } else if (chars !== undefined) {
      if (!current) {
        if (chars.trim()) throw new Error('text outside the root');
        continue;
      }
      current.text += decode(chars, `<${current.name}>`);
    } else if (name) {
      if (!NAME.test(name)) throw new Error(`bad element name ${name}`);
      if (closing) {
        const open = stack.pop();
        if (!open || open.name !== name) throw new Error(`</${name}> closes <${open?.name ?? 'nothing'}>`);
        continue;
      }
      const node: XmlNode = { name, attributes: parseAttributes(attrs ?? '', name), children: [], text: '' };
      if (current) current.children.push(node);
      else if (root) throw new Error('more than one root element');
      else root = node;
      if (!selfClosing) stack.push(node);
    }
  }
  if (position !== source.length) throw new Error(`unparsed markup at ${position}`);
  if (stack.length > 0) throw new Error(`<${stack.at(-1)!.name}> is never closed`);
  if (!root) throw new Error('no root element');
  return root;
}

/** Every descendant element with this name, in document order. */
export function findAll(node: XmlNode, name: string): XmlNode[] {
  return node.children.flatMap((child) => [...(child.name === name ? [child] : []), ...findAll(child, name)]);
}
