import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';

export type CaughtMail = { to: string; subject: string; text: string; html: string; links: string[] };

/**
 * A real SMTP server on loopback for one test file: the API delivers to it through nodemailer,
 * and tests read what arrived (parsed with postal-mime) and follow its links.
 */
export function useMailCatcher() {
  const inbox: CaughtMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        const mail = await PostalMime.parse(Buffer.concat(chunks));
        const text = mail.text ?? '';
        inbox.push({
          to: (mail.to ?? []).map((a) => ('address' in a ? a.address : '')).join(','),
          subject: mail.subject ?? '',
          text,
          html: mail.html ?? '',
          links: [...text.matchAll(/https?:\/\/\S+/g)].map((m) => m[0]),
        });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  const catcher = {
    url: '',
    inbox,
    /** the newest mail to `to` (matching `subject`), waiting up to 5 s for it */
    async waitFor(to: string, subject?: RegExp): Promise<CaughtMail> {
      const deadline = Date.now() + 5_000;
      for (;;) {
        const found = [...inbox].reverse().find((m) => m.to === to && (!subject || subject.test(m.subject)));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} arrived`);
        await new Promise<void>((r) => {
          waiters.push(r);
          setTimeout(r, 200);
        });
      }
    },
    count(to: string) {
      return inbox.filter((m) => m.to === to).length;
    },
  };
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    catcher.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return catcher;
}

/** The token at the end of an emailed link such as …/verify-email/<token>. */
export function tokenOf(link: string): string {
  return link.split('/').pop() ?? '';
}
