import { ADULT_COOKIE } from '@magazine/contracts';
import { describe, expect, it } from 'vitest';
import { AGE_GATE_SCRIPT, ageCookie, ageGateState, GATE_ATTRIBUTE } from './age-gate';

describe('ageGateState', () => {
  it('asks a visitor who has not answered, opens for one who said yes', () => {
    expect(ageGateState(null, undefined)).toBe('ask');
    expect(ageGateState('false', null)).toBe('ask');
    expect(ageGateState('yes', null)).toBe('ask');
    expect(ageGateState('true', null)).toBe('open');
  });

  it('lets a member’s date of birth decide over the cookie', () => {
    expect(ageGateState('true', false)).toBe('refused');
    expect(ageGateState(null, false)).toBe('refused');
    expect(ageGateState(null, true)).toBe('open');
    expect(ageGateState('false', true)).toBe('open');
  });
});

describe('AGE_GATE_SCRIPT', () => {
  // the inline script, run against a stand-in document
  const run = (cookie: string) => {
    const attributes: Record<string, string> = {};
    const document = {
      cookie,
      documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) },
    };
    new Function('document', AGE_GATE_SCRIPT)(document);
    return attributes[GATE_ATTRIBUTE];
  };

  it('marks the page open only for is18+=true', () => {
    expect(run('is18+=true')).toBe('true');
    expect(run('a=1; is18+=true; b=2')).toBe('true');
    expect(run('a=1;is18+=true')).toBe('true');
    expect(run('is18+=false')).toBe('false');
    expect(run('is18+=trueish')).toBe('false');
    expect(run('xis18+=true')).toBe('false');
    expect(run('')).toBe('false');
  });
});

describe('ageCookie', () => {
  it('writes the SPEC cookie for a year, Secure on https', () => {
    expect(ADULT_COOKIE).toBe('is18+');
    expect(ageCookie(true, false)).toBe('is18+=true; Max-Age=31536000; path=/; SameSite=Lax');
    expect(ageCookie(false, true)).toBe('is18+=false; Max-Age=31536000; path=/; SameSite=Lax; Secure');
  });
});
