import { describe, expect, it } from 'vitest';
import { isSameOrigin } from './same-origin';

const post = (headers: Record<string, string>) =>
  new Request('http://127.0.0.1:3000/api/resend-link', { method: 'POST', headers });

describe('isSameOrigin', () => {
  it('accepts a JSON POST from the site itself', () => {
    expect(
      isSameOrigin(
        post({ origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000', 'content-type': 'application/json' }),
      ),
    ).toBe(true);
  });
  it('refuses another origin, a missing origin and a form-encoded body', () => {
    expect(
      isSameOrigin(
        post({ origin: 'https://evil.example', host: '127.0.0.1:3000', 'content-type': 'application/json' }),
      ),
    ).toBe(false);
    expect(isSameOrigin(post({ host: '127.0.0.1:3000', 'content-type': 'application/json' }))).toBe(false);
    expect(
      isSameOrigin(
        post({ origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000', 'content-type': 'text/plain' }),
      ),
    ).toBe(false);
  });
  it('takes a multipart upload only where the caller allows it', () => {
    const upload = post({
      origin: 'http://127.0.0.1:3000',
      host: '127.0.0.1:3000',
      'content-type': 'multipart/form-data; boundary=x',
    });
    expect(isSameOrigin(upload)).toBe(false);
    expect(isSameOrigin(upload, { allowUpload: true })).toBe(true);
  });
});
