import { dictionary } from '@zxcvbn-ts/language-common';
import { MESSAGES } from 'shared-domain';
import { fieldError } from '../lib/http-errors';
import { hashPassword } from './passwords';

/**
 * The common and breached passwords refused as a new password (OWASP ASVS level 2, 2.1.7): zxcvbn-ts's list of the
 * ~49,000 passwords most found in breaches, shipped with the server (checked offline), compared without case.
 */
let breached: Set<string> | null = null;
export function isCommonPassword(password: string): boolean {
  breached ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return breached.has(password.toLowerCase()) || breached.has(password.trim().toLowerCase());
}

/** A new password's hash; a common or breached one is a 400 naming `field`. */
export async function hashNewPassword(password: string, field: string): Promise<string> {
  if (isCommonPassword(password)) throw fieldError(field, MESSAGES.passwordCommon);
  return hashPassword(password);
}
