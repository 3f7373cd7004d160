import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  forgotPasswordSchema,
  MESSAGES,
  resetLinkResponseSchema,
  resetLinkSchema,
  resetPasswordSchema,
  successMessageSchema,
} from 'shared-domain';
import { fieldError } from '../../lib/http-errors';
import { caller } from '../../plugins/app/auth';
import { replies } from '../responses';

/** Forgot / reset password and the admin's "send a reset link" (an invitation for a school without an account). */
export default async function accountRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const accounts = app.services.accounts;

  // The same answer whether or not the account exists.
  r.post(
    '/auth/forgot-password',
    { schema: { body: forgotPasswordSchema, response: replies({ 200: successMessageSchema }) } },
    async (req) => {
      // Every request counts (known address or not), per address and per IP: no flood of e-mails to one inbox.
      await app.limits.take('resetRequest', { ip: req.ip, account: req.body.email });
      // The same work for any address before the answer: the look-up, the link and its e-mail come after it.
      await app.linkRequests.record('reset', req.body.email);
      return { success: true, message: MESSAGES.forgotPasswordSent };
    },
  );

  r.post(
    '/auth/reset-password',
    { schema: { body: resetPasswordSchema, response: replies({ 200: successMessageSchema }) } },
    async (req) => {
      // Per client: counted before the token is looked up and the password hashed.
      await app.limits.take('resetPassword', { ip: req.ip });
      if (!(await accounts.resetPassword(req.body.token, req.body.password))) throw fieldError('token', MESSAGES.resetTokenInvalid, false);
      return { success: true, message: 'Your password has been set. You can sign in now.' };
    },
  );

  r.post(
    '/accounts/reset-link',
    { schema: { body: resetLinkSchema, response: replies({ 200: resetLinkResponseSchema }) } },
    async (req) => {
      const { email, invitation } = await accounts.sendLink(req.body.kind, req.body.id, caller(req).email);
      return {
        success: true,
        email,
        invitation,
        message: invitation ? `An invitation was sent to ${email}` : `A password reset link was sent to ${email}`,
      };
    },
  );
}
