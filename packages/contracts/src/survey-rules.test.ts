import { describe, expect, it } from 'vitest';
import { checkSurveyAnswers, cleanSurveyAnswers } from './survey-rules';
import type { SurveyQuestion } from './surveys';

const q = (fields: Partial<SurveyQuestion> & Pick<SurveyQuestion, 'id' | 'kind'>): SurveyQuestion => ({
  label: fields.id,
  required: true,
  options: [
    { id: 'a', label: 'A' },
    { id: 'b', label: 'B' },
  ],
  ...fields,
});

describe('survey answers', () => {
  const questions = [
    q({ id: 'one', kind: 'single' }),
    q({ id: 'many', kind: 'multiple' }),
    q({ id: 'scale', kind: 'scale' }),
    q({ id: 'words', kind: 'text', required: false }),
  ];

  it('accepts one option, several distinct ones, 1 to 5 and words up to 1000 characters', () => {
    expect(
      checkSurveyAnswers(questions, { one: 'a', many: ['a', 'b'], scale: 5, words: 'x'.repeat(1000) }),
    ).toEqual({});
    expect(checkSurveyAnswers(questions, { one: 'b', many: ['b'], scale: 1 })).toEqual({});
  });

  it('names what is missing, not allowed or too long, and answers to no question', () => {
    expect(
      checkSurveyAnswers(questions, { one: '  ', many: [], scale: 0, words: 'x'.repeat(1001), extra: 'y' }),
    ).toEqual({
      one: 'REQUIRED',
      many: 'REQUIRED',
      scale: 'INVALID_VALUE',
      words: 'TOO_BIG',
      extra: 'UNKNOWN_FIELD',
    });
    expect(checkSurveyAnswers(questions, { one: 'c', many: ['a', 'a'], scale: 2.5 })).toEqual({
      one: 'INVALID_VALUE',
      many: 'INVALID_VALUE',
      scale: 'INVALID_VALUE',
    });
    // the wrong kind of answer for the question
    expect(checkSurveyAnswers(questions, { one: ['a'], many: 'a', scale: '3', words: 3 })).toEqual({
      one: 'INVALID_VALUE',
      many: 'INVALID_VALUE',
      scale: 'INVALID_VALUE',
      words: 'INVALID_VALUE',
    });
  });

  it('keeps words trimmed and leaves blanks out', () => {
    expect(cleanSurveyAnswers({ one: 'a', words: '  hi  ', blank: ' ', none: [] })).toEqual({
      one: 'a',
      words: 'hi',
    });
  });
});
