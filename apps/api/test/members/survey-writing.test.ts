import type { StaffSurveyList, Survey } from '@magazine/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/build-test-app';
import { httpOf } from '../helpers/http';
import { createMember } from '../helpers/members';

// An editor writes a survey (POST v2/staff/survey): rewriting or deleting one is in
// survey-rewriting.test.ts; reading, answering, results and closing in surveys.test.ts.

const ctx = useTestApp();
const http = httpOf(ctx);
const DAY = 24 * 60 * 60 * 1000;

describe('writing a survey, by the editors', () => {
  const draft = {
    language: 'en',
    title: '  What do you read on Sundays?  ',
    intro: 'Three questions.',
    questions: [
      { kind: 'single', label: 'How often?', required: true, options: ['Daily', ' Weekly '] },
      { kind: 'scale', label: 'How happy?', required: false, scaleLabels: ['Not at all', 'Very'] },
      // options given to a question that takes words are not kept
      { kind: 'text', label: 'Anything else?', required: false, options: ['stray'] },
    ],
  };

  it('keeps it with ids for its questions and options, at the title’s address, open now; readers answer it', async () => {
    const editor = await createMember(ctx.database.db, { role: 'editor' });
    const res = await http.post<Survey>('/v2/staff/survey', draft, editor.headers);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('SURVEY_CREATED');
    expect(res.body.data).toMatchObject({
      slug: 'what-do-you-read-on-sundays',
      language: 'en',
      title: 'What do you read on Sundays?',
      intro: 'Three questions.',
      isOpen: true,
      closesAt: null,
      questions: [
        {
          id: 'q1',
          kind: 'single',
          required: true,
          options: [
            { id: 'o1', label: 'Daily' },
            { id: 'o2', label: 'Weekly' },
          ],
        },
        { id: 'q2', kind: 'scale', required: false, options: [], scaleLabels: ['Not at all', 'Very'] },
        { id: 'q3', kind: 'text', options: [] },
      ],
    });
    const page = await http.get<Survey>('/v2/survey/what-do-you-read-on-sundays?language=en');
    expect(page.body.data._id).toBe(res.body.data._id);
    const member = await createMember(ctx.database.db);
    const answer = await http.post(
      `/v2/member/survey/${res.body.data._id}`,
      { answers: { q1: 'o2', q2: 5 } },
      member.headers,
    );
    expect(answer.body.message).toBe('SURVEY_ANSWERED');

    // the same address again in that language is refused, in the other language it is free
    const again = await http.post('/v2/staff/survey', draft, editor.headers);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('SURVEY_SLUG_TAKEN');
    const vi = await http.post<Survey>('/v2/staff/survey', { ...draft, language: 'vi' }, editor.headers);
    expect(vi.body.data).toMatchObject({ slug: 'what-do-you-read-on-sundays', language: 'vi' });
  });

  it('opens and closes at the times given', async () => {
    const admin = await createMember(ctx.database.db, { role: 'admin' });
    const opensAt = new Date(Date.now() + DAY).toISOString();
    const closesAt = new Date(Date.now() + 8 * DAY).toISOString();
    const res = await http.post<Survey>(
      '/v2/staff/survey',
      { ...draft, slug: 'sunday-later', opensAt, closesAt },
      admin.headers,
    );
    expect(res.body.data).toMatchObject({ slug: 'sunday-later', isOpen: false, closesAt });
    const listed = (await http.get<StaffSurveyList>('/v2/staff/surveys', admin.headers)).body.data;
    expect(listed.find((s) => s.slug === 'sunday-later')).toMatchObject({ opensAt, status: 'open' });
  });

  it('says what is wrong, field by field, and keeps nothing', async () => {
    const editor = await createMember(ctx.database.db, { role: 'editor' });
    const fieldsOf = async (body: unknown) => {
      const res = await http.post<{ fields: { field: string; code: string }[] }>(
        '/v2/staff/survey',
        body,
        editor.headers,
      );
      expect(res.status).toBe(400);
      return res.body.data.fields.map(({ field, code }) => ({ field, code }));
    };
    expect(await fieldsOf({ ...draft, title: '  ', questions: [] })).toEqual([
      { field: 'title', code: 'TOO_SMALL' },
      { field: 'questions', code: 'TOO_SMALL' },
    ]);
    const wrong = await fieldsOf({
      ...draft,
      slug: 'sunday-wrong',
      closesAt: new Date(Date.now() - DAY).toISOString(),
      questions: [
        { kind: 'single', label: 'One option?', required: true, options: ['Only'] },
        { kind: 'multiple', label: 'Twice?', required: true, options: ['Tea', 'tea'] },
        // the same words, their accents typed as separate marks
        { kind: 'single', label: 'Cà phê?', required: true, options: ['Cà phê', 'CA\u0300 PHE\u0302'] },
      ],
    });
    expect(wrong).toEqual([
      { field: 'questions.0.options', code: 'TOO_SMALL' },
      { field: 'questions.1.options', code: 'INVALID_VALUE' },
      { field: 'questions.2.options', code: 'INVALID_VALUE' },
      { field: 'closesAt', code: 'INVALID_VALUE' },
    ]);
    // a title with no letter or digit for an address, and no address given
    expect(await fieldsOf({ ...draft, title: '???' })).toEqual([{ field: 'slug', code: 'REQUIRED' }]);
    const listed = (await http.get<StaffSurveyList>('/v2/staff/surveys', editor.headers)).body.data;
    expect(listed.some((s) => s.slug === 'sunday-wrong')).toBe(false);
  });

  it('is for editors and admins', async () => {
    const member = await createMember(ctx.database.db);
    expect((await http.post('/v2/staff/survey', draft)).status).toBe(401);
    expect((await http.post('/v2/staff/survey', draft, member.headers)).status).toBe(403);
  });
});
