import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export type Mail = { to: string; subject: string; text: string; links: string[]; at: number };

/**
 * A real SMTP server on loopback for the journeys: the API delivers to it, and each message
 * lands as a JSON file in `dir`, where the journeys (other processes) read it.
 */
export async function startMailbox(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  mkdirSync(dir, { recursive: true });
  let n = 0;
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
        const record: Mail = {
          to: (mail.to ?? []).map((a) => ('address' in a ? a.address : '')).join(','),
          subject: mail.subject ?? '',
          text,
          links: [...text.matchAll(/https?:\/\/\S+/g)].map((m) => m[0]),
          at: Date.now(),
        };
        n += 1;
        writeFileSync(join(dir, `${Date.now()}-${n}.json`), JSON.stringify(record));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
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
