import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults to argon2id (memory 19 MiB, 2 passes, OWASP's minimum); raise for production hardware if wanted.
export const hashPassword = (password: string): Promise<string> => hash(password);

// Verified against when the e-mail is unknown, so a miss costs as long as a wrong password.
let dummy: Promise<string> | null = null;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummy ??= hash('not-a-real-password');
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
