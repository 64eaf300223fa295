import { describe, expect, it } from 'vitest';
import { IDENTITY, login, newEmail, register, registerOk } from '../helpers/accounts';
import { useTestApp } from '../helpers/build-test-app';
import { useMailCatcher } from '../helpers/mail-catcher';

// The limits on login, registration and recovery, at production scale (1): what counts against an
// address and an email, and what is given back (docs/decisions/0050). Other abuse: abuse.test.ts.
const mail = useMailCatcher();
const ctx = useTestApp({ env: () => ({ SMTP_URL: mail.url, RATE_LIMIT_SCALE: '1' }) });

const ip = (n: number) => ({ 'x-forwarded-for': `203.0.113.${n}` });

describe('rate limits', () => {
  it('login: 10 tries per email per quarter hour, then 429 with the wait', async () => {
    const email = newEmail('target');
    for (let i = 0; i < 10; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/v2/user/email-login',
        headers: ip(i + 1),
        payload: { email, password: `guess${i}x` },
      });
      expect(res.statusCode).toBe(422);
    }
    const blocked = await ctx.app.inject({
      method: 'POST',
      url: '/v2/user/email-login',
      headers: ip(99),
      payload: { email: email.toUpperCase(), password: 'guess11x' },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ errorCode: 429, message: 'TOO_MANY_REQUESTS' });
    expect(blocked.json().data.retryAfterSeconds).toBeGreaterThan(800);
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('forgot password: 3 per email per quarter hour', async () => {
    const member = await registerOk(ctx.app);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/v2/forget-password',
        headers: ip(10 + i),
        payload: { email: member.email, language: 'vi' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('login: a member’s successful logins are not counted, wrong passwords are: 30 per address', async () => {
    const member = await registerOk(ctx.app, { password: 'right1pass' });
    const attempt = (email: string, password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/v2/user/email-login',
        headers: ip(60),
        payload: { email, password },
      });
    // many readers behind one address log in all day
    for (let i = 0; i < 40; i++) expect((await attempt(member.email, 'right1pass')).statusCode).toBe(200);
    // guesses at many accounts from that address: 30, then the address waits
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await attempt(newEmail('guessed'), 'guess1x')).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 422)).toBe(true);
    expect(statuses[30]).toBe(429);
    // the member, from another address, is not locked out of their own account
    expect((await login(ctx.app, member.email, 'right1pass')).statusCode).toBe(200);
  });

  it('login: a burst of parallel guesses at one account stops at the limit', async () => {
    const member = await registerOk(ctx.app, { password: 'right1pass' });
    const statuses = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        ctx.app
          .inject({
            method: 'POST',
            url: '/v2/user/email-login',
            headers: ip(130 + i),
            payload: { email: member.email, password: `guess${i}x` },
          })
          .then((res) => res.statusCode),
      ),
    );
    expect(statuses.filter((s) => s === 422)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  });

  it('registration: 30 tries per address per hour, refused forms among them', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      // every other one refused for its identity card: such a refusal tells the email is free, so
      // it counts against the address like an account made
      const card = i % 2 === 0 ? {} : { identityCard: { ...IDENTITY, dob: '1995-02-30' } };
      const res = await register(ctx.app, { email: newEmail('burst'), ...card }, ip(50));
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 30)).toEqual(Array.from({ length: 30 }, (_, i) => (i % 2 === 0 ? 200 : 422)));
    expect(statuses[30]).toBe(429);
  });

  it('login: tries refused by an email’s limit do not use up the address’s', async () => {
    const attempt = (email: string) =>
      ctx.app
        .inject({
          method: 'POST',
          url: '/v2/user/email-login',
          headers: ip(80),
          payload: { email, password: 'guess1x' },
        })
        .then((res) => res.statusCode);
    const target = newEmail('target');
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push(await attempt(target));
    expect(statuses.slice(0, 10).every((s) => s === 422)).toBe(true);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    // the address has used 10 of its 30
    const others: number[] = [];
    for (let i = 0; i < 21; i++) others.push(await attempt(newEmail('other')));
    expect(others.slice(0, 20).every((s) => s === 422)).toBe(true);
    expect(others[20]).toBe(429);
  });

  it('registration: a form refused for its identity card is not counted, so mending it never locks out', async () => {
    const email = newEmail('mending');
    // more tries than the 5 per email an hour, each with the birthday mistyped
    for (let i = 0; i < 7; i++) {
      const res = await register(
        ctx.app,
        { email, identityCard: { ...IDENTITY, dob: '1995-02-30' } },
        ip(70),
      );
      expect(res.json().message).toBe('INVALID_BIRTHDAY');
    }
    const mended = await register(ctx.app, { email, identityCard: IDENTITY }, ip(70));
    expect(mended.statusCode).toBe(200);
  });
});
