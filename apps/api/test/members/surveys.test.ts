import type { StaffSurveyList, Survey, SurveyResults } from '@magazine/contracts';
import { type StoredSurveyQuestion, surveyResponses } from '@magazine/db';
import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/build-test-app';
import { createSurvey as createSurveyRow } from '../helpers/factories';
import { httpOf } from '../helpers/http';
import { createMember } from '../helpers/members';

const ctx = useTestApp();
const http = httpOf(ctx);

const QUESTIONS: StoredSurveyQuestion[] = [
  {
    id: 'frequency',
    kind: 'single',
    label: 'Bạn đọc bao lâu một lần?',
    required: true,
    options: [
      { id: 'daily', label: 'Hằng ngày' },
      { id: 'weekly', label: 'Hằng tuần' },
    ],
  },
  {
    id: 'topics',
    kind: 'multiple',
    label: 'Chủ đề?',
    required: true,
    options: [
      { id: 'food', label: 'Ẩm thực' },
      { id: 'careers', label: 'Sự nghiệp' },
    ],
  },
  { id: 'satisfaction', kind: 'scale', label: 'Hài lòng?', required: true, options: [] },
  { id: 'comment', kind: 'text', label: 'Nhắn gì?', required: false, options: [] },
];

const DAY = 24 * 60 * 60 * 1000;
const createSurvey = (fields: Parameters<typeof createSurveyRow>[1] = {}) =>
  createSurveyRow(ctx.database.db, {
    title: 'Khảo sát bạn đọc',
    intro: 'Bốn câu hỏi.',
    questions: QUESTIONS,
    opensAt: new Date(Date.now() - DAY),
    ...fields,
  });

let open: Awaited<ReturnType<typeof createSurvey>>;
let closed: Awaited<ReturnType<typeof createSurvey>>;
let future: Awaited<ReturnType<typeof createSurvey>>;
const good = {
  frequency: 'daily',
  topics: ['food', 'careers'],
  satisfaction: 4,
  comment: '  Thêm bài về phở  ',
};

beforeAll(async () => {
  await createSurvey({ opensAt: new Date(Date.now() - 30 * DAY), slug: 'older-survey' });
  open = await createSurvey();
  closed = await createSurvey({
    opensAt: new Date(Date.now() - 10 * DAY),
    closesAt: new Date(Date.now() - DAY),
  });
  future = await createSurvey({ opensAt: new Date(Date.now() + DAY) });
});

describe('reading surveys', () => {
  it('GET /v2/survey/current: the newest open survey of the language, or null', async () => {
    const vi = await http.get('/v2/survey/current?language=vi');
    expect(vi.body.data).toMatchObject({ _id: open.id, slug: open.slug, isOpen: true, questions: QUESTIONS });
    expect((await http.get('/v2/survey/current?language=en')).body).toEqual({
      errorCode: 200,
      message: 'GET_DATA_SUCCESSFUL',
      data: null,
    });
  });

  it('GET /v2/survey/:slug: open or closed says so; one not open yet, or of another language, is not found', async () => {
    expect((await http.get<Survey>(`/v2/survey/${open.slug}?language=vi`)).body.data.isOpen).toBe(true);
    expect((await http.get(`/v2/survey/${closed.slug}?language=vi`)).body.data).toMatchObject({
      isOpen: false,
    });
    for (const path of [`/v2/survey/${future.slug}?language=vi`, `/v2/survey/${open.slug}?language=en`]) {
      const res = await http.get(path);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('SURVEY_NOT_FOUND');
    }
  });
});

