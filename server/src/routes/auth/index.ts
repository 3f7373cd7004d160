import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changeEmailResponseSchema,
  changeEmailSchema,
  changePasswordSchema,
  MESSAGES,
  sessionAbsoluteMs,
  sessionUserSchema,
  signInResponseSchema,
  signInSchema,
  successMessageSchema,
  twoFactorCodeSchema,
  twoFactorEnabledSchema,
  twoFactorSetupSchema,
  twoFactorStateSchema,
  twoFactorVerifySchema,
  type SignInResponse,
} from 'shared-domain';
import { conflict, fieldError, unauthorized } from '../../lib/http-errors';
import { caller } from '../../plugins/app/auth';
import { RateLimitError } from '../../plugins/app/rate-limits';
import { sessionUser } from '../../repositories/users-repository';
import { verifyPassword } from '../../services/passwords';
import { newRecoveryCodes, newTotpSecret, totpSetup, totpStep } from '../../services/two-factor';
import type { AuthUser } from '../../types';
import { replies } from '../responses';
import { signInFlow } from './sign-in-flow';

/** A request that carries nothing (or `{}`). */
const NO_BODY = z.object({}).strict().nullish().describe('nothing, or {}');
/** Wrong codes one sign-in's code step accepts before its password must be entered again. */
const CHALLENGE_ATTEMPTS = 5;

const WRONG_PASSWORD = 'Current password is incorrect';

