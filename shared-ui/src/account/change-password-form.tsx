import { useState } from 'react';
import { api } from 'shared-auth';
import { MESSAGES, apiPaths, changePasswordFormSchema, type FieldErrors } from 'shared-domain';
import { Button } from '../button';
import { FieldGroup } from '../form/form-layout';
import { FormErrorBox } from '../form/form-error-box';
import { PasswordField } from '../form/password-field';
import { StyledActions, StyledForm, SuccessText, issuesToFieldErrors, preventDefault, serverFieldErrors } from './form-parts';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };
type Values = typeof EMPTY;

/** PUT /api/auth/password {currentPassword, newPassword}; the confirmation is checked here only. */
export function ChangePasswordForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<'idle' | 'done' | 'failed'>('idle');
  const set = (key: keyof Values) => (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [key]: e.target.value }));

  const submit = async () => {
    setOutcome('idle');
    const parsed = changePasswordFormSchema.safeParse(values);
    if (!parsed.success) return setErrors(issuesToFieldErrors(parsed.error));
    setErrors({});
    setBusy(true);
    try {
      await api.put(apiPaths.changePassword, { currentPassword: parsed.data.currentPassword, newPassword: parsed.data.newPassword });
      setValues(EMPTY);
      setOutcome('done');
    } catch (err) {
      setErrors(serverFieldErrors(err));
      setOutcome('failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <StyledForm aria-label="Change Password" noValidate onSubmit={preventDefault(() => void submit())}>
      <FieldGroup legend="Change Password">
        <PasswordField
          label="Current Password"
          id="account-password-current"
          required
          value={values.currentPassword}
          onChange={set('currentPassword')}
          error={errors.currentPassword}
        />
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          required
          value={values.newPassword}
          onChange={set('newPassword')}
          error={errors.newPassword}
        />
        <PasswordField
          label="Confirm New Password"
          autoComplete="new-password"
          required
          value={values.confirmPassword}
          onChange={set('confirmPassword')}
          error={errors.confirmPassword}
        />
      </FieldGroup>
      {outcome === 'failed' && <FormErrorBox message={MESSAGES.passwordUpdateFailed} />}
      {outcome === 'done' && <SuccessText>{MESSAGES.passwordUpdated}</SuccessText>}
      <StyledActions>
        <Button type="submit" busy={busy}>
          {busy ? 'Updating...' : 'Update Password'}
        </Button>
      </StyledActions>
    </StyledForm>
  );
}
