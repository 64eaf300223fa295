import { TOKEN_SEPARATOR } from '@magazine/contracts';

/** The `token` cookie is `accessToken++userkey`; an anonymous visitor has `++userkey`. */
export function tokenHeaders(token: string | undefined): Record<string, string> {
  if (!token) return {};
  const at = token.indexOf(TOKEN_SEPARATOR);
  const accessToken = at === -1 ? token : token.slice(0, at);
  const userkey = at === -1 ? '' : token.slice(at + TOKEN_SEPARATOR.length);
  const headers: Record<string, string> = {};
  if (accessToken) headers.accessToken = accessToken;
  if (userkey) headers.userkey = userkey;
  return headers;
}
