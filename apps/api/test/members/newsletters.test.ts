import { join } from 'node:path';
import { newsletterSends, topicFollows, users } from '@magazine/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../src/modules/mail/mailer';
import { type NewsletterDeps, sendDueNewsletters } from '../../src/modules/newsletters/newsletters.service';
import { useTestApp } from '../helpers/build-test-app';
import { createArticle, createTopic } from '../helpers/factories';
import { httpOf } from '../helpers/http';
import { useMailCatcher } from '../helpers/mail-catcher';
import { createMember } from '../helpers/members';

const SECRET = 'newsletter-test-secret-of-at-least-32-chars';
const mail = useMailCatcher();
const ctx = useTestApp({ env: () => ({ SMTP_URL: mail.url, AUTH_SECRET: SECRET }) });
const http = httpOf(ctx);

// mornings in Asia/Ho_Chi_Minh (UTC+7)
const TUESDAY_8AM = new Date('2026-11-24T01:00:00Z');
const MONDAY_9AM = new Date('2026-11-23T02:00:00Z');
const WEDNESDAY_8AM = new Date('2026-11-25T01:00:00Z');
const TUESDAY_2PM = new Date('2026-11-24T07:00:00Z');

const deps = (): NewsletterDeps => ({
  db: ctx.database.db,
  mailer: ctx.app.mailer,
  config: ctx.app.config,
  secret: SECRET,
  log: ctx.app.log,
});

type Subscriber = { email: string; id: string };
let weeklyVi: Subscriber;
let weeklyEn: Subscriber;
let unverified: Subscriber;
let notSubscribed: Subscriber;
let follower: Subscriber;
let followedTitle: string;

async function subscribe(id: string, lists: { weekly?: boolean; suggestions?: boolean }) {
  await ctx.database.db
    .update(users)
    .set({ isSubscribed: lists.weekly ?? false, suggestionsSubscribed: lists.suggestions ?? false })
    .where(eq(users.id, id));
}

beforeAll(async () => {
  const db = ctx.database.db;
  await createArticle(db, { title: 'Phở sáng thứ Ba', viewCount: 900 });
  await createArticle(db, { title: 'Cà phê trứng', viewCount: 500 });
  await createArticle(db, { language: 'en', title: 'Egg coffee, explained', viewCount: 700 });
  const topic = await createTopic(db);
  followedTitle = (await createArticle(db, { title: 'Tin mới của chủ đề theo dõi', topicId: topic.id }))
    .title;

  weeklyVi = await createMember(db, { name: 'Lan' });
  await subscribe(weeklyVi.id, { weekly: true });
  weeklyEn = await createMember(db, { name: 'Minh', language: 'en' });
  await subscribe(weeklyEn.id, { weekly: true });
  unverified = await createMember(db, { verified: false });
  await subscribe(unverified.id, { weekly: true, suggestions: true });
  notSubscribed = await createMember(db);
  follower = await createMember(db, { name: 'Hoa' });
  await subscribe(follower.id, { suggestions: true });
  await db.insert(topicFollows).values({ userId: follower.id, topicId: topic.id });
});

