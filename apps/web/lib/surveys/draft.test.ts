import type { StaffSurvey } from '@magazine/contracts';
import { describe, expect, it } from 'vitest';
import {
  blockCount,
  FIRST_BLOCKS,
  formFieldOf,
  MAX_BLOCKS,
  readDraft,
  surveyFormValues,
  vietnamInstant,
  vietnamLocal,
} from './draft';

describe('the survey editor’s form', () => {
  it('reads a time typed as Vietnam’s, and nothing that is not a time', () => {
    expect(vietnamInstant('2026-12-01T08:30')).toBe('2026-12-01T08:30:00+07:00');
    // typed by hand where the browser has no date picker
    expect(vietnamInstant('2026-12-01 08:30')).toBe('2026-12-01T08:30:00+07:00');
    expect(new Date(vietnamInstant('2026-12-01T00:15')!).toISOString()).toBe('2026-11-30T17:15:00.000Z');
    for (const wrong of ['2026-02-30T10:00', '2026-12-01', '2026-12-01T25:00', 'tomorrow', ''])
      expect(vietnamInstant(wrong), wrong).toBeNull();
  });

  it('shows the blocks filled in and one empty more, three at least, twenty at most', () => {
    expect(blockCount({})).toBe(FIRST_BLOCKS);
    expect(blockCount({ blocks: '5' })).toBe(5);
    expect(blockCount({ 'q4.label': 'Năm?' })).toBe(5);
    expect(blockCount({ blocks: '99' })).toBe(MAX_BLOCKS);
    expect(blockCount({ blocks: 'x' })).toBe(FIRST_BLOCKS);
  });

  it('makes the API’s draft: empty blocks left out, options by line on choices only, scale words', () => {
    const { draft, blocks, problems } = readDraft({
      language: 'en',
      title: '  Sundays  ',
      slug: '',
      intro: ' Two questions. ',
      opensAt: '',
      closesAt: '2026-12-24T18:00',
      'q0.label': 'How often?',
      'q0.kind': 'multiple',
      'q0.required': 'on',
      'q0.options': 'Daily\r\n\n  Weekly  \n',
      'q1.label': '',
      'q2.label': 'How happy?',
      'q2.kind': 'scale',
      'q2.options': 'stray',
      'q2.scaleHigh': 'Very',
      'q3.label': 'Made up kind',
      'q3.kind': 'poll',
    });
    expect(problems).toEqual({});
    expect(blocks).toEqual([0, 2, 3]);
    expect(draft).toEqual({
      language: 'en',
      title: 'Sundays',
      intro: 'Two questions.',
      closesAt: '2026-12-24T18:00:00+07:00',
      questions: [
        { kind: 'multiple', label: 'How often?', required: true, options: ['Daily', 'Weekly'] },
        { kind: 'scale', label: 'How happy?', required: false, options: [], scaleLabels: ['', 'Very'] },
        { kind: 'single', label: 'Made up kind', required: false, options: [] },
      ],
    });
  });

  it('names what it can tell is missing or malformed before asking the API', () => {
    expect(readDraft({ title: '', opensAt: '2026-13-01T10:00' }).problems).toEqual({
      title: 'REQUIRED',
      'q0.label': 'REQUIRED',
      opensAt: 'INVALID_FORMAT',
    });
    // choices typed without their question
    expect(readDraft({ title: 'T', 'q1.options': 'A\nB' }).problems).toEqual({ 'q1.label': 'REQUIRED' });
  });

  it('names the API’s fields as the form’s, through the blocks that were left out', () => {
    expect(formFieldOf('questions.1.options', [0, 2, 3])).toBe('q2.options');
    expect(formFieldOf('questions.0.scaleLabels.0', [4])).toBe('q4.scaleLow');
    expect(formFieldOf('questions.0.scaleLabels.1', [4])).toBe('q4.scaleHigh');
    expect(formFieldOf('questions.2', [0, 1, 5])).toBe('q5.label');
    expect(formFieldOf('questions', [])).toBe('q0.label');
    expect(formFieldOf('closesAt', [])).toBe('closesAt');
  });

  it('gives a kept survey back as the fields that read into the same survey', () => {
    const survey: StaffSurvey = {
      _id: '01900000-0000-7000-8000-000000000001',
      slug: 'buoi-sang',
      language: 'vi',
      title: 'Buổi sáng',
      intro: 'Hai câu.',
      isOpen: true,
      status: 'open',
      responses: 0,
      revision: 'r1',
      opensAt: '2026-11-30T17:15:00.000Z',
      closesAt: '2026-12-07T10:00:00.000Z',
      questions: [
        {
          id: 'q1',
          kind: 'multiple',
          label: 'Bạn ăn gì?',
          required: true,
          options: [
            { id: 'o1', label: 'Phở' },
            { id: 'o2', label: 'Bánh mì' },
          ],
        },
        {
          id: 'q2',
          kind: 'scale',
          label: 'Ngủ ngon?',
          required: false,
          options: [],
          scaleLabels: ['Không', 'Rất'],
        },
        { id: 'q3', kind: 'text', label: 'Gì nữa?', required: false, options: [] },
      ],
    };
    expect(vietnamLocal(survey.opensAt)).toBe('2026-12-01T00:15');
    // the survey still to open (the form shows when), with a block more to add a question in
    const values = surveyFormValues(survey, Date.parse('2026-11-28T00:00:00Z'));
    expect(values.blocks).toBe('4');
    expect(values).toMatchObject({
      'q0.options': 'Phở\nBánh mì',
      'q0.required': 'on',
      'q1.scaleHigh': 'Rất',
    });
    expect(values['q1.required']).toBeUndefined();
    const read = readDraft(values);
    expect(read.problems).toEqual({});
    expect(read.draft).toEqual({
      language: 'vi',
      title: 'Buổi sáng',
      slug: 'buoi-sang',
      intro: 'Hai câu.',
      opensAt: '2026-12-01T00:15:00+07:00',
      closesAt: '2026-12-07T17:00:00+07:00',
      questions: [
        { kind: 'multiple', label: 'Bạn ăn gì?', required: true, options: ['Phở', 'Bánh mì'] },
        { kind: 'scale', label: 'Ngủ ngon?', required: false, options: [], scaleLabels: ['Không', 'Rất'] },
        { kind: 'text', label: 'Gì nữa?', required: false, options: [] },
      ],
    });
    // opened already: no opening time, so the API keeps the one it has to the second
    const opened = surveyFormValues(survey, Date.parse('2026-12-02T00:00:00Z'));
    expect(opened.opensAt).toBeUndefined();
    expect(readDraft(opened).draft.opensAt).toBeUndefined();
  });
});
