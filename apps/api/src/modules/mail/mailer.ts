import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import { v7 as uuidv7 } from 'uuid';

export type Message = {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  /** more headers (a newsletter's List-Unsubscribe) */
  headers?: Record<string, string>;
};

export interface Mailer {
  /** Sends now; the caller learns whether it went (the newsletter run, a pitch's answer). */
  send(message: Message): Promise<void>;
  /**
   * Sends after the caller has answered: the request that made the mail (a registration, a
   * reset link, a ticket) does not wait for the mail server, whose timeouts are longer than the
   * site's wait for the API. A failure is logged; closing waits for what is under way.
   */
  post(message: Message): void;
  /** Resolves once no posted mail is under way (tests wait on it before saying none was sent). */
  idle(): Promise<void>;
  /** Waits for the posted mails up to CLOSE_WAIT_MS (a silent server holds each for 10 s), then closes. */
  close(): Promise<void>;
}

/** How long closing the API waits for posted mails: within close-with-grace's 10 s with the rest. */
export const CLOSE_WAIT_MS = 3_000;

/**
 * Real delivery through nodemailer: SMTP when a URL is given; otherwise every message is
 * written as an .eml file under `outboxDir` and its links are logged, so an account can be
 * verified on a machine with no mail server.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  const { log } = options;
  const transport: Transporter = options.smtpUrl
    ? nodemailer.createTransport({
        url: options.smtpUrl,
        // NOTE: timeouts keep a dead mail server from holding a request for minutes
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const underWay = new Set<Promise<void>>();
  let closed = false;
  const mailer: Mailer = {
    async send(message) {
      const { to, subject, text, html, headers } = message;
      const info = await transport.sendMail({ from: options.from, to, subject, text, html, headers });
      if (options.smtpUrl) {
        log.info({ messageId: info.messageId, subject }, 'mail sent');
        return;
      }
      await mkdir(options.outboxDir, { recursive: true });
      const file = join(
        options.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${uuidv7()}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      // NOTE: a development convenience (no SMTP_URL): the links are what the mail is for.
      log.info({ file, subject, links: message.links }, 'mail written to the outbox');
    },
    post(message) {
      if (closed) {
        log.error({ subject: message.subject }, 'mail not sent: the API is closing');
        return;
      }
      const sending = mailer.send(message).catch((err: Error) => {
        // NOTE: what made the mail stands; the member can ask for it again
        log.error({ err: { message: err.message }, subject: message.subject }, 'mail could not be sent');
      });
      underWay.add(sending);
      void sending.finally(() => underWay.delete(sending));
    },
    async idle() {
      // a mail posted while waiting is waited for too
      while (underWay.size > 0) await Promise.all(underWay);
    },
    async close() {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, CLOSE_WAIT_MS);
      });
      await Promise.race([mailer.idle(), late]);
      clearTimeout(timer);
      closed = true;
      if (underWay.size > 0) log.error({ mails: underWay.size }, 'mails not sent: the API closed first');
      transport.close();
    },
  };
  return mailer;
}
