// SPEC §3: the `token` cookie is "access token and user key joined by ++", and an anonymous
// visitor's is "a fresh anonymous key with the ++ prefix" (§4).
//
// Next.js writes every cookie set through `cookies()` URL-encoded (`@edge-runtime/cookies`
// runs `encodeURIComponent` over the value), so the site's token went out as `%2B%2B<key>`. `+`
// is a valid cookie octet (RFC 6265 §4.1.1), and the token's parts are base64url and hex, so the
// site's server writes the separator as the SPEC gives it. Next reads the cookie back with
// `decodeURIComponent`, which leaves `+` alone: the server-side reader sees the same value.

import { changeHeaderAtHead } from './head-edits.mjs';

const ENCODED_SEPARATOR = /%2B%2B/i;

/** One `Set-Cookie` line with the token's `%2B%2B` written `++`; any other line as it is. */
export function withPlainSeparator(line) {
  if (typeof line !== 'string' || !line.startsWith('token=')) return line;
  const end = line.indexOf(';');
  const value = end === -1 ? line : line.slice(0, end);
  return value.replace(ENCODED_SEPARATOR, '++') + (end === -1 ? '' : line.slice(end));
}

function rewritten(value) {
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value.map(withPlainSeparator) : withPlainSeparator(value);
}

/** Writes the token cookie's separator plainly, whichever way Next sets the header. */
export function plainTokenSeparator(res) {
  changeHeaderAtHead(res, 'set-cookie', rewritten);
}
