import { describe, expect, it } from 'vitest';
import { isNotFoundShell, withNotFoundText } from './error-shell.mjs';

// Next.js 16's answer to a page that calls notFound(), cut short: nothing in the body but a hidden
// div and the scripts that draw the page
const SHELL =
  '<!DOCTYPE html><html id="__next_error__"><head><meta charSet="utf-8"/><title>Tạp Chí</title>' +
  '<script src="/_next/static/chunks/a.js" async=""></script></head>' +
  '<body><div hidden=""><!--$--><!--/$--></div>' +
  '<script>self.__next_f.push([1,"a:E{\\"digest\\":\\"NEXT_HTTP_ERROR_FALLBACK;404\\"}\\n"])</script></body></html>';

describe('withNotFoundText', () => {
  it('gives the empty 404 shell its language, title and text, for a reader without scripts', () => {
    const page = withNotFoundText(Buffer.from(SHELL), 'vi').toString();
    expect(
      page.startsWith('<!DOCTYPE html><html id="__next_error__" lang="vi"><head><meta charSet="utf-8"/>'),
    ).toBe(true);
    expect(page).toContain('<title>Không tìm thấy trang</title></head><body><noscript><main');
    // one title: the page's, not the site's name the shell came with
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(page).toContain(
      '<h1>Không tìm thấy trang</h1><p>Trang bạn tìm không tồn tại hoặc đã được chuyển đi.</p>',
    );
    expect(page).toContain('<a href="/">Về trang chủ</a>');
    expect(page).toContain('<a href="/tat-ca-chu-de">Xem tất cả chủ đề</a>');
    // the scripts are where they were
    expect(page).toContain('</main></noscript><div hidden=""><!--$--><!--/$--></div><script>self.__next_f');

    const en = withNotFoundText(Buffer.from(SHELL), 'en').toString();
    expect(en).toContain('lang="en"');
    expect(en).toContain('<title>Page not found</title>');
    expect(en).toContain('<a href="/en">Back to the homepage</a>');
    expect(en).toContain('<a href="/en/all-topics">Browse all topics</a>');
  });

  it('leaves every other page alone', () => {
    const rendered = Buffer.from(
      '<!DOCTYPE html><html lang="vi"><head></head><body><main><h1>Không tìm thấy trang</h1></main></body></html>',
    );
    expect(withNotFoundText(rendered, 'vi')).toBe(rendered);
    // the shell of another error (a 500) is not a "not found"
    const failed = Buffer.from(SHELL.replace('NEXT_HTTP_ERROR_FALLBACK;404', 'digest-1234'));
    expect(isNotFoundShell(failed)).toBe(false);
    expect(withNotFoundText(failed, 'vi')).toBe(failed);
    expect(isNotFoundShell(Buffer.from(SHELL))).toBe(true);
  });
});
