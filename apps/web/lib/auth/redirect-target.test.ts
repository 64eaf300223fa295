import { describe, expect, it } from 'vitest';
import { safeRedirect, withRedirect } from './redirect-target';

describe('safeRedirect', () => {
  it.each([
    ['/duong-pho-sai-gon', '/duong-pho-sai-gon'],
    ['/en/saigon-streets?x=1#comments', '/en/saigon-streets?x=1#comments'],
    ['/tat-ca-chu-de', '/tat-ca-chu-de'],
  ])('keeps the site path %s', (given, expected) => {
    expect(safeRedirect(given, 'vi')).toBe(expected);
  });

  it.each([
    'https://evil.example.com/',
    '//evil.example.com/x',
    '/\\evil.example.com',
    '/.//evil.example.com',
    '/..//evil.example.com/x',
    '/./\\/evil.example.com',
    'javascript:alert(1)',
    'duong-pho',
    '/login',
    '/en/register/email',
    '/reset-password/abc',
    '/a\nb',
    undefined,
    42,
  ])('sends %j home', (given) => {
    expect(safeRedirect(given, 'vi')).toBe('/');
    expect(safeRedirect(given, 'en')).toBe('/en');
  });
});

describe('withRedirect', () => {
  it('carries the page the reader came from to the next step', () => {
    expect(withRedirect('/register/success', '/pho-ha-noi?utm=x', 'vi')).toBe(
      '/register/success?redirect=%2Fpho-ha-noi%3Futm%3Dx',
    );
    expect(withRedirect('/en/choose-topics', '/en/topic/food', 'en')).toBe(
      '/en/choose-topics?redirect=%2Fen%2Ftopic%2Ffood',
    );
  });

  it('adds nothing when that page is home, or not one to go back to', () => {
    expect(withRedirect('/register/success', '/', 'vi')).toBe('/register/success');
    expect(withRedirect('/en/register/success', '/en', 'en')).toBe('/en/register/success');
    expect(withRedirect('/register/success', '//evil.example.com', 'vi')).toBe('/register/success');
    expect(withRedirect('/register/success', '/login', 'vi')).toBe('/register/success');
  });
});
