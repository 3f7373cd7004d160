import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { PROGRAM_NAME, RECOVERY_CODE_COUNT } from 'shared-domain';

/** RFC 6238 codes as authenticator apps make them: SHA-1, 6 digits, 30 seconds. */
const PERIOD_S = 30;
const totp = (secret: string, label = '') =>
  new TOTP({ issuer: PROGRAM_NAME, label, algorithm: 'SHA1', digits: 6, period: PERIOD_S, secret: Secret.fromBase32(secret) });

/** A new 160-bit secret, base32 (what the app's "enter a key" takes). */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The set-up's secret as an otpauth:// URI and a QR code of it (PNG data URL) for the app to scan. */
export async function totpSetup(secret: string, email: string): Promise<{ secret: string; uri: string; qrCode: string }> {
  const uri = totp(secret, email).toString();
  return { secret, uri, qrCode: await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 220 }) };
}

/**
 * The time step of `code` when it is a valid code of `secret` now (one step of clock drift either way), else null.
 * The caller refuses a step not later than the last one used, so a code works once.
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totp(secret).validate({ token, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_S) + delta;
}

/** A code of `secret` at `now` (the tests and the browser journey answer with it). */
export const totpCode = (secret: string, now = Date.now()): string => totp(secret).generate({ timestamp: now });

/** RECOVERY_CODE_COUNT single-use codes, 10 base32 characters each in two groups of five (e.g. "k3v7q-2mx9a"). */
export function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = [...randomBytes(10)].map((b) => alphabet[b % alphabet.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}
