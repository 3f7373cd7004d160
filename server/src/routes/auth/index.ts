import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changeEmailResponseSchema,
  changeEmailSchema,
  changePasswordSchema,
  MESSAGES,
  SESSION_ABSOLUTE_MS,
  sessionUserSchema,
  signInResponseSchema,
  signInSchema,
  successMessageSchema,
  type SignInResponse,
} from 'shared-domain';
import { fieldError, unauthorized } from '../../lib/http-errors';
import { caller } from '../../plugins/app/auth';
import { RateLimitError } from '../../plugins/app/rate-limits';
import { sessionUser } from '../../repositories/users-repository';
import { verifyPassword } from '../../services/passwords';
import type { AuthUser } from '../../types';
import { replies } from '../responses';

const WRONG_PASSWORD = 'Current password is incorrect';

export default async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const users = app.repos.users;

  /**
   * The caller's current password, within the password rate limit it shares with sign-in (per account and IP):
   * a stolen session cannot be used to guess the password faster than the sign-in page allows.
   */
  async function checkCurrentPassword(req: FastifyRequest, me: AuthUser, password: string): Promise<void> {
    const ticket = await takePasswordAttempt(req, me.email, MESSAGES.tooManyPasswordAttempts);
    if (!(await verifyPassword(me.passwordHash, password))) throw fieldError('currentPassword', WRONG_PASSWORD);
    await ticket.refund();
  }

  /**
   * Counts a password attempt (per account and client, per client, per account). When the account's own ceiling
   * (from every address together) is what refuses it, its holder is e-mailed once a day that someone is guessing.
   */
  async function takePasswordAttempt(req: FastifyRequest, email: string, message?: string) {
    try {
      return await app.limits.take('password', { ip: req.ip, account: email }, message);
    } catch (err) {
      if (err instanceof RateLimitError && err.scopes.includes('account')) {
        req.log.warn({ scopes: err.scopes }, 'sign-in ceiling of an account reached');
        if (await app.limits.once(`password-ceiling:${email.trim().toLowerCase()}`, 24 * 3600_000)) {
          await app.services.accounts.warnSignInCeiling(email, app.limits.rules.password);
        }
      }
      throw err;
    }
  }

  // A refused sign-in is `{ success: false, message }` (401 wrong credentials, 403 disabled account).
  const signInReplies = replies({ 200: signInResponseSchema, 401: signInResponseSchema, 403: signInResponseSchema });
  r.post('/auth/signin', { schema: { body: signInSchema, response: signInReplies } }, async (req, reply): Promise<SignInResponse> => {
    const { email, password } = req.body;
    // Counted before the check (so a burst of parallel guesses cannot pass it) and taken back on success.
    const ticket = await takePasswordAttempt(req, email);
    const user = await users.findByEmail(email);
    const ok = await verifyPassword(user?.passwordHash ?? null, password);
    if (!user || !ok) return reply.code(401).send({ success: false, message: MESSAGES.invalidCredentials });
    await ticket.refund();
    if (!user.active) return reply.code(403).send({ success: false, message: MESSAGES.forbidden });
    const { token, jti, expiresAt } = await app.tokens.sign(user.id, user.role);
    await users.startSession(user.id, jti, expiresAt);
    req.log.info({ userId: user.id, role: user.role }, 'signed in');
    return { success: true, token, user: sessionUser(user), message: 'Signed in successfully', expiresAt };
  });

  // The new token replaces the one that asked for it: the old one stops working at once. It never outlives the
  // session's absolute lifetime (SESSION_ABSOLUTE_MS from the sign-in), however often it is refreshed.
  r.post('/auth/refresh-token', { schema: { response: replies({ 200: signInResponseSchema }) } }, async (req): Promise<SignInResponse> => {
    const me = caller(req);
    const notAfter = me.signedInAt + SESSION_ABSOLUTE_MS;
    if (notAfter - Date.now() < 60_000) throw unauthorized(MESSAGES.sessionExpired);
    const { token, jti, expiresAt } = await app.tokens.sign(me.id, me.role, notAfter);
    if (!(await users.replaceSession(me.id, me.jti, jti, expiresAt))) throw unauthorized(MESSAGES.sessionExpired);
    return { success: true, token, user: sessionUser(me), message: 'Token refreshed', expiresAt };
  });

  r.post('/auth/signout', { schema: { response: replies({ 200: successMessageSchema }) } }, async (req) => {
    await users.endSession(caller(req).jti);
    return { success: true, message: 'Signed out' };
  });

  r.get('/auth/me', { schema: { response: replies({ 200: sessionUserSchema }) } }, async (req) => sessionUser(caller(req)));

  r.put('/auth/email', { schema: { body: changeEmailSchema, response: replies({ 200: changeEmailResponseSchema }) } }, async (req) => {
    const me = caller(req);
    await checkCurrentPassword(req, me, req.body.currentPassword);
    // Every other session of the account ends, and the old address is told.
    const updated = await app.services.accounts.changeEmail(me, req.body.email);
    return { success: true, message: MESSAGES.emailUpdated, user: sessionUser(updated) };
  });

  r.put('/auth/password', { schema: { body: changePasswordSchema, response: replies({ 200: successMessageSchema }) } }, async (req) => {
    const me = caller(req);
    await checkCurrentPassword(req, me, req.body.currentPassword);
    // Every other session of the account ends; this one stays signed in.
    await app.services.accounts.changePassword(me, req.body.newPassword);
    return { success: true, message: MESSAGES.passwordUpdated };
  });
}
