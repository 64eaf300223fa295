import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import { v7 as uuidv7 } from 'uuid';

export type Message = { to: string; subject: string; text: string; html: string; links: string[] };

export interface Mailer {
  send(message: Message): Promise<void>;
  close(): void;
}

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
  if (options.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(options.smtpUrl, {
      from: options.from,
    });
    // NOTE: connection timeouts keep a dead mail server from holding a request for minutes.
    Object.assign(transport.options, {
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    return {
      async send(message) {
        const info = await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
        log.info({ messageId: info.messageId, subject: message.subject }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      await mkdir(options.outboxDir, { recursive: true });
      const file = join(
        options.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${uuidv7()}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      // NOTE: a development convenience (no SMTP_URL): the links are what the mail is for.
      log.info({ file, subject: message.subject, links: message.links }, 'mail written to the outbox');
    },
    close: () => transport.close(),
  };
}
