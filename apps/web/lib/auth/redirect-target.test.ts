import { describe, expect, it } from 'vitest';
import { onboardingExit, safeRedirect, withRedirect } from './redirect-target';

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

describe('the onboarding never ends on itself', () => {
  it('takes a target that is the step itself as it is', () => {
    // a login on its way to choose topics, then a first Google login
    expect(withRedirect('/choose-topics', '/choose-topics', 'vi')).toBe('/choose-topics');
    expect(withRedirect('/choose-topics', '/choose-topics?redirect=%2Fx', 'vi')).toBe(
      '/choose-topics?redirect=%2Fx',
    );
    // registering from that login: register success's topics link goes there without more
    expect(withRedirect('/register/success', '/choose-topics', 'vi')).toBe('/register/success');
    expect(withRedirect('/en/register/success', '/en/verify-login', 'en')).toBe('/en/register/success');
  });

  it('reads its way out from its address, home when that is an onboarding step', () => {
    expect(onboardingExit('?redirect=%2Fpho-ha-noi', 'vi')).toBe('/pho-ha-noi');
    expect(onboardingExit('', 'en')).toBe('/en');
    expect(onboardingExit('?redirect=%2Fchoose-topics', 'vi')).toBe('/');
    expect(onboardingExit('?redirect=%2Fen%2Fchoose-topics%3Fredirect%3D%252Fen', 'en')).toBe('/en');
    expect(onboardingExit('?redirect=https%3A%2F%2Fevil.example.com', 'vi')).toBe('/');
  });
});
