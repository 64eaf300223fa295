import { describe, expect, it } from 'vitest';
import { expireLink, newEmail, registerOk } from '../helpers/accounts';
import { useTestApp } from '../helpers/build-test-app';
import { tokenOf, useMailCatcher } from '../helpers/mail-catcher';

const mail = useMailCatcher();
const ctx = useTestApp({ env: () => ({ SMTP_URL: mail.url }) });

describe('email verification', () => {
  it('verifies once with the emailed link, sends the welcome mail, and the link then stays "verified"', async () => {
    const member = await registerOk(ctx.app, { language: 'en' });
    const sent = await mail.waitFor(member.email, /Verify/);
    // SPEC §9: the link is valid for 24 hours, and the mail says so in the member's language
    expect(sent.text).toContain('The link is valid for 24 hours and works once.');
    const link = sent.links[0] ?? '';
    const res = await ctx.app.inject({ url: `/user/verify-email/${tokenOf(link)}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'EMAIL_VERIFIED',
      data: { email: member.email, isEmailVerified: true },
    });
    await mail.waitFor(member.email, /Welcome/);
    const again = await ctx.app.inject({ url: `/user/verify-email/${tokenOf(link)}` });
    expect(again.json().message).toBe('EMAIL_VERIFIED');
    // mails go after the answer: wait until none is under way before counting
    await ctx.app.mailer.idle();
    expect(mail.inbox.filter((m) => m.to === member.email && /Welcome/.test(m.subject))).toHaveLength(1);
  });

  it('refuses an unknown link', async () => {
    const res = await ctx.app.inject({ url: `/user/verify-email/${'x'.repeat(43)}` });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('LINK_INVALID');
  });

  it('answers LINK_EXPIRED after 24 hours, with the email to send a new link to, which works', async () => {
    const member = await registerOk(ctx.app);
    const sent = await mail.waitFor(member.email);
    expect(sent.text).toContain('Liên kết có hiệu lực trong 24 giờ và chỉ dùng được một lần.');
    const link = sent.links[0] ?? '';
    await expireLink(ctx.database.db, tokenOf(link));
    const expired = await ctx.app.inject({ url: `/user/verify-email/${tokenOf(link)}` });
    expect(expired.statusCode).toBe(422);
    expect(expired.json()).toMatchObject({ message: 'LINK_EXPIRED', data: { email: member.email } });

    const resend = await ctx.app.inject({
      method: 'POST',
      url: '/v2/user/resend-validation-link',
      payload: { email: member.email, language: 'en' },
    });
    expect(resend.json()).toMatchObject({ errorCode: 200, message: 'VERIFICATION_EMAIL_SENT' });
    await ctx.app.mailer.idle();
    const fresh = (await mail.waitFor(member.email, /Verify your email/)).links[0] ?? '';
    expect(fresh).not.toBe(link);
    const ok = await ctx.app.inject({ url: `/user/verify-email/${tokenOf(fresh)}` });
    expect(ok.json().message).toBe('EMAIL_VERIFIED');
  });

  it('resend: USER_NOT_FOUND for an unknown email, EMAIL_ALREADY_VERIFIED once verified', async () => {
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/v2/user/resend-validation-link',
      payload: { email: newEmail('nobody'), language: 'vi' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('USER_NOT_FOUND');

    const member = await registerOk(ctx.app);
    const link = (await mail.waitFor(member.email)).links[0] ?? '';
    await ctx.app.inject({ url: `/user/verify-email/${tokenOf(link)}` });
    const verified = await ctx.app.inject({
      method: 'POST',
      url: '/v2/user/resend-validation-link',
      payload: { email: member.email, language: 'en' },
    });
    expect(verified.statusCode).toBe(422);
    expect(verified.json()).toMatchObject({ message: 'EMAIL_ALREADY_VERIFIED' });
  });
});
