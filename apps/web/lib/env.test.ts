import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv', () => {
  it('falls back to the local defaults, treating empty strings as missing', () => {
    expect(parseEnv({ API_URL: '' })).toMatchObject({
      API_URL: 'http://127.0.0.1:4000',
      PUBLIC_URL: 'http://127.0.0.1:3000',
    });
  });

  it('drops a trailing slash so paths can be appended', () => {
    expect(parseEnv({ API_URL: 'http://api.internal:8080/' }).API_URL).toBe('http://api.internal:8080');
  });

  it('fails fast on a malformed URL', () => {
    expect(() => parseEnv({ API_URL: 'not a url' })).toThrow(/API_URL/);
  });

  it("reads the verification link's life as the API does: SPEC's 24 hours unless set", () => {
    expect(parseEnv({}).VERIFY_LINK_TTL_SECONDS).toBe(86_400);
    expect(parseEnv({ VERIFY_LINK_TTL_SECONDS: '40' }).VERIFY_LINK_TTL_SECONDS).toBe(40);
    expect(() => parseEnv({ VERIFY_LINK_TTL_SECONDS: '0' })).toThrow(/VERIFY_LINK_TTL_SECONDS/);
  });
});
