import { describe, expect, it } from 'vitest';
import { ERROR_CODE_NAMES, FIELD_ERROR_CODES } from '../error-codes';
import { en } from './en';
import { vi } from './vi';

describe('error messages', () => {
  it('has the same keys in Vietnamese and English', () => {
    expect(Object.keys(vi).sort()).toEqual(Object.keys(en).sort());
  });

  it('has a non-empty text for every error and field code in both languages', () => {
    for (const code of [...ERROR_CODE_NAMES, ...FIELD_ERROR_CODES]) {
      expect(vi[code]?.length, code).toBeGreaterThan(0);
      expect(en[code]?.length, code).toBeGreaterThan(0);
    }
  });
});
