import { ApiError } from 'shared-auth';
import { MESSAGES } from 'shared-domain';

/** The server refuses teachers to a school that is not approved yet (403 with the awaiting-approval text). */
export const isAwaitingApproval = (err: unknown) =>
  err instanceof ApiError && err.status === 403 && err.message === MESSAGES.schoolAwaitingApproval;
