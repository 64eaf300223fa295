import { ERROR_CODES, type ErrorCode, type Locale, messageFor } from '@magazine/contracts';

/**
 * The outcome of a form posted without JavaScript, carried in the address it redirects to
 * (`?notice=UNFOLLOWED`): the page it lands on says it (components/ui/noscript-notice.tsx). With
 * JavaScript the same outcome is the snackbar, and the flash cookie or the action's answer
 * carries it; the parameter is then taken off the address (flash-notices.tsx).
 */
export const NOTICE_PARAM = 'notice';

/**
 * `path` with the notice of `code`, any earlier one replaced: a code the API's table does not
 * have is said as SOMETHING_WENT_WRONG, as the snackbar says it. Only the query is rewritten: the
 * path stays as the caller checked it (resolving it here could turn `/a/../..//x` into `//x`).
 */
export function withNotice(path: string, code: string): string {
  const hashAt = path.indexOf('#');
  const hash = hashAt < 0 ? '' : path.slice(hashAt);
  const rest = hashAt < 0 ? path : path.slice(0, hashAt);
  const queryAt = rest.indexOf('?');
  const search = new URLSearchParams(queryAt < 0 ? '' : rest.slice(queryAt + 1));
  search.delete(NOTICE_PARAM);
  search.set(NOTICE_PARAM, Object.hasOwn(ERROR_CODES, code) ? code : 'SOMETHING_WENT_WRONG');
  return `${queryAt < 0 ? rest : rest.slice(0, queryAt)}?${search}${hash}`;
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
