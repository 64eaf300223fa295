// What a form posted without JavaScript did, said on a page that does not say it of itself.
//
// A form's redirect carries its outcome as `?notice=CODE` (lib/notice.ts); the pages rendered per
// request say it in a <noscript> of their own (components/ui/noscript-notice.tsx). Two outcomes
// land on any page, cached ones included, which cannot read their query without being rendered
// per request: a login of a member whose email is not verified (the page the login was for) and
// a deleted account (the home page). The site's server writes their words into the page instead,
// first in its <body>, in the page's language. With JavaScript the snackbar says them (the flash
// cookie) and a <noscript> is never shown; the parameter comes off the address (flash-notices.tsx).
// A direct child of <body> that React did not render is one it skips when it hydrates (as it
// does a browser extension's); inside <main> it would be a hydration mismatch.

// the texts of packages/contracts/src/messages (address-notice.test.ts holds them the same)
export const ADDRESS_NOTICES = {
  EMAIL_NOT_YET_VERIFIED: {
    ok: false,
    vi: 'Email của bạn chưa được xác thực. Vui lòng kiểm tra hộp thư',
    en: 'Your email is not verified yet. Please check your inbox',
  },
  ACCOUNT_DELETED: {
    ok: true,
    vi: 'Tài khoản của bạn đã bị xoá',
    en: 'Your account has been deleted',
  },
};

const BODY = Buffer.from('<body');
const TAG_END = Buffer.from('>');
const OWN_NOTICE = Buffer.from('data-noscript-notice');
// noscript-notice.module.css's look, inline: the page's own stylesheets name it by a hash
const STYLE =
  'margin:0;padding:0.8rem 1rem;border-left:4px solid %s;background:#fff;box-shadow:0 0 0 1px var(--rule)';

/** The code of the address's `notice` when it is one of ADDRESS_NOTICES, else null. */
export function addressNoticeOf(url) {
  const at = (url ?? '').indexOf('?');
  if (at === -1) return null;
  const code = new URLSearchParams(url.slice(at + 1)).get('notice');
  return code && Object.hasOwn(ADDRESS_NOTICES, code) ? code : null;
}

/**
 * `body` (an HTML page) with the notice of `code` in `locale` first in its <body>, unless the page
 * says a notice of its own; else `body` itself.
 */
export function withAddressNotice(body, code, locale) {
  const notice = ADDRESS_NOTICES[code];
  if (!notice) return body;
  const open = body.indexOf(BODY);
  const end = open === -1 ? -1 : body.indexOf(TAG_END, open);
  if (end === -1 || body.includes(OWN_NOTICE)) return body;
  const at = end + 1;
  const style = STYLE.replace('%s', notice.ok ? '#2e7d32' : 'var(--accent)');
  const html = `<noscript><p role="${notice.ok ? 'status' : 'alert'}" style="${style}" data-noscript-notice="">${notice[locale === 'en' ? 'en' : 'vi']}</p></noscript>`;
  return Buffer.concat([body.subarray(0, at), Buffer.from(html), body.subarray(at)]);
}
