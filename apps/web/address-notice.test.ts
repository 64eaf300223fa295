import { messageFor } from '@magazine/contracts';
import { describe, expect, it } from 'vitest';
import { ADDRESS_NOTICES, addressNoticeOf, withAddressNotice } from './address-notice.mjs';

const page = (main: string) =>
  Buffer.from(
    `<html><head></head><body class="x"><header>Tạp Chí</header><main id="main">${main}</main></body></html>`,
  );

describe('the notice of an address, written into a page that does not read its query', () => {
  it('says what the API says of each code, in both languages', () => {
    for (const [code, notice] of Object.entries(ADDRESS_NOTICES)) {
      expect(notice.vi, code).toBe(messageFor(code as never, 'vi'));
      expect(notice.en, code).toBe(messageFor(code as never, 'en'));
    }
  });

  it('reads only the codes it has', () => {
    expect(addressNoticeOf('/?notice=ACCOUNT_DELETED')).toBe('ACCOUNT_DELETED');
    expect(addressNoticeOf('/en/x?a=1&notice=EMAIL_NOT_YET_VERIFIED')).toBe('EMAIL_NOT_YET_VERIFIED');
    expect(addressNoticeOf('/?notice=UNFOLLOWED')).toBeNull();
    expect(addressNoticeOf('/?notice=<b>hi</b>')).toBeNull();
    expect(addressNoticeOf('/?notice=toString')).toBeNull();
    expect(addressNoticeOf('/')).toBeNull();
  });

  it('puts it first in <body>, in a <noscript>: a success as a status, a refusal as an alert', () => {
    const deleted = withAddressNotice(page('<h1>Trang chủ</h1>'), 'ACCOUNT_DELETED', 'vi').toString();
    expect(deleted).toContain(
      '<body class="x"><noscript><p role="status" style="margin:0;padding:0.8rem 1rem;border-left:4px solid #2e7d32;',
    );
    expect(deleted).toContain('data-noscript-notice="">Tài khoản của bạn đã bị xoá</p></noscript><header>');
    const unverified = withAddressNotice(page(''), 'EMAIL_NOT_YET_VERIFIED', 'en').toString();
    expect(unverified).toContain('<p role="alert"');
    expect(unverified).toContain(
      '>Your email is not verified yet. Please check your inbox</p></noscript><header>',
    );
  });

  it('leaves alone a page that says a notice of its own, a page without <main>, and an unknown code', () => {
    const own = page('<noscript><p data-noscript-notice="">Đã bỏ theo dõi</p></noscript>');
    expect(withAddressNotice(own, 'ACCOUNT_DELETED', 'vi')).toBe(own);
    const json = Buffer.from('{"body":1}');
    expect(withAddressNotice(json, 'ACCOUNT_DELETED', 'vi')).toBe(json);
    const plain = page('');
    expect(withAddressNotice(plain, 'UNFOLLOWED', 'vi')).toBe(plain);
  });
});
