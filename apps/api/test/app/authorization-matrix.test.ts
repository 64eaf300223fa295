import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  accountLinks,
  articleLikes,
  authorFollows,
  bannedWords,
  bookmarks,
  commentReports,
  comments,
  eventTicketOrders,
  eventTicketTypes,
  eventVoteOptions,
  eventVotes,
  readingHistory,
  seriesFollows,
  sessions,
  socialAccounts,
  surveyResponses,
  surveys,
  topicFollows,
  userIdentities,
  users,
  writerSubmissions,
} from '@magazine/db';
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import { identityDir } from '../../src/modules/accounts/context';
import { commentRow, insertComment, type NewRow } from '../comments/comment-helpers';
import { IDENTITY } from '../helpers/accounts';
import { useTestApp } from '../helpers/build-test-app';
import {
  createArticle,
  createAuthor,
  createEvent,
  createEventEdition,
  createSeries,
  createSurvey,
  createTopic,
  minutesAgo,
  minutesFromNow,
} from '../helpers/factories';
import { createMember, type TestMember } from '../helpers/members';
import {
  accessOf,
  type Method,
  matrixOf,
  type Recipe,
  type Role,
  type RouteKey,
  recipeCoverage,
} from './authorization-matrix';

// The authorization matrix of every route behind a token, generated from the route table.
//
// RECIPES says, for each member and staff route, how to make a valid request and which rows it
// needs. The first test fails when such a route has no recipe (or a recipe names no such route,
// or a route sits in another scope than its recipe expects): a new route cannot be forgotten.
// Then, route by route, with a valid body so that a refusal is about who asks, never about what:
// - a member route on the caller's own data: 401 for a visitor; 200 for a member, an editor and
//   an admin on their own data (a write changes their rows); the very same request sent by
//   another member, editor or admin leaves the owner's rows exactly as they were;
// - a member route on a comment named in the URL: 401 for a visitor; what its author gets and
//   what anyone else gets, staff included; a refused request changes nothing, an accepted one
//   shows in the comment's state (so the "nothing changed" checks can fail);
// - a staff route: 401 for a visitor, 403 for a member (the member concerned, where there is
//   one), 200 for an editor and an admin, 403 for an editor on the admins' routes.
// Each check has its own new member and session: logging out, changing the password or deleting
// the account cannot spoil the next check.
const ctx = useTestApp();

const PASSWORD = 'matkhau9';
const NEW_PASSWORD = 'matkhau-moi9';

let articleId: string;
let authorId: string;
let seriesId: string;
let topicIds: string[];
let png: Buffer;
let words = 0;
/** an event under way, with tickets on sale and a vote */
let editionId: string;
let ticketTypeId: string;
let optionId: string;
/** an open survey of one required question */
let surveyId: string;

beforeAll(async () => {
  const db = ctx.database.db;
  authorId = (await createAuthor(db)).id;
  articleId = (await createArticle(db, { authorIds: [authorId] })).id;
  topicIds = [(await createTopic(db)).id, (await createTopic(db)).id, (await createTopic(db)).id];
  seriesId = (await createSeries(db)).id;
  editionId = await createEventEdition(db);
  await createEvent(db, { editionId, startAt: minutesAgo(60), endAt: minutesFromNow(24 * 60) });
  ticketTypeId = uuidv7();
  await db.insert(eventTicketTypes).values({
    id: ticketTypeId,
    editionId,
    nameVi: 'Vé',
    nameEn: 'Pass',
    priceVnd: 100_000,
    capacity: 10_000,
  });
  optionId = uuidv7();
  await db.insert(eventVoteOptions).values({ id: optionId, editionId, nameVi: 'Phở', nameEn: 'Phở' });
  surveyId = (await createSurvey(db, { slug: 'khao-sat-ma-tran' })).id;
  png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3a6' } })
    .png()
    .toBuffer();
});

/** A new member of that role with a live session, so that no check depends on an earlier one. */
function newCaller(role: Role, withPassword: boolean): Promise<TestMember> {
  return createMember(ctx.database.db, { role, password: withPassword ? PASSWORD : undefined });
}

const sorted = (rows: object[]) => rows.map((row) => JSON.stringify(row)).sort();

