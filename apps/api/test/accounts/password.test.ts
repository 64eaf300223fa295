import { describe, expect, it, vi } from 'vitest';
import { expireLink, login, newEmail, registerOk, withToken } from '../helpers/accounts';
import { useTestApp } from '../helpers/build-test-app';
import { tokenOf, useMailCatcher } from '../helpers/mail-catcher';

const mail = useMailCatcher();
const ctx = useTestApp({ env: () => ({ SMTP_URL: mail.url }) });

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('forgot and reset password', () => {
  it('mails a link; the reset ends every session, the old password stops working and the new one works', async () => {
    const member = await registerOk(ctx.app, { password: 'old1pass' });
    const other = (await login(ctx.app, member.email, 'old1pass')).json().data.token;

    // EN as SPEC §9 writes the languages: read as en
    const forgot = await post('/v2/forget-password', { email: member.email.toUpperCase(), language: 'EN' });
    expect(forgot.json()).toMatchObject({ errorCode: 200, message: 'RECOVERY_EMAIL_SENT' });
    const link = (await mail.waitFor(member.email, /Reset your/)).links[0] ?? '';
    expect(link).toMatch(/^http:\/\/magazine\.test\/en\/reset-password\/[A-Za-z0-9_-]{43}$/);

    const valid = await ctx.app.inject({ url: `/v2/validate-restore-password-token/${tokenOf(link)}` });
    expect(valid.json()).toMatchObject({ errorCode: 200, data: { email: member.email } });

    const weak = await post('/v2/restore-password', { token: tokenOf(link), password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().data.fields[0].code).toBe('PASSWORD_MIN_LENGTH');

    const done = await post('/v2/restore-password', { token: tokenOf(link), password: 'new1pass' });
    expect(done.json()).toMatchObject({ errorCode: 200, message: 'PASSWORD_HAS_BEEN_RESTORE_CHECK_LOGIN' });

    for (const token of [member.token, other]) {
      expect(
        (await ctx.app.inject({ url: '/v2/user-information', headers: withToken(token) })).statusCode,
      ).toBe(401);
    }
    expect((await login(ctx.app, member.email, 'old1pass')).json().message).toBe('WRONG_EMAIL_OR_PASSWORD');
    // the link arrived in the member's mailbox: that verifies the email too
    expect((await login(ctx.app, member.email, 'new1pass')).json().message).toBe('LOGIN_SUCCESSFUL');

    const reused = await post('/v2/restore-password', { token: tokenOf(link), password: 'other1pass' });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().message).toBe('LINK_INVALID');
  });

  it('USER_NOT_FOUND for an email nobody registered; nothing is sent', async () => {
    const email = newEmail('nobody');
    const res = await post('/v2/forget-password', { email, language: 'vi' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errorCode: 404, message: 'USER_NOT_FOUND', data: null });
    expect(mail.count(email)).toBe(0);
  });

  it('a new link replaces the older one, and an expired link is LINK_EXPIRED', async () => {
    const member = await registerOk(ctx.app);
    await post('/v2/forget-password', { email: member.email, language: 'vi' });
    const first = tokenOf((await mail.waitFor(member.email, /Đặt lại/)).links[0] ?? '');
    await post('/v2/forget-password', { email: member.email, language: 'vi' });
    // the mail goes after the answer: wait for the second one
    const resets = () => mail.inbox.filter((m) => m.to === member.email && /Đặt lại/.test(m.subject));
    await vi.waitFor(() => expect(resets()).toHaveLength(2));
    const second = tokenOf(resets().at(-1)?.links[0] ?? '');
    expect(second).not.toBe(first);
    expect(
      (await ctx.app.inject({ url: `/v2/validate-restore-password-token/${first}` })).json().message,
    ).toBe('LINK_INVALID');

    await expireLink(ctx.database.db, second);
    const expired = await ctx.app.inject({ url: `/v2/validate-restore-password-token/${second}` });
    expect(expired.statusCode).toBe(422);
    expect(expired.json().message).toBe('LINK_EXPIRED');
  });
});

describe('change password', () => {
  it('checks the rules, the old password, and ends the other sessions only', async () => {
    const member = await registerOk(ctx.app, { password: 'old1pass' });
    const other = (await login(ctx.app, member.email, 'old1pass')).json().data.token;
    const headers = withToken(member.token);

    const same = await post(
      '/v2/user/change-password',
      { oldPassword: 'old1pass', newPassword: 'old1pass', confirmPassword: 'old1pass' },
      headers,
    );
    expect(same.statusCode).toBe(400);
    expect(same.json().data.fields).toEqual([
      expect.objectContaining({ field: 'newPassword', code: 'PASSWORD_SAME_AS_OLD' }),
    ]);

    const mismatch = await post(
      '/v2/user/change-password',
      { oldPassword: 'old1pass', newPassword: 'new1pass', confirmPassword: 'new2pass' },
      headers,
    );
    expect(mismatch.json().data.fields).toEqual([
      expect.objectContaining({ field: 'confirmPassword', code: 'PASSWORD_CONFIRM_MISMATCH' }),
    ]);

    const wrongOld = await post(
      '/v2/user/change-password',
      { oldPassword: 'nope1pass', newPassword: 'new1pass', confirmPassword: 'new1pass' },
      headers,
    );
    expect(wrongOld.statusCode).toBe(422);
    expect(wrongOld.json().message).toBe('OLD_PASSWORD_INCORRECT');
    // the field says it too, in a sentence of its own (not "oldPassword is not an allowed value")
    expect(wrongOld.json().data.fields).toEqual([
      { field: 'oldPassword', code: 'OLD_PASSWORD_INCORRECT', message: 'Mật khẩu hiện tại không đúng' },
    ]);

    const ok = await post(
      '/v2/user/change-password',
      { oldPassword: 'old1pass', newPassword: 'new1pass', confirmPassword: 'new1pass' },
      headers,
    );
    expect(ok.json()).toMatchObject({ errorCode: 200, message: 'PASSWORD_CHANGED' });
    expect((await ctx.app.inject({ url: '/v2/user-information', headers })).statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ url: '/v2/user-information', headers: withToken(other) })).statusCode,
    ).toBe(401);
    expect((await login(ctx.app, member.email, 'new1pass')).statusCode).toBe(200);
  });

  it('needs a token', async () => {
    const res = await post('/v2/user/change-password', {
      oldPassword: 'a1aaaa',
      newPassword: 'b1bbbb',
      confirmPassword: 'b1bbbb',
    });
    expect(res.statusCode).toBe(401);
  });

  it('an account with a password cannot "create" one', async () => {
    const member = await registerOk(ctx.app);
    const res = await post(
      '/v2/user/create-password',
      { password: 'new1pass', confirmPassword: 'new1pass' },
      withToken(member.token),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('PASSWORD_ALREADY_SET');
  });
});
