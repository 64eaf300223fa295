import type { StaffSurveyList, Survey } from '@magazine/contracts';
import { surveys } from '@magazine/db';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/build-test-app';
import { expectFieldError, httpOf, type Reply } from '../helpers/http';
import { createMember } from '../helpers/members';

// An editor rewrites or deletes a survey no one has answered yet (GET|PUT|DELETE
// v2/staff/survey/:id): writing one is in survey-writing.test.ts.

const ctx = useTestApp();
const http = httpOf(ctx);
const DAY = 24 * 60 * 60 * 1000;

/**
 * How many of this database's sessions wait for a lock (what another transaction holds). Asked on
 * a connection of its own: inside a transaction PostgreSQL answers pg_stat_activity from the
 * snapshot it took at the first read, so a wait that began later would never show.
 */
const lockWaits = async () =>
  (
    (await ctx.database.db.execute(
      sql`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`,
    )) as unknown as { rows: { n: number }[] }
  ).rows[0]!.n;

describe('rewriting a survey, before anyone has answered it', () => {
  const draft = {
    language: 'vi',
    title: 'Bạn uống gì buổi sáng?',
    questions: [{ kind: 'single', label: 'Cà phê hay trà?', required: true, options: ['Cà phê', 'Trà'] }],
  };
  const write = async (headers: Record<string, string>, extra: object = {}) =>
    (await http.post<Survey>('/v2/staff/survey', { ...draft, ...extra }, headers)).body.data;

  it('replaces its text, address and questions; its opening time stays; readers see the new one', async () => {
    const editor = await createMember(ctx.database.db, { role: 'editor' });
    const written = await write(editor.headers, { slug: 'sang-nay-uong-gi' });
    const before = await http.get<StaffSurveyList[number]>(`/v2/staff/survey/${written._id}`, editor.headers);
    expect(before.status).toBe(200);
    expect(before.body.data).toMatchObject({ _id: written._id, responses: 0, status: 'open', isOpen: true });

    const res = await http.put<Survey>(
      `/v2/staff/survey/${written._id}`,
      {
        ...draft,
        title: 'Buổi sáng của bạn',
        slug: 'buoi-sang-cua-ban',
        intro: 'Hai câu hỏi.',
        questions: [
          { kind: 'scale', label: 'Bạn ngủ ngon không?', required: true },
          { kind: 'multiple', label: 'Bạn ăn gì?', required: false, options: ['Phở', 'Bánh mì', 'Xôi'] },
        ],
      },
      editor.headers,
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('SURVEY_UPDATED');
    expect(res.body.data).toMatchObject({
      _id: written._id,
      slug: 'buoi-sang-cua-ban',
      title: 'Buổi sáng của bạn',
      intro: 'Hai câu hỏi.',
      isOpen: true,
      questions: [
        { id: 'q1', kind: 'scale', options: [] },
        { id: 'q2', kind: 'multiple', options: [{ id: 'o1', label: 'Phở' }, { id: 'o2' }, { id: 'o3' }] },
      ],
    });
    const after = (await http.get<StaffSurveyList[number]>(`/v2/staff/survey/${written._id}`, editor.headers))
      .body.data;
    expect(after.opensAt).toBe(before.body.data.opensAt);
    const page = await http.get<Survey>('/v2/survey/buoi-sang-cua-ban?language=vi');
    expect(page.body.data.questions.map((q) => q.label)).toEqual(['Bạn ngủ ngon không?', 'Bạn ăn gì?']);
    expect((await http.get('/v2/survey/sang-nay-uong-gi?language=vi')).status).toBe(404);
    // the new questions are the ones answered: answers sent from a page made before the edit are
    // refused whatever they are, the reader told to load the survey again
    expect(res.body.data.revision).not.toBe(written.revision);
    const member = await createMember(ctx.database.db);
    const stale = await http.post(
      `/v2/member/survey/${written._id}`,
      { answers: { q1: 4, q2: ['o1'] }, revision: written.revision },
      member.headers,
    );
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('SURVEY_CHANGED');
    const answer = await http.post(
      `/v2/member/survey/${written._id}`,
      { answers: { q1: 4, q2: ['o1'] }, revision: page.body.data.revision },
      member.headers,
    );
    expect(answer.body.message).toBe('SURVEY_ANSWERED');
  });

  it('is refused once a member has answered, and the survey stays as it was', async () => {
    const editor = await createMember(ctx.database.db, { role: 'editor' });
    const written = await write(editor.headers, { slug: 'da-co-nguoi-tra-loi' });
    const member = await createMember(ctx.database.db);
    await http.post(`/v2/member/survey/${written._id}`, { answers: { q1: 'o2' } }, member.headers);
    const res = await http.put(
      `/v2/staff/survey/${written._id}`,
      { ...draft, slug: 'da-co-nguoi-tra-loi', title: 'Đổi tên' },
      editor.headers,
    );
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('SURVEY_HAS_RESPONSES');
    const kept = (await http.get<StaffSurveyList[number]>(`/v2/staff/survey/${written._id}`, editor.headers))
      .body.data;
    expect(kept).toMatchObject({ title: draft.title, responses: 1, questions: written.questions });
  });

  it('keeps its own address, refuses another survey’s, and says what is wrong field by field', async () => {
    const admin = await createMember(ctx.database.db, { role: 'admin' });
    const first = await write(admin.headers, { slug: 'dia-chi-mot' });
    const second = await write(admin.headers, { slug: 'dia-chi-hai' });
    const same = await http.put(
      `/v2/staff/survey/${first._id}`,
      { ...draft, slug: 'dia-chi-mot', intro: 'Mới.' },
      admin.headers,
    );
    expect(same.body.message).toBe('SURVEY_UPDATED');
    const taken = await http.put(
      `/v2/staff/survey/${first._id}`,
      { ...draft, slug: 'dia-chi-hai' },
      admin.headers,
    );
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('SURVEY_SLUG_TAKEN');
    // the address is free in the other language
    const english = await http.put<Survey>(
      `/v2/staff/survey/${second._id}`,
      { ...draft, language: 'en', slug: 'dia-chi-mot' },
      admin.headers,
    );
    expect(english.body.data).toMatchObject({ language: 'en', slug: 'dia-chi-mot' });
    const wrong = await http.put<{ fields: { field: string; code: string }[] }>(
      `/v2/staff/survey/${first._id}`,
      {
        ...draft,
        slug: 'dia-chi-mot',
        questions: [{ kind: 'single', label: 'Một?', required: true, options: ['A'] }],
      },
      admin.headers,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.data.fields.map(({ field, code }) => ({ field, code }))).toEqual([
      { field: 'questions.0.options', code: 'TOO_SMALL' },
    ]);
    const kept = (await http.get<StaffSurveyList[number]>(`/v2/staff/survey/${first._id}`, admin.headers))
      .body.data;
    expect(kept).toMatchObject({ slug: 'dia-chi-mot', intro: 'Mới.', questions: first.questions });
  });

  it('opens a survey still to open now when no opening time is given, and keeps a given one', async () => {
    const editor = await createMember(ctx.database.db, { role: 'editor' });
    const opensAt = new Date(Date.now() + DAY).toISOString();
    const later = await write(editor.headers, { slug: 'mo-sau', opensAt });
    expect(later.isOpen).toBe(false);
    const kept = await http.put<Survey>(
      `/v2/staff/survey/${later._id}`,
      { ...draft, slug: 'mo-sau', opensAt },
      editor.headers,
    );
    expect(kept.body.data.isOpen).toBe(false);
    const now = await http.put<Survey>(
      `/v2/staff/survey/${later._id}`,
      { ...draft, slug: 'mo-sau' },
      editor.headers,
    );
    expect(now.body.data.isOpen).toBe(true);
  });

  // PostgreSQL only: PGlite runs one transaction at a time, so there the answer waits anyway
  it.skipIf(!process.env.DATABASE_URL)(
    'an answer given while an edit is being kept waits for it and is checked against the new questions',
    async () => {
      const editor = await createMember(ctx.database.db, { role: 'editor' });
      const written = await write(editor.headers, { slug: 'giua-luc-sua' });
      const member = await createMember(ctx.database.db);
      let answer: Promise<Reply<unknown>> | undefined;
      // an edit in flight: the survey's row held as PUT holds it, the questions replaced once the
      // answer is seen waiting for that lock (an answer that never waits is checked against the old
      // questions and kept: the test fails)
      await ctx.database.db.transaction(async (tx) => {
        await tx.select({ id: surveys.id }).from(surveys).where(eq(surveys.id, written._id)).for('update');
        answer = http.post(`/v2/member/survey/${written._id}`, { answers: { q1: 'o2' } }, member.headers);
        for (const until = Date.now() + 5_000; Date.now() < until && (await lockWaits()) === 0; )
          await new Promise((resolve) => setTimeout(resolve, 20));
        await tx
          .update(surveys)
          .set({ questions: [{ id: 'q1', kind: 'scale', label: 'Mấy điểm?', required: true, options: [] }] })
          .where(eq(surveys.id, written._id));
      });
      // "o2" answered an option of the old question: no answer to a scale
      expectFieldError(await answer!, 'answers.q1', 'INVALID_VALUE');
    },
  );

  // PostgreSQL only, as above
  it.skipIf(!process.env.DATABASE_URL)(
    "two edits taking each other's address at the same time: the one PostgreSQL stops is told the address is taken",
    async () => {
      const editor = await createMember(ctx.database.db, { role: 'editor' });
      const first = await write(editor.headers, { slug: 'doi-cho-mot' });
      const second = await write(editor.headers, { slug: 'doi-cho-hai' });
      let edit: Promise<Reply<unknown>> | undefined;
      // the other edit, held open: the second survey leaves its address, the API's edit of the first
      // asks for it (and waits for this transaction to end), then the second asks for the first's:
      // each waits for the other, and PostgreSQL ends the API's (this one waits 10 s before it looks)
      const other = ctx.database.db.transaction(async (tx) => {
        await tx.execute(sql`set local deadlock_timeout = '10s'`);
        await tx.update(surveys).set({ slug: 'doi-cho-ba' }).where(eq(surveys.id, second._id));
        edit = http.put(`/v2/staff/survey/${first._id}`, { ...draft, slug: 'doi-cho-hai' }, editor.headers);
        for (const until = Date.now() + 5_000; Date.now() < until && (await lockWaits()) === 0; )
          await new Promise((resolve) => setTimeout(resolve, 20));
        await tx.update(surveys).set({ slug: 'doi-cho-mot' }).where(eq(surveys.id, second._id));
      });
      // the API's edit ended, the first survey still has its address: the other one is refused too
      await expect(other).rejects.toThrow();
      const res = await edit!;
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('SURVEY_SLUG_TAKEN');
      const slugs = await Promise.all(
        [first, second].map(
          async ({ _id }) =>
            (await http.get<StaffSurveyList[number]>(`/v2/staff/survey/${_id}`, editor.headers)).body.data
              .slug,
        ),
      );
      expect(slugs).toEqual(['doi-cho-mot', 'doi-cho-hai']);
    },
  );

  it('deletes one no one has answered, and refuses once anyone has', async () => {
    const editor = await createMember(ctx.database.db, { role: 'editor' });
    const mistake = await write(editor.headers, { slug: 'viet-nham' });
    const gone = await http.delete(`/v2/staff/survey/${mistake._id}`, editor.headers);
    expect(gone.status).toBe(200);
    expect(gone.body.message).toBe('SURVEY_DELETED');
    expect((await http.get(`/v2/staff/survey/${mistake._id}`, editor.headers)).status).toBe(404);
    expect((await http.get('/v2/survey/viet-nham?language=vi')).status).toBe(404);
    expect((await http.delete(`/v2/staff/survey/${mistake._id}`, editor.headers)).body.message).toBe(
      'SURVEY_NOT_FOUND',
    );

    const answered = await write(editor.headers, { slug: 'da-tra-loi-khong-xoa' });
    const member = await createMember(ctx.database.db);
    await http.post(`/v2/member/survey/${answered._id}`, { answers: { q1: 'o1' } }, member.headers);
    const refused = await http.delete(`/v2/staff/survey/${answered._id}`, editor.headers);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('SURVEY_HAS_RESPONSES');
    const kept = (await http.get<StaffSurveyList[number]>(`/v2/staff/survey/${answered._id}`, editor.headers))
      .body.data;
    expect(kept.responses).toBe(1);
    expect((await http.delete(`/v2/staff/survey/${answered._id}`, member.headers)).status).toBe(403);
  });

  it('is for editors and admins, and a survey that does not exist is not found', async () => {
    const member = await createMember(ctx.database.db);
    const editor = await createMember(ctx.database.db, { role: 'editor' });
    const written = await write(editor.headers, { slug: 'chi-bien-tap' });
    expect((await http.put(`/v2/staff/survey/${written._id}`, draft)).status).toBe(401);
    expect((await http.put(`/v2/staff/survey/${written._id}`, draft, member.headers)).status).toBe(403);
    expect((await http.get(`/v2/staff/survey/${written._id}`, member.headers)).status).toBe(403);
    const missing = '01900000-0000-7000-8000-000000000000';
    const gone = await http.put(`/v2/staff/survey/${missing}`, draft, editor.headers);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('SURVEY_NOT_FOUND');
    expect((await http.get(`/v2/staff/survey/${missing}`, editor.headers)).body.message).toBe(
      'SURVEY_NOT_FOUND',
    );
  });
});