/** Every row that is a member's, by table and the column naming the member. */
const MEMBER_ROWS: [string, PgTable, PgColumn][] = [
  ['users', users, users.id],
  ['userIdentities', userIdentities, userIdentities.userId],
  ['sessions', sessions, sessions.userId],
  ['accountLinks', accountLinks, accountLinks.userId],
  ['socialAccounts', socialAccounts, socialAccounts.userId],
  ['topicFollows', topicFollows, topicFollows.userId],
  ['authorFollows', authorFollows, authorFollows.userId],
  ['seriesFollows', seriesFollows, seriesFollows.userId],
  ['bookmarks', bookmarks, bookmarks.userId],
  ['articleLikes', articleLikes, articleLikes.userId],
  ['readingHistory', readingHistory, readingHistory.userId],
  ['comments', comments, comments.userId],
  ['commentReports', commentReports, commentReports.userId],
  ['eventTicketOrders', eventTicketOrders, eventTicketOrders.userId],
  ['eventVotes', eventVotes, eventVotes.userId],
  ['surveyResponses', surveyResponses, surveyResponses.userId],
];

/** One ticket of the event, reserved by `userId`, with a code the gate takes (RESERVATION_CODE_PATTERN). */
async function newReservation(userId: string, fields: { checkedInAt?: Date } = {}) {
  const id = uuidv7();
  const code = Array.from(
    id.replaceAll('-', '').slice(-8),
    (c) => 'ABCDEFGHJKMNPQRS'[Number.parseInt(c, 16)],
  ).join('');
  await ctx.database.db
    .insert(eventTicketOrders)
    .values({ id, editionId, ticketTypeId, userId, quantity: 1, totalVnd: 100_000, code, ...fields });
  return { id, code };
}

/** A reservation as stored. */
async function reservationState(id: string) {
  return sorted(await ctx.database.db.select().from(eventTicketOrders).where(eq(eventTicketOrders.id, id)));
}

/** A survey as stored. */
async function surveyState(id: string) {
  return sorted(await ctx.database.db.select().from(surveys).where(eq(surveys.id, id)));
}

/** A member's rows, table by table: what someone else's request must leave alone. */
async function rowsOf(userId: string) {
  const rows: Record<string, string[]> = {};
  for (const [name, table, column] of MEMBER_ROWS) {
    rows[name] = sorted(await ctx.database.db.select().from(table).where(eq(column, userId)));
  }
  return rows;
}

const newComment = (userId: string, fields: Partial<NewRow> = {}) =>
  insertComment(ctx.database.db, { articleId, userId, ...fields });

/** A comment as stored, with its reports. */
async function commentState(id: string) {
  const db = ctx.database.db;
  const reports = await db.select().from(commentReports).where(eq(commentReports.commentId, id));
  return { comment: await commentRow(db, id), reports: sorted(reports) };
}

/** A new pitch from an outside writer, waiting for an editor. */
async function newPitch(): Promise<string> {
  const id = uuidv7();
  await ctx.database.db.insert(writerSubmissions).values({
    id,
    language: 'vi',
    fullname: 'Người viết',
    email: `writer-${id}@example.com`,
    topic: 'Chợ nổi',
    pitch: 'Một bài viết về chợ nổi miền Tây, kể qua một ngày của người bán trên ghe.',
  });
  return id;
}

const pitchState = async (id: string) =>
  ctx.database.db.select().from(writerSubmissions).where(eq(writerSubmissions.id, id));

const bannedWordList = async () => sorted(await ctx.database.db.select().from(bannedWords));
const newWord = () => `tucam${++words}`;

