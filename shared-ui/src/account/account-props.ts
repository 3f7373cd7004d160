/** What the 'Account Settings' card needs from its page: the current e-mail and the two account calls. */
export interface AccountSettingsProps {
  currentEmail: string;
  /** Resolves to the account's new e-mail; a refusal's field errors go under the fields. */
  changeEmail: (values: { email: string; currentPassword: string }) => Promise<string>;
  changePassword: (values: { currentPassword: string; newPassword: string }) => Promise<void>;
}