describe('the newsletter job', () => {
  it("sends Tuesday's weekly newsletter once to each verified subscriber, in their language", async () => {
    const outcome = await sendDueNewsletters(deps(), TUESDAY_8AM);
    expect(outcome).toContain('weekly:2026-11-24: 2 sent');

    const vi = await mail.waitFor(weeklyVi.email, /Bản tin tuần này/);
    expect(vi.text).toContain('Chào Lan,');
    // the week's most read in Vietnamese, most read first, each linked on the site
    expect(vi.text.indexOf('Phở sáng thứ Ba')).toBeLessThan(vi.text.indexOf('Cà phê trứng'));
    expect(vi.text).not.toContain('Egg coffee');
    expect(vi.links.some((link) => link.startsWith('http://magazine.test/bai-viet-'))).toBe(true);
    // a way out in the mail and in its headers (one click, RFC 8058)
    const unsubscribe = vi.links.find((link) => link.includes('/unsubscribe?token='));
    expect(unsubscribe).toMatch(/^http:\/\/magazine\.test\/unsubscribe\?token=/);
    expect(vi.headers['list-unsubscribe']).toMatch(/^<http:\/\/magazine\.test\/api\/unsubscribe\?token=.+>$/);
    expect(vi.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    // and the email settings, opened where they are on the profile
    expect(vi.links).toContain('http://magazine.test/thong-tin-tai-khoan#email-settings');

    const en = await mail.waitFor(weeklyEn.email, /This week at Tạp Chí/);
    expect(en.text).toContain('Egg coffee, explained');
    expect(en.text).not.toContain('Phở sáng');
    expect(en.links.find((link) => link.includes('unsubscribe?token='))).toMatch(
      /^http:\/\/magazine\.test\/en\/unsubscribe\?token=/,
    );
    expect(en.links).toContain('http://magazine.test/en/profile#email-settings');

    // not verified, not subscribed, or only on the suggestions list: nothing
    for (const member of [unverified, notSubscribed, follower]) expect(mail.count(member.email)).toBe(0);

    // the job wakes again the same morning: nobody gets it twice
    expect(await sendDueNewsletters(deps(), TUESDAY_8AM)).toContain('weekly:2026-11-24: 0 sent');
    expect(mail.count(weeklyVi.email)).toBe(1);
    expect(mail.count(weeklyEn.email)).toBe(1);
  });

  it('sends the suggestions on Monday mornings, led by what the member follows', async () => {
    expect(await sendDueNewsletters(deps(), MONDAY_9AM)).toContain('suggestions:2026-11-23: 1 sent');
    const suggestions = await mail.waitFor(follower.email, /Bài đọc gợi ý cho bạn/);
    const first = suggestions.text
      .split('\n')
      .find((line) => line.includes('Tin mới') || line.includes('Phở'));
    expect(first).toBe(followedTitle);
    expect(mail.count(weeklyVi.email)).toBe(1);
  });

  it('ends a run between two members when the node shuts down, leaving nothing claimed', async () => {
    const member = await createMember(ctx.database.db);
    await subscribe(member.id, { weekly: true });
    const stop = new AbortController();
    stop.abort();
    const outcome = await sendDueNewsletters(deps(), TUESDAY_8AM, stop.signal);
    expect(outcome).toContain('weekly:2026-11-24: 0 sent');
    expect(outcome).toContain('stopped');
    expect(
      await ctx.database.db.select().from(newsletterSends).where(eq(newsletterSends.userId, member.id)),
    ).toEqual([]);
    // the next wake goes on
    expect(await sendDueNewsletters(deps(), TUESDAY_8AM)).toContain('weekly:2026-11-24: 1 sent');
  });

  it('sends nothing on other days, nor on the afternoon of a sending day', async () => {
    const before = mail.inbox.length;
    expect(await sendDueNewsletters(deps(), WEDNESDAY_8AM)).not.toContain('sent');
    expect(await sendDueNewsletters(deps(), TUESDAY_2PM)).not.toContain('sent');
    expect(mail.inbox.length).toBe(before);
  });

  it('skips an address the mail server refuses for good, and goes on with the others', async () => {
    const db = ctx.database.db;
    const members = [await createMember(db), await createMember(db), await createMember(db)];
    // the first one's mailbox does not exist (the server answers 550)
    const refused = members[0]!;
    await db
      .update(users)
      .set({ email: `refused.${refused.email}` })
      .where(eq(users.id, refused.id));
    for (const member of members) await subscribe(member.id, { weekly: true });
    const outcome = await sendDueNewsletters(deps(), TUESDAY_8AM);
    expect(outcome).toContain('2 sent');
    expect(outcome).toContain('1 refused');
    for (const member of members.slice(1)) await mail.waitFor(member.email, /Bản tin tuần này/);
    // its claim stays: the next wake this morning does not ask again
    expect(await sendDueNewsletters(deps(), TUESDAY_8AM)).toContain(
      '0 sent, 0 with nothing to send, 0 refused',
    );
  });

  it('gives the claim back when the mail server cannot be reached, so a later run sends it', async () => {
    const late = await createMember(ctx.database.db);
    await subscribe(late.id, { weekly: true });
    const deadMailer = createMailer({
      smtpUrl: 'smtp://127.0.0.1:9',
      from: 'no-reply@magazine.test',
      outboxDir: join(ctx.app.config.DATA_DIR, 'unused'),
      log: ctx.app.log,
    });
    const outcome = await sendDueNewsletters({ ...deps(), mailer: deadMailer }, TUESDAY_8AM);
    expect(outcome).toContain('0 sent');
    expect(outcome).toContain('1 failed');
    const claims = await ctx.database.db
      .select()
      .from(newsletterSends)
      .where(eq(newsletterSends.userId, late.id));
    expect(claims).toEqual([]);
    expect(await sendDueNewsletters(deps(), TUESDAY_8AM)).toContain('weekly:2026-11-24: 1 sent');
    await mail.waitFor(late.email, /Bản tin tuần này/);
  });
});

describe('POST /v2/newsletter/unsubscribe', () => {
  const tokenIn = async (email: string, subject: RegExp) => {
    const link = (await mail.waitFor(email, subject)).links.find((l) => l.includes('unsubscribe?token='));
    return new URL(link ?? '').searchParams.get('token') ?? '';
  };

  it("takes the member off that list only, by the mail's link, without a login", async () => {
    const token = await tokenIn(weeklyVi.email, /Bản tin tuần này/);
    await subscribe(weeklyVi.id, { weekly: true, suggestions: true });
    const res = await http.post('/v2/newsletter/unsubscribe', { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ errorCode: 200, message: 'UNSUBSCRIBED', data: { list: 'weekly' } });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, weeklyVi.id));
    expect(row?.isSubscribed).toBe(false);
    expect(row?.suggestionsSubscribed).toBe(true);
    // following the link again says the same
    expect((await http.post('/v2/newsletter/unsubscribe', { token })).status).toBe(200);
  });

  it('refuses a token it did not sign, and a malformed body, changing nothing', async () => {
    const token = await tokenIn(weeklyEn.email, /This week/);
    const forged = token.replace('weekly', 'suggestions');
    expect((await http.post('/v2/newsletter/unsubscribe', { token: forged })).body).toEqual({
      errorCode: 422,
      message: 'LINK_INVALID',
      data: null,
    });
    expect((await http.post('/v2/newsletter/unsubscribe', {})).status).toBe(400);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, weeklyEn.id));
    expect(row?.isSubscribed).toBe(true);
  });
});
