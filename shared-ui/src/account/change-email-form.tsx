import { useEffect, useState } from 'react';
import { api, useAuth } from 'shared-auth';
import { MESSAGES, apiPaths, changeEmailSchema, type FieldErrors, type SessionUser } from 'shared-domain';
import { Button } from '../button';
import { FieldGroup } from '../form/form-layout';
import { FormErrorBox } from '../form/form-error-box';
import { PasswordField } from '../form/password-field';
import { TextField } from '../form/text-field';
import { StyledActions, StyledForm, SuccessText, issuesToFieldErrors, preventDefault, serverFieldErrors } from './form-parts';

type Outcome = { kind: 'idle' } | { kind: 'done' } | { kind: 'failed' };

/** PUT /api/auth/email {email, currentPassword}: the signed-in account's sign-in e-mail. */
export function ChangeEmailForm() {
  const { user, setUser } = useAuth();
  const [email, setEmail] = useState(user?.email ?? '');
  const [currentPassword, setCurrentPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  // The session may be restored after the first render; start from the account's current e-mail.
  const currentEmail = user?.email ?? '';
  useEffect(() => setEmail(currentEmail), [currentEmail]);

  const submit = async () => {
    setOutcome({ kind: 'idle' });
    const parsed = changeEmailSchema.safeParse({ email, currentPassword });
    if (!parsed.success) return setErrors(issuesToFieldErrors(parsed.error));
    setErrors({});
    setBusy(true);
    try {
      const res = await api.put<{ user?: SessionUser }>(apiPaths.changeEmail, parsed.data);
      if (user) setUser({ ...user, ...res?.user, email: res?.user?.email ?? parsed.data.email });
      setCurrentPassword('');
      setOutcome({ kind: 'done' });
    } catch (err) {
      setErrors(serverFieldErrors(err));
      setOutcome({ kind: 'failed' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <StyledForm aria-label="Change Email" noValidate onSubmit={preventDefault(() => void submit())}>
      <FieldGroup legend="Change Email">
        <TextField
          label="New Email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email}
        />
        <PasswordField
          label="Current Password"
          id="account-email-current-password"
          required
          value={currentPassword}
          onChange={(e) => setCurrentPassword(e.target.value)}
          error={errors.currentPassword}
        />
      </FieldGroup>
      {outcome.kind === 'failed' && <FormErrorBox message={MESSAGES.emailUpdateFailed} />}
      {outcome.kind === 'done' && <SuccessText>{MESSAGES.emailUpdated}</SuccessText>}
      <StyledActions>
        <Button type="submit" busy={busy}>
          {busy ? 'Updating...' : 'Update Email'}
        </Button>
      </StyledActions>
    </StyledForm>
  );
}