describe('answering', () => {
  it('is for members: a visitor gets 401', async () => {
    expect((await http.post(`/v2/member/survey/${open.id}`, { answers: good })).status).toBe(401);
  });

  it('says what is wrong per question and keeps nothing', async () => {
    const member = await createMember(ctx.database.db);
    const res = await http.post<{ fields: { field: string; code: string }[] }>(
      `/v2/member/survey/${open.id}`,
      {
        answers: {
          topics: ['food', 'pizza'],
          satisfaction: 9,
          comment: 'x'.repeat(1001),
          colour: 'red',
        },
      },
      member.headers,
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('VALIDATION_ERROR');
    const fields = Object.fromEntries(res.body.data.fields.map((f) => [f.field, f.code]));
    expect(fields).toEqual({
      'answers.frequency': 'REQUIRED',
      'answers.topics': 'INVALID_VALUE',
      'answers.satisfaction': 'INVALID_VALUE',
      'answers.comment': 'TOO_BIG',
      'answers.colour': 'UNKNOWN_FIELD',
    });
    expect((await http.get(`/v2/member/survey/${open.id}`, member.headers)).body.data).toEqual({
      answered: false,
    });
  });

  it('keeps a member’s answers once: a second response changes nothing', async () => {
    const member = await createMember(ctx.database.db);
    const res = await http.post(`/v2/member/survey/${open.id}`, { answers: good }, member.headers);
    expect(res.body).toEqual({ errorCode: 200, message: 'SURVEY_ANSWERED', data: { answered: true } });
    expect((await http.get(`/v2/member/survey/${open.id}`, member.headers)).body.data).toEqual({
      answered: true,
    });
    const again = await http.post(
      `/v2/member/survey/${open.id}`,
      { answers: { ...good, frequency: 'weekly' } },
      member.headers,
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('SURVEY_ALREADY_ANSWERED');
    const [kept] = await ctx.database.db
      .select()
      .from(surveyResponses)
      .where(eq(surveyResponses.userId, member.id));
    // words trimmed, the first answers stay
    expect(kept?.answers).toEqual({ ...good, comment: 'Thêm bài về phở' });
  });

  it('refuses a closed survey and an unknown one', async () => {
    const member = await createMember(ctx.database.db);
    const shut = await http.post(`/v2/member/survey/${closed.id}`, { answers: good }, member.headers);
    expect(shut.status).toBe(409);
    expect(shut.body.message).toBe('SURVEY_CLOSED');
    expect((await http.post(`/v2/member/survey/${uuidv7()}`, { answers: good }, member.headers)).status).toBe(
      404,
    );
  });
});

describe('results for the editors', () => {
  it('counts the answers per option, the scale’s mean and lists the words; members get 403', async () => {
    const second = await createMember(ctx.database.db);
    await http.post(
      `/v2/member/survey/${open.id}`,
      { answers: { frequency: 'weekly', topics: ['food'], satisfaction: 2 } },
      second.headers,
    );
    expect((await http.get(`/v2/staff/survey/${open.id}/results`, second.headers)).status).toBe(403);
    const editor = await createMember(ctx.database.db, { role: 'editor' });
    const res = await http.get<SurveyResults>(`/v2/staff/survey/${open.id}/results`, editor.headers);
    expect(res.status).toBe(200);
    const byId = Object.fromEntries(res.body.data.questions.map((q) => [q.id, q]));
    expect(res.body.data.responses).toBe(2);
    expect(byId.frequency).toMatchObject({ answered: 2, counts: { daily: 1, weekly: 1 } });
    expect(byId.topics).toMatchObject({ answered: 2, counts: { food: 2, careers: 1 } });
    expect(byId.satisfaction).toMatchObject({ counts: { '4': 1, '2': 1 }, mean: 3 });
    expect(byId.comment).toMatchObject({ answered: 1, texts: ['Thêm bài về phở'] });
    const list = await http.get('/v2/staff/surveys', editor.headers);
    expect(
      (list.body.data as { _id: string; responses: number }[]).find((s) => s._id === open.id)?.responses,
    ).toBe(2);
  });
});

describe('closing and reopening, by the editors', () => {
  it('closes a survey now: readers can no longer answer, the answers given stay; reopened, they can again', async () => {
    const editor = await createMember(ctx.database.db, { role: 'editor' });
    const member = await createMember(ctx.database.db);
    const later = await createMember(ctx.database.db);
    const survey = await createSurvey({ slug: 'dong-mo-lai', closesAt: new Date(Date.now() + 7 * DAY) });
    await http.post(`/v2/member/survey/${survey.id}`, { answers: good }, member.headers);

    const close = await http.post<Survey>(`/v2/staff/survey/${survey.id}/close`, {}, editor.headers);
    expect(close.status).toBe(200);
    expect(close.body.message).toBe('SURVEY_STOPPED');
    expect(close.body.data).toMatchObject({ _id: survey.id, isOpen: false });
    const shut = await http.post(`/v2/member/survey/${survey.id}`, { answers: good }, later.headers);
    expect(shut.body.message).toBe('SURVEY_CLOSED');
    // the editors' list says it was closed by hand
    const listed = (await http.get<StaffSurveyList>('/v2/staff/surveys', editor.headers)).body.data;
    expect(listed.find((s) => s._id === survey.id)).toMatchObject({ status: 'closed', isOpen: false });
    // closing twice is closing
    expect((await http.post(`/v2/staff/survey/${survey.id}/close`, {}, editor.headers)).status).toBe(200);
    const results = await http.get<SurveyResults>(`/v2/staff/survey/${survey.id}/results`, editor.headers);
    expect(results.body.data.responses).toBe(1);

    const reopen = await http.post<Survey>(`/v2/staff/survey/${survey.id}/reopen`, {}, editor.headers);
    expect(reopen.body.message).toBe('SURVEY_REOPENED');
    // its closing date, still to come, is kept
    expect(reopen.body.data).toMatchObject({ isOpen: true, closesAt: survey.closesAt!.toISOString() });
    const answered = await http.post(`/v2/member/survey/${survey.id}`, { answers: good }, later.headers);
    expect(answered.body.message).toBe('SURVEY_ANSWERED');
  });

  it('reopens a survey whose closing date has passed until it is closed again', async () => {
    const editor = await createMember(ctx.database.db, { role: 'editor' });
    const past = await createSurvey({ slug: 'qua-han', closesAt: new Date(Date.now() - DAY) });
    const reopen = await http.post<Survey>(`/v2/staff/survey/${past.id}/reopen`, {}, editor.headers);
    expect(reopen.body.data).toMatchObject({ isOpen: true, closesAt: null });
    const member = await createMember(ctx.database.db);
    expect((await http.post(`/v2/member/survey/${past.id}`, { answers: good }, member.headers)).status).toBe(
      200,
    );
  });

  it('is for editors and admins: a visitor is asked to log in, a member is refused; an unknown survey is not found', async () => {
    const survey = await createSurvey({ slug: 'chi-bien-tap' });
    const member = await createMember(ctx.database.db);
    expect((await http.post(`/v2/staff/survey/${survey.id}/close`, {})).status).toBe(401);
    expect((await http.post(`/v2/staff/survey/${survey.id}/close`, {}, member.headers)).status).toBe(403);
    const admin = await createMember(ctx.database.db, { role: 'admin' });
    const gone = await http.post(`/v2/staff/survey/${uuidv7()}/reopen`, {}, admin.headers);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('SURVEY_NOT_FOUND');
    expect((await http.post(`/v2/staff/survey/not-an-id/close`, {}, admin.headers)).status).toBe(400);
    const seen = await http.get<Survey>(`/v2/survey/chi-bien-tap?language=vi`);
    expect(seen.body.data.isOpen).toBe(true);
  });
});
