import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type CaughtMail, startSmtpCatcher } from '../../apps/api/test/helpers/smtp-catcher';

export type Mail = CaughtMail & { at: number };

/**
 * The API tests' SMTP server, for the journeys: each message lands as a JSON file in `dir`,
 * where the journeys (other processes) read it.
 */
export async function startMailbox(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  mkdirSync(dir, { recursive: true });
  let n = 0;
  return startSmtpCatcher((mail) => {
    n += 1;
    writeFileSync(join(dir, `${Date.now()}-${n}.json`), JSON.stringify({ ...mail, at: Date.now() }));
  });
}

/** The newest mail to `to` whose subject matches, waiting up to 15 s. */
export async function waitForMail(dir: string, to: string, subject: RegExp, after = 0): Promise<Mail> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mails = readdirSync(dir)
      .sort()
      .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as Mail)
      .filter((m) => m.to === to && subject.test(m.subject) && m.at >= after);
    const last = mails.at(-1);
    if (last) return last;
    if (Date.now() > deadline) throw new Error(`no mail "${subject}" to ${to}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
