import { sessionPaths, type ChangeEmailResponse } from 'shared-domain';
import { api } from './api-client';
import { useAuthStore } from './store';

export interface ChangeEmailValues {
  email: string;
  currentPassword: string;
}

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
}

/** PUT auth/email: changes the signed-in account's e-mail and the session's user; resolves to the new e-mail. */
export async function changeEmail(values: ChangeEmailValues): Promise<string> {
  const res = await api.put<ChangeEmailResponse>(sessionPaths.changeEmail, values);
  const email = res?.user?.email ?? values.email;
  const { user, setUser } = useAuthStore.getState();
  if (user) setUser({ ...user, ...res?.user, email });
  return email;
}

/** PUT auth/password {currentPassword, newPassword}. */
export async function changePassword({ currentPassword, newPassword }: ChangePasswordValues): Promise<void> {
  await api.put(sessionPaths.changePassword, { currentPassword, newPassword });
}

/** What the 'Account Settings' card needs: the current e-mail and the two account calls. */
export function useAccountSettings() {
  const currentEmail = useAuthStore((s) => s.user?.email ?? '');
  return { currentEmail, changeEmail, changePassword };
}
