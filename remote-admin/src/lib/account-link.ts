import { api, errorMessage } from 'shared-auth';
import { apiPaths, type ResetLinkResponse } from 'shared-domain';
import type { AccountLinkNote } from 'shared-ui/staff';

/** POST accounts/reset-link {kind, id}: e-mails a reset or set-password link through the outbox. */
export async function sendAccountLink(kind: 'school' | 'supervisor', id: string): Promise<AccountLinkNote> {
  try {
    const res = await api.post<ResetLinkResponse>(apiPaths.resetLink, { kind, id });
    return { text: res?.message || 'The link was sent', failed: false };
  } catch (err) {
    return { text: errorMessage(err, 'The link could not be sent'), failed: true };
  }
}
