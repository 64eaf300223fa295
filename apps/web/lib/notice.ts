import { ERROR_CODES, type ErrorCode, type Locale, messageFor } from '@magazine/contracts';

/**
 * The outcome of a form posted without JavaScript, carried in the address it redirects to
 * (`?notice=UNFOLLOWED`): the page it lands on says it (components/ui/noscript-notice.tsx). With
 * JavaScript the same outcome is the snackbar, and the flash cookie or the action's answer
 * carries it; the parameter is then taken off the address (flash-notices.tsx).
 */
export const NOTICE_PARAM = 'notice';

/** `path` with the notice of `code` (one of the API's codes; any other is left out), any earlier one replaced. */
export function withNotice(path: string, code: string): string {
  const url = new URL(path, 'http://site.invalid');
  url.searchParams.delete(NOTICE_PARAM);
  if (Object.hasOwn(ERROR_CODES, code)) url.searchParams.set(NOTICE_PARAM, code);
  return `${url.pathname}${url.search}${url.hash}`;
}

export type Notice = { ok: boolean; text: string };

/**
 * What the page says for its `notice` parameter, in `locale`: the code's text (SPEC §8's table),
 * a success when the code answers 200. Nothing for a code the API does not have, so no address
 * can put words of its own on the page.
 */
export function noticeOf(value: string | string[] | undefined, locale: Locale): Notice | null {
  const code = Array.isArray(value) ? value[0] : value;
  if (!code || !Object.hasOwn(ERROR_CODES, code)) return null;
  return { ok: ERROR_CODES[code as ErrorCode] === 200, text: messageFor(code as ErrorCode, locale) };
}
