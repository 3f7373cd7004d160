import { roleLanding } from 'shared-auth';
import { UNKNOWN_ROLE_LANDING } from 'shared-domain';

/**
 * Where a signed-in user goes: back to the guarded page they came from when it lies in their own area,
 * else their role landing; a role without an area stays on the public site (/).
 */
export function afterSignIn(role: string, from?: unknown): string {
  const landing = roleLanding(role);
  if (landing === UNKNOWN_ROLE_LANDING) return '/';
  if (typeof from === 'string' && from.startsWith(`/${role}/`)) return from;
  return landing;
}
