import { describe, expect, it } from 'vitest';
import { keptAnswersFor } from './kept-answers';

describe('a survey’s answers kept through a login', () => {
  it('gives back the answers given to the same questions', () => {
    const stored = JSON.stringify({
      revision: 'r2',
      answers: { frequency: 'daily', topics: ['career', 'food'], satisfaction: 5 },
    });
    expect(keptAnswersFor(stored, 'r2')).toEqual({
      frequency: 'daily',
      topics: ['career', 'food'],
      satisfaction: 5,
    });
  });
  it('says the survey changed when an editor rewrote the questions since', () => {
    expect(keptAnswersFor(JSON.stringify({ revision: 'r1', answers: { frequency: 'daily' } }), 'r2')).toBe(
      'changed',
    );
  });
  it('leaves out an answer of a shape no question takes', () => {
    const stored = JSON.stringify({
      revision: 'r2',
      answers: {
        frequency: { daily: true },
        topics: ['career', 3],
        satisfaction: 4.5,
        note: 'hi',
        empty: null,
      },
    });
    expect(keptAnswersFor(stored, 'r2')).toEqual({ note: 'hi' });
  });
  it('finds nothing where nothing readable was kept', () => {
    for (const stored of [
      null,
      '',
      'not json',
      'null',
      '[]',
      '{"revision":"r2"}',
      '{"revision":"r2","answers":[1]}',
    ])
      expect(keptAnswersFor(stored, 'r2')).toBeNull();
  });
});
