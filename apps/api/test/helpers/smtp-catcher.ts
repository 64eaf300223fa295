import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export type CaughtMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  /** the message's headers, names lower-cased */
  headers: Record<string, string>;
};

/**
 * A real SMTP server on loopback: every message the API delivers is parsed (postal-mime) and
 * handed to `onMail` with the links of its text. The API tests and the journeys both use it.
 */
export async function startSmtpCatcher(
  onMail: (mail: CaughtMail) => void,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    // like a real server refusing a mailbox that does not exist: any address starting "refused."
    onRcptTo(address, _session, callback) {
      if (!address.address.startsWith('refused.')) return callback();
      callback(Object.assign(new Error('5.1.1 No such mailbox'), { responseCode: 550 }));
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        const mail = await PostalMime.parse(Buffer.concat(chunks));
        const text = mail.text ?? '';
        onMail({
          to: (mail.to ?? []).map((a) => ('address' in a ? a.address : '')).join(','),
          subject: mail.subject ?? '',
          text,
          html: mail.html ?? '',
          links: [...text.matchAll(/https?:\/\/\S+/g)].map((m) => m[0]),
          headers: Object.fromEntries(mail.headers.map((h) => [h.key.toLowerCase(), h.value])),
        });
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
