import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { api, useAuth } from 'shared-auth';
import { MESSAGES, apiPaths, changeEmailSchema, type SessionUser } from 'shared-domain';
import { Button } from '../button';
import { FieldGroup } from '../form/form-layout';
import { FormErrorBox } from '../form/form-error-box';
import { PasswordField } from '../form/password-field';
import { TextField } from '../form/text-field';
import { StyledActions, StyledForm, SuccessText, showServerFieldErrors } from './form-parts';

type Values = z.input<typeof changeEmailSchema>;

/** PUT /api/auth/email {email, currentPassword}: the signed-in account's sign-in e-mail. */
export function ChangeEmailForm() {
  const { user, setUser } = useAuth();
  const [outcome, setOutcome] = useState<'idle' | 'done' | 'failed'>('idle');
  const currentEmail = user?.email ?? '';
  const { register, handleSubmit, reset, setError, formState } = useForm<Values>({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: { email: currentEmail, currentPassword: '' },
  });
  const { errors, isSubmitting } = formState;
  // The session may be restored after the first render; start from the account's current e-mail.
  useEffect(() => reset({ email: currentEmail, currentPassword: '' }), [currentEmail, reset]);

  const onSubmit = handleSubmit(
    async (data) => {
      setOutcome('idle');
      try {
        const res = await api.put<{ user?: SessionUser }>(apiPaths.changeEmail, data);
        const email = res?.user?.email ?? data.email;
        if (user) setUser({ ...user, ...res?.user, email });
        reset({ email, currentPassword: '' });
        setOutcome('done');
      } catch (err) {
        showServerFieldErrors(err, setError);
        setOutcome('failed');
      }
    },
    () => setOutcome('idle'),
  );

  return (
    <StyledForm aria-label="Change Email" noValidate onSubmit={onSubmit}>
      <FieldGroup legend="Change Email">
        <TextField label="New Email" type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
        <PasswordField
          label="Current Password"
          id="account-email-current-password"
          required
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
      </FieldGroup>
      {outcome === 'failed' && <FormErrorBox message={MESSAGES.emailUpdateFailed} />}
      {outcome === 'done' && <SuccessText>{MESSAGES.emailUpdated}</SuccessText>}
      <StyledActions>
        <Button type="submit" busy={isSubmitting}>
          {isSubmitting ? 'Updating...' : 'Update Email'}
        </Button>
      </StyledActions>
    </StyledForm>
  );
}