const RECIPES: Record<RouteKey, Recipe> = {
  // ---- accounts/member.routes.ts ----
  'GET /v2/user-information': {
    kind: 'own-data',
    scene: async () => ({ url: '/v2/user-information?fields=information' }),
  },
  'POST /v2/user/profile': {
    kind: 'own-data',
    scene: async () => ({
      url: '/v2/user/profile',
      payload: { name: 'Tên mới', language: 'en', isSubcribe: true },
    }),
  },
  'POST /v2/user/logout': {
    kind: 'own-data',
    scene: async () => ({ url: '/v2/user/logout' }),
  },
  'POST /v2/user/change-password': {
    kind: 'own-data',
    scene: async () => ({
      url: '/v2/user/change-password',
      payload: { oldPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    }),
  },
  'POST /v2/user/create-password': {
    kind: 'own-data',
    withoutPassword: true,
    scene: async () => ({
      url: '/v2/user/create-password',
      payload: { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    }),
  },

  // ---- bookmarks/bookmarks.routes.ts ----
  'POST /bookmark/bookmark-article/:id': {
    kind: 'own-data',
    scene: async () => ({ url: `/bookmark/bookmark-article/${articleId}` }),
  },
  'POST /bookmark/unbookmark-article/:id': {
    kind: 'own-data',
    scene: async (owner) => {
      await ctx.database.db.insert(bookmarks).values({ userId: owner.id, articleId });
      return { url: `/bookmark/unbookmark-article/${articleId}` };
    },
  },
  'GET /v2/is-bookmark/:id': {
    kind: 'own-data',
    scene: async (owner) => {
      await ctx.database.db.insert(bookmarks).values({ userId: owner.id, articleId });
      return { url: `/v2/is-bookmark/${articleId}` };
    },
  },
  'GET /v2/bookmarked-articles-as-object': {
    kind: 'own-data',
    scene: async () => ({ url: `/v2/bookmarked-articles-as-object?articleIdsStr=${articleId}` }),
  },

  // ---- likes/likes.routes.ts (the owner likes the article; the call takes the like back) ----
  'POST /v2/like/article': {
    kind: 'own-data',
    scene: async (owner) => {
      await ctx.database.db.insert(articleLikes).values({ userId: owner.id, articleId });
      return { url: '/v2/like/article', payload: { articleId, like: false } };
    },
  },

  // ---- follows/follows.routes.ts ----
  'POST /v2/follow/:kind/:id': {
    kind: 'own-data',
    scene: async () => ({ url: `/v2/follow/author/${authorId}` }),
  },
  'POST /v2/unfollow/:kind/:id': {
    kind: 'own-data',
    scene: async (owner) => {
      await ctx.database.db.insert(seriesFollows).values({ userId: owner.id, seriesId });
      return { url: `/v2/unfollow/series/${seriesId}` };
    },
  },

  // ---- events/event-members.routes.ts ----
  'POST /v2/event-edition/:id/tickets': {
    kind: 'own-data',
    scene: async () => ({
      url: `/v2/event-edition/${editionId}/tickets`,
      payload: { ticketTypeId, quantity: 1 },
    }),
  },
  'POST /v2/event-edition/:id/vote': {
    kind: 'own-data',
    scene: async () => ({ url: `/v2/event-edition/${editionId}/vote`, payload: { optionId } }),
  },
  'GET /v2/member/tickets': {
    kind: 'own-data',
    scene: async (owner) => {
      await newReservation(owner.id);
      return { url: '/v2/member/tickets?language=vi' };
    },
  },
  // a reservation named in the URL: only its member cancels it; anyone else is told it is not found
  'POST /v2/event-edition/:id/tickets/:orderId/cancel': {
    kind: 'owned',
    create: async (owner) => (await newReservation(owner.id)).id,
    state: reservationState,
    call: (id) => ({ url: `/v2/event-edition/${editionId}/tickets/${id}/cancel` }),
    owner: [200],
    others: [404],
  },

  // ---- onboarding/onboarding.routes.ts ----
  'POST /v2/member/onboarding': {
    kind: 'own-data',
    scene: async () => ({ url: '/v2/member/onboarding', payload: { topicIds, weeklyNewsletter: true } }),
  },

  // ---- surveys/surveys.routes.ts ----
  'GET /v2/member/survey/:id': {
    kind: 'own-data',
    scene: async () => ({ url: `/v2/member/survey/${surveyId}` }),
  },
  'POST /v2/member/survey/:id': {
    kind: 'own-data',
    scene: async () => ({ url: `/v2/member/survey/${surveyId}`, payload: { answers: { often: 'daily' } } }),
  },
  'GET /v2/staff/surveys': {
    kind: 'staff',
    scene: async () => ({ call: { url: '/v2/staff/surveys' } }),
  },
  'POST /v2/staff/survey': {
    kind: 'staff',
    scene: async () => {
      const slug = `matrix-${uuidv7()}`;
      return {
        call: {
          url: '/v2/staff/survey',
          payload: {
            language: 'vi',
            title: 'Khảo sát',
            slug,
            questions: [{ kind: 'scale', label: 'Hài lòng?', required: true }],
          },
        },
        state: async () => sorted(await ctx.database.db.select().from(surveys).where(eq(surveys.slug, slug))),
      };
    },
  },
  'GET /v2/staff/survey/:id': {
    kind: 'staff',
    scene: async () => ({ call: { url: `/v2/staff/survey/${surveyId}` } }),
  },
  'PUT /v2/staff/survey/:id': {
    kind: 'staff',
    scene: async () => {
      const { id, slug } = await createSurvey(ctx.database.db);
      return {
        call: {
          url: `/v2/staff/survey/${id}`,
          payload: {
            language: 'vi',
            title: 'Khảo sát đã sửa',
            slug,
            questions: [{ kind: 'scale', label: 'Hài lòng?', required: true }],
          },
        },
        state: () => surveyState(id),
      };
    },
  },
  'DELETE /v2/staff/survey/:id': {
    kind: 'staff',
    scene: async () => {
      const { id } = await createSurvey(ctx.database.db);
      return { call: { url: `/v2/staff/survey/${id}` }, state: () => surveyState(id) };
    },
  },
  'GET /v2/staff/survey/:id/results': {
    kind: 'staff',
    scene: async () => ({ call: { url: `/v2/staff/survey/${surveyId}/results` } }),
  },
  'POST /v2/staff/survey/:id/close': {
    kind: 'staff',
    scene: async () => {
      const { id } = await createSurvey(ctx.database.db);
      return { call: { url: `/v2/staff/survey/${id}/close` }, state: () => surveyState(id) };
    },
  },
  'POST /v2/staff/survey/:id/reopen': {
    kind: 'staff',
    scene: async () => {
      const { id } = await createSurvey(ctx.database.db, { status: 'closed' });
      return { call: { url: `/v2/staff/survey/${id}/reopen` }, state: () => surveyState(id) };
    },
  },

  // ---- writers/writers.routes.ts (the editors' inbox of pitches) ----
  'GET /v2/staff/writer-pitches': {
    kind: 'staff',
    scene: async () => ({ call: { url: '/v2/staff/writer-pitches?status=new' } }),
  },
  'POST /v2/staff/writer-pitch/:id/accept': {
    kind: 'staff',
    scene: async () => {
      const id = await newPitch();
      return {
        call: { url: `/v2/staff/writer-pitch/${id}/accept`, payload: { note: 'Hẹn gặp bạn tuần sau.' } },
        state: () => pitchState(id),
      };
    },
  },
  'POST /v2/staff/writer-pitch/:id/decline': {
    kind: 'staff',
    scene: async () => {
      const id = await newPitch();
      return {
        call: { url: `/v2/staff/writer-pitch/${id}/decline`, payload: {} },
        state: () => pitchState(id),
      };
    },
  },

  // ---- comments/comments.routes.ts ----
  'POST /v2/comments': {
    kind: 'own-data',
    // a first comment is held for review: still a 200 (COMMENT_HELD_FOR_REVIEW)
    scene: async () => ({ url: '/v2/comments', payload: { articleId, body: 'Bài viết rất hay.' } }),
  },
  // comments.service.ts ownComment(): a comment the caller can see but did not write is 403
  // FORBIDDEN, whatever the caller's role (staff hide comments through /v2/moderation/*, not
  // here); someone else's pending or hidden comment would be 404, as it is not shown to them
  'PUT /v2/comment/:id': {
    kind: 'owned',
    create: async (owner) => (await newComment(owner.id)).id,
    state: commentState,
    call: (id) => ({ url: `/v2/comment/${id}`, payload: { body: 'Bản sửa' } }),
    owner: [200],
    others: [403],
  },
  'DELETE /v2/comment/:id': {
    kind: 'owned',
    create: async (owner) => (await newComment(owner.id)).id,
    state: commentState,
    call: (id) => ({ url: `/v2/comment/${id}` }),
    owner: [200],
    others: [403],
  },
  // the other way round (comments.service.ts reportComment()): one's own comment is 403, anyone
  // else, staff included, reports it
  'POST /v2/comment/:id/report': {
    kind: 'owned',
    create: async (owner) => (await newComment(owner.id)).id,
    state: commentState,
    call: (id) => ({ url: `/v2/comment/${id}/report`, payload: { reason: 'Quảng cáo' } }),
    owner: [403],
    others: [200],
  },

  // ---- profile/profile.routes.ts ----
  'GET /v2/member/bookmarked-articles': {
    kind: 'own-data',
    scene: async (owner) => {
      await ctx.database.db.insert(bookmarks).values({ userId: owner.id, articleId });
      return { url: '/v2/member/bookmarked-articles' };
    },
  },
  'GET /v2/member/liked-articles': {
    kind: 'own-data',
    scene: async (owner) => {
      await ctx.database.db.insert(articleLikes).values({ userId: owner.id, articleId });
      return { url: '/v2/member/liked-articles' };
    },
  },
  'GET /v2/member/following/:kind': {
    kind: 'own-data',
    scene: async (owner) => {
      await ctx.database.db.insert(topicFollows).values({ userId: owner.id, topicId: topicIds[0]! });
      return { url: '/v2/member/following/topic' };
    },
  },

  // ---- profile/settings.routes.ts ----
  'GET /v2/member/settings': {
    kind: 'own-data',
    scene: async () => ({ url: '/v2/member/settings' }),
  },
  'POST /v2/member/settings': {
    kind: 'own-data',
    scene: async () => ({
      url: '/v2/member/settings',
      payload: { name: 'Tên mới', dob: '1990-01-01', language: 'en' },
    }),
  },
  'POST /v2/member/email-settings': {
    kind: 'own-data',
    scene: async () => ({
      url: '/v2/member/email-settings',
      payload: { weeklyNewsletter: true, suggestions: true },
    }),
  },
  'PUT /v2/member/avatar': {
    kind: 'own-data',
    scene: async () => ({ url: '/v2/member/avatar', payload: png, headers: { 'content-type': 'image/png' } }),
  },
  'DELETE /v2/member/avatar': {
    kind: 'own-data',
    scene: async (owner) => {
      await ctx.database.db
        .update(users)
        .set({ avatarUrl: `/media/avatars/${owner.id}-000000000000.webp` })
        .where(eq(users.id, owner.id));
      return { url: '/v2/member/avatar' };
    },
  },

  // ---- profile/account-data.routes.ts ----
  'POST /v2/member/export': {
    kind: 'own-data',
    readOnly: true,
    scene: async () => ({ url: '/v2/member/export', payload: { password: PASSWORD } }),
  },
  'POST /v2/member/delete-account': {
    kind: 'own-data',
    scene: async () => ({ url: '/v2/member/delete-account', payload: { password: PASSWORD } }),
  },

  // ---- accounts/staff.routes.ts: identity documents, admins only (requireRole('admin')) ----
  'GET /v2/staff/users/:userId/identity': {
    kind: 'staff',
    roles: ['admin'],
    scene: async () => {
      const subject = await newCaller('member', false);
      await ctx.database.db.insert(userIdentities).values({ userId: subject.id, ...IDENTITY });
      return { subject, call: { url: `/v2/staff/users/${subject.id}/identity` } };
    },
  },
  'GET /v2/staff/users/:userId/identity-card/:side': {
    kind: 'staff',
    roles: ['admin'],
    scene: async () => {
      const subject = await newCaller('member', false);
      const dir = identityDir(ctx.app.config);
      const frontImage = `${subject.id}-front.png`;
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, frontImage), png);
      await ctx.database.db.insert(userIdentities).values({ userId: subject.id, ...IDENTITY, frontImage });
      return { subject, call: { url: `/v2/staff/users/${subject.id}/identity-card/front` } };
    },
  },

  // ---- events/desk.routes.ts: the event desk, editors and admins ----
  'GET /v2/staff/event-editions': {
    kind: 'staff',
    scene: async () => ({ call: { url: '/v2/staff/event-editions' } }),
  },
  'GET /v2/staff/event-edition/:id/reservations': {
    kind: 'staff',
    scene: async () => {
      const subject = await newCaller('member', false);
      await newReservation(subject.id);
      return { subject, call: { url: `/v2/staff/event-edition/${editionId}/reservations` } };
    },
  },
  'POST /v2/staff/event-edition/:id/check-in': {
    kind: 'staff',
    scene: async () => {
      const subject = await newCaller('member', false);
      const { id, code } = await newReservation(subject.id);
      return {
        subject,
        call: { url: `/v2/staff/event-edition/${editionId}/check-in`, payload: { code } },
        state: () => reservationState(id),
      };
    },
  },
  'POST /v2/staff/event-edition/:id/undo-check-in': {
    kind: 'staff',
    scene: async () => {
      const subject = await newCaller('member', false);
      const { id, code } = await newReservation(subject.id, { checkedInAt: new Date() });
      return {
        subject,
        call: { url: `/v2/staff/event-edition/${editionId}/undo-check-in`, payload: { code } },
        state: () => reservationState(id),
      };
    },
  },

  // ---- comments/moderation.routes.ts: editors and admins ----
  'GET /v2/moderation/comments': {
    kind: 'staff',
    scene: async () => {
      const subject = await newCaller('member', false);
      await newComment(subject.id, { status: 'pending', holdReason: 'first_comment' });
      return { subject, call: { url: '/v2/moderation/comments?filter=held' } };
    },
  },
  'POST /v2/moderation/comment/:id/approve': {
    kind: 'staff',
    scene: async () => {
      const subject = await newCaller('member', false);
      const { id } = await newComment(subject.id, { status: 'pending', holdReason: 'first_comment' });
      return {
        subject,
        call: { url: `/v2/moderation/comment/${id}/approve` },
        state: () => commentState(id),
      };
    },
  },
  'POST /v2/moderation/comment/:id/hide': {
    kind: 'staff',
    scene: async () => {
      const subject = await newCaller('member', false);
      const { id } = await newComment(subject.id);
      return { subject, call: { url: `/v2/moderation/comment/${id}/hide` }, state: () => commentState(id) };
    },
  },
  'POST /v2/moderation/member/:id/ban': {
    kind: 'staff',
    scene: async () => {
      const subject = await newCaller('member', false);
      const state = async () =>
        ctx.database.db.select({ bannedAt: users.bannedAt }).from(users).where(eq(users.id, subject.id));
      return { subject, call: { url: `/v2/moderation/member/${subject.id}/ban` }, state };
    },
  },
  'GET /v2/moderation/banned-words': {
    kind: 'staff',
    scene: async () => ({ call: { url: '/v2/moderation/banned-words' } }),
  },
  'POST /v2/moderation/banned-words': {
    kind: 'staff',
    scene: async () => ({
      call: { url: '/v2/moderation/banned-words', payload: { word: newWord() } },
      state: bannedWordList,
    }),
  },
  'DELETE /v2/moderation/banned-words/:word': {
    kind: 'staff',
    scene: async () => {
      const word = newWord();
      await ctx.database.db.insert(bannedWords).values({ word });
      return { call: { url: `/v2/moderation/banned-words/${word}` }, state: bannedWordList };
    },
  },
};

describe('authorization matrix of every member and staff route, from the route table', () => {
  it('has a recipe for every member and staff route, and none for anything else', () => {
    const { missing, stale, misplaced } = recipeCoverage(ctx.app, RECIPES);
    expect(missing, 'member or staff routes without a recipe: add one to RECIPES').toEqual([]);
    expect(stale, 'recipes of no member or staff route (renamed, removed or made public?)').toEqual([]);
    expect(misplaced, 'routes in another scope than their recipe expects').toEqual([]);
  });

  for (const [key, recipe] of Object.entries(RECIPES)) {
    it(`${key}: ${recipe.kind}`, async () => {
      const [method, url] = key.split(' ') as [Method, string];
      const route = ctx.app.routeTable().find((r) => r.method === method && r.url === url);
      expect(route?.access, `${key} in the route table`).toBe(accessOf(recipe));
      await matrixOf({ app: ctx.app, newCaller, rowsOf })(key, method, recipe);
    }, 60_000);
  }
});
