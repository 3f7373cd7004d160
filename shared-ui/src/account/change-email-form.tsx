import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { MESSAGES, changeEmailSchema } from 'shared-domain';
import { FieldGroup, FormErrorSummary, PasswordField, TextField } from 'shared-ui';
import type { AccountSettingsProps } from './account-props';
import { AccountFormFooter, StyledForm, useAccountSubmit } from './form-parts';

type Values = z.input<typeof changeEmailSchema>;

/** The signed-in account's sign-in e-mail: new e-mail and the current password. */
export function ChangeEmailForm({ currentEmail, changeEmail }: Pick<AccountSettingsProps, 'currentEmail' | 'changeEmail'>) {
  const form = useForm<Values>({ resolver: zodResolver(changeEmailSchema), defaultValues: { email: currentEmail, currentPassword: '' } });
  const { register, reset, formState } = form;
  const { errors, isSubmitting } = formState;
  // The session may be restored after the first render; start from the account's current e-mail.
  useEffect(() => reset({ email: currentEmail, currentPassword: '' }), [currentEmail, reset]);
  const { outcome, onSubmit } = useAccountSubmit(form, async (values) => {
    const email = await changeEmail(values);
    reset({ email, currentPassword: '' });
  });

  return (
    <StyledForm aria-label="Change Email" noValidate onSubmit={onSubmit}>
      <FieldGroup legend="Change Email">
        <FormErrorSummary form={form} />
        <TextField label="New Email" type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
        <PasswordField
          label="Current Password"
          id="account-email-current-password"
          required
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
      </FieldGroup>
      <AccountFormFooter
        outcome={outcome}
        done={MESSAGES.emailUpdated}
        failed={MESSAGES.emailUpdateFailed}
        busy={isSubmitting}
        label="Update Email"
      />
    </StyledForm>
  );
}
