import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect-target';

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
