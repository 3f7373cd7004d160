import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { api } from 'shared-auth';
import { MESSAGES, apiPaths, changePasswordFormSchema } from 'shared-domain';
import { Button } from '../button';
import { FieldGroup } from '../form/form-layout';
import { FormErrorBox } from '../form/form-error-box';
import { PasswordField } from '../form/password-field';
import { StyledActions, StyledForm, SuccessText, showServerFieldErrors } from './form-parts';

type Values = z.input<typeof changePasswordFormSchema>;
const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** PUT /api/auth/password {currentPassword, newPassword}; the confirmation is checked here only. */
export function ChangePasswordForm() {
  const [outcome, setOutcome] = useState<'idle' | 'done' | 'failed'>('idle');
  const { register, handleSubmit, reset, setError, formState } = useForm<Values>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(
    async ({ currentPassword, newPassword }) => {
      setOutcome('idle');
      try {
        await api.put(apiPaths.changePassword, { currentPassword, newPassword });
        reset(EMPTY);
        setOutcome('done');
      } catch (err) {
        showServerFieldErrors(err, setError);
        setOutcome('failed');
      }
    },
    () => setOutcome('idle'),
  );

  return (
    <StyledForm aria-label="Change Password" noValidate onSubmit={onSubmit}>
      <FieldGroup legend="Change Password">
        <PasswordField label="Current Password" id="account-password-current" required error={errors.currentPassword?.message} {...register('currentPassword')} />
        <PasswordField label="New Password" autoComplete="new-password" required error={errors.newPassword?.message} {...register('newPassword')} />
        <PasswordField label="Confirm New Password" autoComplete="new-password" required error={errors.confirmPassword?.message} {...register('confirmPassword')} />
      </FieldGroup>
      {outcome === 'failed' && <FormErrorBox message={MESSAGES.passwordUpdateFailed} />}
      {outcome === 'done' && <SuccessText>{MESSAGES.passwordUpdated}</SuccessText>}
      <StyledActions>
        <Button type="submit" busy={isSubmitting}>
          {isSubmitting ? 'Updating...' : 'Update Password'}
        </Button>
      </StyledActions>
    </StyledForm>
  );
}
