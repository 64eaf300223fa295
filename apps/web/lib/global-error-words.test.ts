import { describe, expect, it } from 'vitest';
import en from '../messages/en.json';
import vi from '../messages/vi.json';
import { GLOBAL_ERROR_WORDS } from './global-error-words';

describe('the global error page', () => {
  it("says what the language layout's error page says, in both languages", () => {
    expect(GLOBAL_ERROR_WORDS).toEqual({ vi: vi.error, en: en.error });
  });
});
