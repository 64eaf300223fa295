import { describe, expect, it } from 'vitest';
import { shouldShowNoTranslation, switchTarget } from './language-switch';

describe('switchTarget', () => {
  it('goes to the translation an article declares, without a notice', () => {
    expect(switchTarget('/pho-ha-noi', 'vi', '/en/hanoi-pho')).toEqual({
      href: '/en/hanoi-pho',
      missing: false,
    });
    expect(switchTarget('/en/hanoi-pho', 'en', '/pho-ha-noi')).toEqual({
      href: '/pho-ha-noi',
      missing: false,
    });
  });

  it('goes to the same static page in the other language', () => {
    expect(switchTarget('/ve-chung-toi', 'vi', null)).toEqual({ href: '/en/about', missing: false });
    expect(switchTarget('/en/all-topics', 'en', null)).toEqual({ href: '/tat-ca-chu-de', missing: false });
  });

  it('home to home is no missing translation', () => {
    expect(switchTarget('/', 'vi', null)).toEqual({ href: '/en', missing: false });
    expect(switchTarget('/en', 'en', null)).toEqual({ href: '/', missing: false });
  });

  it('an article without translation falls back to the other home page with a notice', () => {
    expect(switchTarget('/chi-tieng-viet', 'vi', '/en')).toEqual({ href: '/en', missing: true });
    expect(switchTarget('/en/english-only', 'en', '/')).toEqual({ href: '/', missing: true });
    expect(switchTarget('/en/english-only', 'en', null)).toEqual({ href: '/', missing: true });
  });
});

describe('shouldShowNoTranslation', () => {
  it('shows the notice only on the home page it was stored for', () => {
    expect(shouldShowNoTranslation('/en', '/en')).toBe(true);
    expect(shouldShowNoTranslation('/', '/')).toBe(true);
    expect(shouldShowNoTranslation('/', '/vi')).toBe(true);
    expect(shouldShowNoTranslation('/en', '/')).toBe(false);
    expect(shouldShowNoTranslation('/en', '/en/about')).toBe(false);
    expect(shouldShowNoTranslation(null, '/en')).toBe(false);
  });
});
