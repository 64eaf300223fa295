import { describe, expect, it } from 'vitest';
import { toFieldErrors } from './field-errors';

const issue = (
  instancePath: string,
  keyword: string,
  message?: string,
  params: Record<string, unknown> = {},
) => ({
  instancePath,
  keyword,
  message,
  params,
});

describe('toFieldErrors', () => {
  it('calls a field left out REQUIRED, whatever rule its value would have had to meet', () => {
    const fields = toFieldErrors(
      [
        issue('/language', 'invalid_value'),
        issue('/title', 'invalid_type'),
        issue('/identityCard/dob', 'too_big'),
      ],
      { identityCard: {} },
      'en',
    );
    expect(fields.map((field) => [field.field, field.code])).toEqual([
      ['language', 'REQUIRED'],
      ['title', 'REQUIRED'],
      ['identityCard.dob', 'REQUIRED'],
    ]);
    expect(fields[0]!.message).toBe('language is required');
  });

  it("names a value that is there by the rule it breaks, and a schema rule's own code first", () => {
    const fields = toFieldErrors(
      [
        issue('/language', 'invalid_value'),
        issue('/title', 'invalid_type'),
        issue('/identityCard/dob', 'too_big', undefined, { maximum: 10 }),
        issue('/agreeTerms', 'invalid_value', 'TERMS_REQUIRED'),
      ],
      { language: 'VN', title: 3, identityCard: { dob: '2000-01-01T00:00' } },
      'en',
    );
    expect(fields.map((field) => [field.field, field.code])).toEqual([
      ['language', 'INVALID_VALUE'],
      ['title', 'INVALID_TYPE'],
      ['identityCard.dob', 'TOO_BIG'],
      ['agreeTerms', 'TERMS_REQUIRED'],
    ]);
  });

  it('calls a body that is not an object INVALID_TYPE, and no body at all REQUIRED', () => {
    for (const body of [null, [], 'x']) {
      expect(toFieldErrors([issue('', 'invalid_type')], body, 'vi')[0]).toMatchObject({
        field: 'request',
        code: 'INVALID_TYPE',
      });
    }
    expect(toFieldErrors([issue('', 'invalid_type')], undefined, 'vi')[0]).toMatchObject({
      field: 'request',
      code: 'REQUIRED',
    });
  });
});