export default async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const users = app.repos.users;
  const flow = signInFlow(app);

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

  /**
   * Counts a sign-in attempt. A client with a valid device cookie for the account is counted per device only, so
   * guesses from elsewhere that reach the account's ceiling do not lock its owner out; a device over its own limit
   * is locked and counted like any client without a cookie.
   */
  async function takeSignInAttempt(req: FastifyRequest, email: string, device: string | null) {
    if (device) {
      try {
        return await app.limits.take('passwordDevice', { ip: req.ip, device });
      } catch (err) {
        if (!(err instanceof RateLimitError)) throw err;
        req.log.warn('device cookie over its sign-in limit: counted as an unknown client');
      }
    }
    return takePasswordAttempt(req, email);
  }

  // A refused sign-in is `{ success: false, message }` (401 wrong credentials, 403 disabled account). A right
  // password of an account with two-factor answers a challenge for the code step instead of a token.
  const signInReplies = replies({ 200: signInResponseSchema, 401: signInResponseSchema, 403: signInResponseSchema });
  r.post('/auth/signin', { schema: { body: signInSchema, response: signInReplies } }, async (req, reply): Promise<SignInResponse> => {
    const { email, password, remember } = req.body;
    const user = await users.findByEmail(email);
    // Counted before the check (so a burst of parallel guesses cannot pass it) and taken back on success.
    const ticket = await takeSignInAttempt(req, email, await flow.trustedDevice(req, user?.id));
    const ok = await verifyPassword(user?.passwordHash ?? null, password);
    if (!user || !ok) return reply.code(401).send({ success: false, message: MESSAGES.invalidCredentials });
    await ticket.refund();
    if (!user.active) return reply.code(403).send({ success: false, message: MESSAGES.forbidden });
    return flow.passed(req, reply, user, remember ?? false, 'signed in');
  });

  // The code step: a current 6-digit code (each works once) or an unused recovery code. A challenge takes a few
  // wrong codes, then its password must be entered again.
  r.post(
    '/auth/two-factor/verify',
    { schema: { body: twoFactorVerifySchema, response: replies({ 200: signInResponseSchema }) } },
    async (req, reply): Promise<SignInResponse> => {
      const { challenge, code } = req.body;
      const open = await app.repos.signIn.attemptChallenge(challenge, CHALLENGE_ATTEMPTS);
      if (!open) throw unauthorized(MESSAGES.twoFactorChallengeExpired);
      const user = await users.findById(open.userId);
      if (!user || !user.active || !user.twoFactor) throw unauthorized(MESSAGES.twoFactorChallengeExpired);
      if (!(await checkCode(user, code, true))) throw unauthorized(MESSAGES.twoFactorCodeInvalid);
      if (!(await app.repos.signIn.closeChallenge(challenge))) throw unauthorized(MESSAGES.twoFactorChallengeExpired);
      return flow.openSession(req, reply, user, 'signed in with two-factor');
    },
  );

  /** Whether `code` is a current TOTP code of the account not used before (or, when allowed, an unused recovery code). */
  async function checkCode(user: { id: string; email: string }, code: string, recoveryAllowed: boolean): Promise<boolean> {
    const tf = await app.repos.signIn.twoFactor(user.id);
    if (!tf.secret) return false;
    const step = totpStep(tf.secret, code, app.now().getTime());
    if (step !== null) return app.repos.signIn.useStep(user.id, step);
    return recoveryAllowed && tf.enabled && app.repos.signIn.useRecoveryCode(user.id, code, user.email);
  }

  // The signed-in staff account's own two-factor set-up.
  r.get('/auth/two-factor', { schema: { response: replies({ 200: twoFactorStateSchema }) } }, async (req) => {
    const me = caller(req);
    const tf = await app.repos.signIn.twoFactor(me.id);
    const settings = await app.repos.settings.get();
    return {
      enabled: tf.enabled,
      recoveryCodesLeft: tf.codesLeft,
      required: me.role === 'admin' && settings.security.requireTwoFactorForAdmins,
    };
  });
  r.post('/auth/two-factor/setup', { schema: { body: NO_BODY, response: replies({ 200: twoFactorSetupSchema }) } }, async (req) => {
    const me = caller(req);
    if (me.twoFactor) throw conflict(MESSAGES.twoFactorEnabled);
    const secret = newTotpSecret();
    await app.repos.signIn.offerSecret(me.id, secret);
    return totpSetup(secret, me.email);
  });
  r.post(
    '/auth/two-factor/enable',
    { schema: { body: twoFactorCodeSchema, response: replies({ 200: twoFactorEnabledSchema }) } },
    async (req) => {
      const me = caller(req);
      if (me.twoFactor) throw conflict(MESSAGES.twoFactorEnabled);
      const tf = await app.repos.signIn.twoFactor(me.id);
      if (!tf.secret) throw fieldError('code', MESSAGES.twoFactorSetupFirst);
      // The set-up's code counts against the password limit too: a stolen session cannot guess its way in faster.
      const ticket = await takePasswordAttempt(req, me.email, MESSAGES.tooManyPasswordAttempts);
      const step = totpStep(tf.secret, req.body.code, app.now().getTime());
      if (step === null) throw fieldError('code', MESSAGES.twoFactorCodeInvalid);
      await ticket.refund();
      const codes = newRecoveryCodes();
      if (!(await app.repos.signIn.enable(me.id, me.email, step, codes))) throw conflict(MESSAGES.twoFactorEnabled);
      req.log.info({ userId: me.id }, 'two-factor turned on');
      return { success: true, message: MESSAGES.twoFactorEnabled, recoveryCodes: codes };
    },
  );
  r.post(
    '/auth/two-factor/disable',
    { schema: { body: twoFactorCodeSchema, response: replies({ 200: successMessageSchema }) } },
    async (req) => {
      const me = caller(req);
      if (!me.twoFactor) return { success: true, message: MESSAGES.twoFactorDisabled };
      const ticket = await takePasswordAttempt(req, me.email, MESSAGES.tooManyPasswordAttempts);
      if (!(await checkCode(me, req.body.code, true))) throw fieldError('code', MESSAGES.twoFactorCodeInvalid);
      await ticket.refund();
      await app.repos.signIn.disable(me.id, me.email);
      req.log.info({ userId: me.id }, 'two-factor turned off');
      return { success: true, message: MESSAGES.twoFactorDisabled };
    },
  );

  // The new token replaces the one that asked for it: the old one stops working at once. It never outlives the
  // session's absolute lifetime (sessionAbsoluteMs of the role from the sign-in), however often it is refreshed.
  r.post('/auth/refresh-token', { schema: { response: replies({ 200: signInResponseSchema }) } }, async (req): Promise<SignInResponse> => {
    const me = caller(req);
    const notAfter = me.signedInAt + sessionAbsoluteMs(me.role);
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
