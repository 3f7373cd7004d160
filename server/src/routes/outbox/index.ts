import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { outboxDeliverySchema, outboxMessageSchema } from 'shared-domain';
import { z } from 'zod';
import { replies } from '../responses';

export default async function outboxRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/outbox', { schema: { response: replies({ 200: z.array(outboxMessageSchema) }) } }, async () => app.repos.outbox.list());
  // The outbox page says when messages are only kept (no SMTP_URL / SMS_URL).
  r.get(
    '/outbox/delivery',
    {
      schema: {
        description:
          'email: SMTP_URL is set and e-mails are sent; false: they are kept in the outbox (stored), not sent. sms likewise with SMS_URL.',
        response: replies({ 200: outboxDeliverySchema }),
      },
    },
    async () => ({ email: app.mailer.enabled, sms: app.mailer.smsEnabled }),
  );
}
