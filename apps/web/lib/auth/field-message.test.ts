import { describe, expect, it } from 'vitest';
import { formFieldMessage } from './field-message';

describe('formFieldMessage', () => {
  it('says "this field" where the API names the field by its key', () => {
    expect(formFieldMessage('avatar', 'avatar không đúng định dạng', 'vi')).toBe(
      'Trường này không đúng định dạng',
    );
    expect(formFieldMessage('name', 'name is too large (at most 100)', 'en')).toBe(
      'This field is too large (at most 100)',
    );
  });

  it('keeps a message that is a sentence of its own', () => {
    expect(formFieldMessage('dob', 'Ngày sinh không hợp lệ', 'vi')).toBe('Ngày sinh không hợp lệ');
    expect(formFieldMessage('email', 'Email must contain @', 'en')).toBe('Email must contain @');
  });
});
