import fp from 'fastify-plugin';
import { createMailer, httpSms, type Mailer, type MailTransport, type SmsTransport } from '../../services/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox: e-mails and texts queued in a change's transaction, sent once it commits. */
    mailer: Mailer;
  }
}

export interface MailerPluginOptions {
  /** Replaces the SMTP transport (tests). */
  mailTransport?: MailTransport;
  /** Replaces the SMS transport (tests); the default is SMS_URL's HTTP provider, if set. */
  smsTransport?: SmsTransport;
}

/** The mailer (outbox) as `app.mailer`: it sends what a request queued once the request is answered. */
export default fp(
  async (app, opts: MailerPluginOptions) => {
    const mailer = createMailer({
      db: app.db,
      logger: app.log,
      from: app.env.MAIL_FROM,
      smtpUrl: app.env.SMTP_URL,
      production: app.env.NODE_ENV === 'production',
      transport: opts.mailTransport,
      sms: opts.smsTransport ?? (app.env.SMS_URL ? httpSms(app.env.SMS_URL, app.env.SMS_TOKEN) : undefined),
    });
    app.decorate('mailer', mailer);
    // Sends what a request queued once its transaction has committed.
    app.addHook('onResponse', (_req, _reply, next) => {
      mailer.kick();
      next();
    });
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'mailer', dependencies: ['db', 'env'] },
);
