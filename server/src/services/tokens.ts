import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, errors } from 'jose';
import { z } from 'zod';
import { SESSION_LIFETIME_MS } from 'shared-domain';

export interface TokenClaims {
  sub: string;
  jti: string;
  /** Expiry, milliseconds since the epoch. */
  expiresAt: number;
}
const accountId = z.uuid();

export type VerifyResult = { ok: true; claims: TokenClaims } | { ok: false; reason: 'expired' | 'invalid' };

/** The shortest HS256 secret the server accepts (32 bytes: the hash's own size). */
export const JWT_SECRET_MIN_BYTES = 32;
export const JWT_SECRET_TOO_SHORT = `JWT_SECRET must be at least ${JWT_SECRET_MIN_BYTES} bytes (e.g. openssl rand -base64 48), or leave it unset to use a generated one kept in DATA_DIR`;

/** JWT_SECRET, or a secret generated once and kept in DATA_DIR so restarts keep sessions. Too short a secret refuses to start. */
export function resolveJwtSecret(secret: string | undefined, dataDir: string): string {
  if (secret) {
    if (Buffer.byteLength(secret) < JWT_SECRET_MIN_BYTES) throw new Error(JWT_SECRET_TOO_SHORT);
    return secret;
  }
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (Buffer.byteLength(kept) < JWT_SECRET_MIN_BYTES)
      throw new Error(`${file} holds a secret under ${JWT_SECRET_MIN_BYTES} bytes: delete it to have a new one generated`);
    return kept;
  }
  mkdirSync(dataDir, { recursive: true });
  const generated = randomBytes(48).toString('base64url');
  writeFileSync(file, generated, { mode: 0o600 });
  return generated;
}

/** HS256 session tokens valid 24 hours (product spec §9). */
export function createTokenService(secret: string, lifetimeMs = SESSION_LIFETIME_MS) {
  const key = new TextEncoder().encode(secret);
  return {
    /**
     * A new token; the caller records its session (jti) so that it can be ended. `notAfterMs`: the session's end
     * (its sign-in plus SESSION_ABSOLUTE_MS), which the token never outlives.
     */
    async sign(userId: string, role: string, notAfterMs = Infinity): Promise<{ token: string; jti: string; expiresAt: number }> {
      const expiresAt = Math.min(Date.now() + lifetimeMs, notAfterMs);
      const jti = randomUUID();
      const token = await new SignJWT({ role })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setJti(jti)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt / 1000))
        .sign(key);
      return { token, jti, expiresAt: Math.floor(expiresAt / 1000) * 1000 };
    },
    async verify(token: string): Promise<VerifyResult> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        // A subject that is not an account id never reaches the database (where it would be a type error).
        if (!payload.sub || !accountId.safeParse(payload.sub).success || !payload.jti || !payload.exp)
          return { ok: false, reason: 'invalid' };
        return { ok: true, claims: { sub: payload.sub, jti: payload.jti, expiresAt: payload.exp * 1000 } };
      } catch (err) {
        return { ok: false, reason: err instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
