import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../../modules/mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** The app's mailer: the given one (tests), else SMTP_URL, else the outbox folder. */
export default fp(
  async function mailer(app: FastifyInstance, opts: { mailer?: Mailer }) {
    const instance =
      opts.mailer ??
      createMailer({
        smtpUrl: app.config.SMTP_URL,
        from: app.config.MAIL_FROM,
        outboxDir: join(app.config.DATA_DIR, 'outbox'),
        log: app.log,
      });
    app.decorate('mailer', instance);
    app.addHook('onClose', async () => instance.close());
  },
  { name: 'mailer' },
);
