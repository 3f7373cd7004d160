import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES, TWO_FACTOR_CHALLENGE_MS, sessionAbsoluteMs, type SignInResponse } from 'shared-domain';
import { sessionUser, type UserRow } from '../../repositories/users-repository';
import { DEVICE_LIFETIME_MS } from '../../repositories/sign-in-repository';

/** The device cookie (OWASP "slow down online guessing attacks with device cookies"): sent to the sign-in routes only. */
export const DEVICE_COOKIE = 'portal_device';
const DEVICE_COOKIE_PATH = '/api/auth';

/**
 * The end of a sign-in, shared by the password, the code step and the e-mailed link: the device cookie, the session,
 * or the code step when the account has two-factor.
 */
export function signInFlow(app: FastifyInstance) {
  const users = app.repos.users;
  const signIn = app.repos.signIn;

  /** The trusted device the request's signed device cookie names, when it is one of this account's; else null. */
  async function trustedDevice(req: FastifyRequest, userId: string | undefined): Promise<string | null> {
    const raw = req.cookies[DEVICE_COOKIE];
    if (!raw || !userId) return null;
    const unsigned = req.unsignCookie(raw);
    if (!unsigned.valid || !unsigned.value) return null;
    return (await signIn.isDeviceOf(unsigned.value, userId)) ? unsigned.value : null;
  }

  /** After a successful sign-in the browser holds a device cookie for the account (renewed when it had one). */
  async function rememberDevice(req: FastifyRequest, reply: FastifyReply, userId: string): Promise<void> {
    const known = await trustedDevice(req, userId);
    if (known) return signIn.touchDevice(known);
    const id = await signIn.addDevice(userId);
    reply.setCookie(DEVICE_COOKIE, id, {
      signed: true,
      httpOnly: true,
      secure: req.protocol === 'https',
      sameSite: 'strict',
      path: DEVICE_COOKIE_PATH,
      maxAge: Math.floor(DEVICE_LIFETIME_MS / 1000),
    });
  }

  /** A session for the account: its token ends no later than the absolute lifetime of its role. */
  async function openSession(req: FastifyRequest, reply: FastifyReply, user: UserRow, how: string): Promise<SignInResponse> {
    const { token, jti, expiresAt } = await app.tokens.sign(user.id, user.role, Date.now() + sessionAbsoluteMs(user.role));
    await users.startSession(user.id, jti, expiresAt);
    await rememberDevice(req, reply, user.id);
    const settings = await app.repos.settings.get();
    const twoFactorSetupRequired = user.role === 'admin' && !user.twoFactor && settings.security.requireTwoFactorForAdmins;
    req.log.info({ userId: user.id, role: user.role }, how);
    return { success: true, token, user: sessionUser({ ...user, twoFactorSetupRequired }), message: 'Signed in successfully', expiresAt };
  }

  /** The password (or link) was right: the code step when the account has two-factor, else the session. */
  async function passed(req: FastifyRequest, reply: FastifyReply, user: UserRow, remember: boolean, how: string): Promise<SignInResponse> {
    if (!user.twoFactor) return openSession(req, reply, user, how);
    const challenge = await signIn.openChallenge(user.id, remember, TWO_FACTOR_CHALLENGE_MS);
    req.log.info({ userId: user.id, role: user.role }, 'sign-in waits for its two-factor code');
    return { success: true, challenge, message: MESSAGES.twoFactorCodeStep };
  }

  return { trustedDevice, openSession, passed };
}
