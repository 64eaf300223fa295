import { describe, expect, it, vi } from 'vitest';
import { loginUrl, redirectToLogin } from './login-required';

describe('redirectToLogin', () => {
  it('goes to /login with the current path URL-encoded and clears local storage', () => {
    const win = {
      location: { pathname: '/en/some-article', search: '?ref=home&x=1', assign: vi.fn() },
      localStorage: { clear: vi.fn() },
    };
    redirectToLogin(win);
    expect(win.localStorage.clear).toHaveBeenCalledOnce();
    expect(win.location.assign).toHaveBeenCalledWith(
      '/login?redirect=%2Fen%2Fsome-article%3Fref%3Dhome%26x%3D1',
    );
  });

  it('does nothing outside a browser', () => {
    expect(() => redirectToLogin(undefined)).not.toThrow();
  });

  it('builds the login URL from any path', () => {
    expect(loginUrl('/')).toBe('/login?redirect=%2F');
  });
});
