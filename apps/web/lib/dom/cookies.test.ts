import { describe, expect, it } from 'vitest';
import { readCookie } from './cookies';

describe('readCookie', () => {
  const jar = 'token=%2B%2Babc; web_custom_islogin=true;firstLogin=true; flash=%7B%22code%22%3A%22X%22%7D';
  it('finds a cookie by its exact name and decodes it', () => {
    expect(readCookie('web_custom_islogin', jar)).toBe('true');
    expect(readCookie('firstLogin', jar)).toBe('true');
    expect(readCookie('flash', jar)).toBe('{"code":"X"}');
  });
  it('answers null for a missing name or one that only ends like it', () => {
    expect(readCookie('islogin', jar)).toBeNull();
    expect(readCookie('user_id', jar)).toBeNull();
    expect(readCookie('x', '')).toBeNull();
  });
});
