import { createServer, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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
});
