import { createServer, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMailer } from '../../src/modules/mail/mailer';
import { registerOk } from '../helpers/accounts';
import { useTestApp } from '../helpers/build-test-app';

// A mail server that accepts the connection and never says hello: nodemailer waits for its
// greeting (10 s) before it gives up, longer than the site waits for the API.
const held: Socket[] = [];
const server = createServer((socket) => {
  held.push(socket);
  socket.on('error', () => {});
});
let port = 0;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
});
const ctx = useTestApp({ env: () => ({ SMTP_URL: `smtp://127.0.0.1:${port}` }) });
afterAll(async () => {
  // hang up, so the mails under way fail now and the app's close does not wait for the timeout
  for (const socket of held) socket.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const openConnections = () => held.filter((socket) => !socket.destroyed).length;

describe('a mail server that does not answer', () => {
  it('does not hold up a registration or a reset link: both answer while the mail is still under way', async () => {
    const member = await registerOk(ctx.app, { language: 'en' });
    expect(member.email).toMatch(/@/);
    // the verification mail's connection comes, and is still waiting for the server's greeting
    await vi.waitFor(() => expect(openConnections()).toBe(1));

    const forgot = await ctx.app.inject({
      method: 'POST',
      url: '/v2/forget-password',
      payload: { email: member.email, language: 'en' },
    });
    expect(forgot.json()).toMatchObject({ errorCode: 200, message: 'RECOVERY_EMAIL_SENT' });
    await vi.waitFor(() => expect(openConnections()).toBe(2));
  });

  it('closing waits a bounded time for posted mails, then closes; a mail posted after that is dropped', async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'no-reply@magazine.test',
      outboxDir: '/nonexistent',
      log: ctx.app.log,
    });
    const before = held.length;
    mailer.post({ to: 'a@example.com', subject: 'held', text: 'x', html: 'x', links: [] });
    await vi.waitFor(() => expect(held.length).toBe(before + 1));
    // the server never greets: closing does not wait the 10 s nodemailer would
    await mailer.close();
    mailer.post({ to: 'b@example.com', subject: 'late', text: 'x', html: 'x', links: [] });
    await new Promise((r) => setTimeout(r, 100));
    expect(held.length).toBe(before + 1);
  });
});
