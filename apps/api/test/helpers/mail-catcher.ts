import { afterAll, beforeAll } from 'vitest';
import { type CaughtMail, startSmtpCatcher } from './smtp-catcher';

export type { CaughtMail };

/**
 * A real SMTP server on loopback for one test file: the API delivers to it through nodemailer,
 * and tests read what arrived and follow its links.
 */
export function useMailCatcher() {
  const inbox: CaughtMail[] = [];
  const waiters: (() => void)[] = [];
  let close: () => Promise<void> = async () => {};
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
    const server = await startSmtpCatcher((mail) => {
      inbox.push(mail);
      for (const wake of waiters.splice(0)) wake();
    });
    catcher.url = server.url;
    close = server.close;
  });
  afterAll(() => close());
  return catcher;
}

/** The token at the end of an emailed link such as …/verify-email/<token>. */
export function tokenOf(link: string): string {
  return link.split('/').pop() ?? '';
}
