import type { Role } from 'shared-domain';
import { HttpError } from '../../lib/http-errors';

/**
 * Supervisors do not see amounts: a teacher record, a list of them, a 409's newer copy and the history
 * reach a supervisor without the financials. The ledger's routes are admins' only (the route table).
 */
export const seesAmounts = (role: Role) => role === 'admin';

export function withoutAmounts<T extends { financials?: unknown }>(t: T): Omit<T, 'financials'> {
  const { financials, ...rest } = t;
  void financials;
  return rest;
}

/** The record as `role` may read it. */
export const teacherFor = <T extends { financials?: unknown }>(role: Role, t: T): T | Omit<T, 'financials'> =>
  seesAmounts(role) ? t : withoutAmounts(t);

/** Runs `work`; a 409 carrying the newer record carries it as `role` may read it. */
export async function conflictFor<T>(role: Role, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    const current = err instanceof HttpError ? err.extra.current : undefined;
    if (current && typeof current === 'object' && !seesAmounts(role)) {
      (err as HttpError).extra.current = withoutAmounts(current as { financials?: unknown });
    }
    throw err;
  }
}

/** A change of the history a supervisor may read: none about money. */
export const isAmountChange = (field: string) => field === 'ledger' || field.startsWith('financials');
