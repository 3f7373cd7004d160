import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { MESSAGES, changePasswordFormSchema } from 'shared-domain';
import { FieldGroup, FormErrorSummary, PasswordField } from 'shared-ui';
import type { AccountSettingsProps } from './account-props';
import { AccountFormFooter, StyledForm, useAccountSubmit } from './form-parts';

type Values = z.input<typeof changePasswordFormSchema>;
const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Current and new password; the confirmation is checked here only (it is not sent). */
export function ChangePasswordForm({ changePassword }: Pick<AccountSettingsProps, 'changePassword'>) {
  const form = useForm<Values>({ resolver: zodResolver(changePasswordFormSchema), defaultValues: EMPTY });
  const { register, reset, formState } = form;
  const { errors, isSubmitting } = formState;
  const { outcome, onSubmit } = useAccountSubmit(form, async ({ currentPassword, newPassword }) => {
    await changePassword({ currentPassword, newPassword });
    reset(EMPTY);
  });

  return (
    <StyledForm aria-label="Change Password" noValidate onSubmit={onSubmit}>
      <FieldGroup legend="Change Password">
        <FormErrorSummary form={form} />
        <PasswordField
          label="Current Password"
          id="account-password-current"
          required
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          required
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <PasswordField
          label="Confirm New Password"
          autoComplete="new-password"
          required
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
      </FieldGroup>
      <AccountFormFooter
        outcome={outcome}
        done={MESSAGES.passwordUpdated}
        failed={MESSAGES.passwordUpdateFailed}
        busy={isSubmitting}
        label="Update Password"
      />
    </StyledForm>
  );
}
