import { messageFor } from '@magazine/contracts';
import { describe, expect, it } from 'vitest';
import { refusalText } from './refusal';

const answer = (errorCode: number, message: string, data: unknown = null) => ({ errorCode, message, data });

describe('refusalText', () => {
  it('says what is wrong with the field the API named, in the words it sent', () => {
    const res = answer(400, 'VALIDATION_ERROR', {
      fields: [{ field: 'body', message: 'Bình luận tối đa 2000 ký tự' }],
    });
    expect(refusalText(res, 'vi', 'Thử lại')).toBe('Bình luận tối đa 2000 ký tự');
  });

  it("says the code's message in the reader's language", () => {
    expect(refusalText(answer(403, 'FORBIDDEN'), 'en', 'Try again')).toBe(messageFor('FORBIDDEN', 'en'));
    expect(refusalText(answer(403, 'FORBIDDEN'), 'vi', 'Thử lại')).toBe(messageFor('FORBIDDEN', 'vi'));
    // a validation error naming no field reads as the code
    expect(refusalText(answer(400, 'VALIDATION_ERROR', { fields: [] }), 'en', 'x')).toBe(
      messageFor('VALIDATION_ERROR', 'en'),
    );
  });

  it('falls back for a code the table does not know or no answer', () => {
    expect(refusalText(answer(0, 'NETWORK'), 'en', 'Try again')).toBe('Try again');
    expect(refusalText(answer(500, 'toString'), 'en', 'Try again')).toBe('Try again');
  });
});
