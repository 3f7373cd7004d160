import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { changeEmailSchema, changePasswordSchema, MESSAGES, signInSchema, type SignInResponse } from 'shared-domain';
import { fieldError } from '../../lib/http-errors';
import { caller } from '../../plugins/app/auth';
import type { SignInLimiter } from '../../plugins/app/sign-in-limiter';
import { sessionUser } from '../../repositories/users-repository';
import { hashPassword, verifyPassword } from '../../services/passwords';

const WRONG_PASSWORD = 'Current password is incorrect';

export default async function authRoutes(app: FastifyInstance, opts: { limiter: SignInLimiter }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const users = app.repos.users;

  r.post('/auth/signin', { schema: { body: signInSchema } }, async (req, reply): Promise<SignInResponse> => {
    const { email, password } = req.body;
    opts.limiter.check(req.ip, email);
    const user = await users.findByEmail(email);
    const ok = await verifyPassword(user?.passwordHash ?? null, password);
    if (!user || !ok) {
      opts.limiter.fail(req.ip, email);
      return reply.code(401).send({ success: false, message: MESSAGES.invalidCredentials });
    }
    if (!user.active) return reply.code(403).send({ success: false, message: MESSAGES.forbidden });
    const { token, expiresAt } = await app.tokens.sign(user.id, user.role);
    req.log.info({ userId: user.id, role: user.role }, 'signed in');
    return { success: true, token, user: sessionUser(user), message: 'Signed in successfully', expiresAt };
  });

  r.post('/auth/refresh-token', async (req): Promise<SignInResponse> => {
    const me = caller(req);
    const { token, expiresAt } = await app.tokens.sign(me.id, me.role);
    return { success: true, token, user: sessionUser(me), message: 'Token refreshed', expiresAt };
  });

  r.post('/auth/signout', async (req) => {
    const me = caller(req);
    await users.revoke(me.jti, me.expiresAt);
    return { success: true, message: 'Signed out' };
  });

  r.get('/auth/me', async (req) => sessionUser(caller(req)));

  r.put('/auth/email', { schema: { body: changeEmailSchema } }, async (req) => {
    const me = caller(req);
    if (!(await verifyPassword(me.passwordHash, req.body.currentPassword))) throw fieldError('currentPassword', WRONG_PASSWORD);
    const updated = await users.changeEmail(me, req.body.email);
    return { success: true, message: MESSAGES.emailUpdated, user: sessionUser(updated) };
  });

  r.put('/auth/password', { schema: { body: changePasswordSchema } }, async (req) => {
    const me = caller(req);
    if (!(await verifyPassword(me.passwordHash, req.body.currentPassword))) throw fieldError('currentPassword', WRONG_PASSWORD);
    const hash = await hashPassword(req.body.newPassword);
    await users.changePassword(me.id, hash);
    return { success: true, message: MESSAGES.passwordUpdated };
  });
}
