import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/env';
import { createMailer, type Mailer } from '../notify/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    /** Outgoing e-mail (SMTP_URL): every route and job that mails uses this one; `configured` says if it can. */
    mailer: Mailer;
  }
}

/** Makes the process's mailer reachable from every route and job as `app.mailer`, and closes it with the app. */
export function registerMailer(app: FastifyInstance, config: AppConfig, mailer?: Mailer): void {
  const instance = mailer ?? createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
  app.decorate('mailer', instance);
  app.addHook('onClose', async () => instance.close());
}
