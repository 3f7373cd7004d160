import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { MESSAGES, REGISTRATION_PASSWORD_MIN, resetPasswordSchema } from 'shared-domain';
import { ApiError, applyFieldErrors } from 'shared-auth';
import { Button, FormErrorBox, FormErrorSummary, PasswordField } from 'shared-ui';
import { useLinkToken } from '../../lib/link-token';
import { paths } from '../../paths';
import { useResetPassword } from './api/reset-password';
import { PasswordFrame } from './password-frame';

const formSchema = z
  .object({ password: resetPasswordSchema.shape.password, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: MESSAGES.passwordsDoNotMatch, path: ['confirmPassword'] });
type FormValues = z.infer<typeof formSchema>;

export const PASSWORD_SET_NOTICE = 'Your new password is set. You can now sign in.';

/** The page behind a reset or invitation link (/reset-password#token=...). */
export function ResetPasswordPage() {
  const token = useLinkToken();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { register, handleSubmit, formState } = form;

  const onSubmit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await reset.mutateAsync({ token, password });
      void navigate(paths.login.getHref(), { replace: true, state: { notice: PASSWORD_SET_NOTICE } });
    } catch (err) {
      // A refusal naming the password shows in the summary and at the field; the token's own in the box.
      if (applyFieldErrors(form, err, (path) => (path === 'password' ? path : undefined))) return;
      setFailure(err instanceof ApiError && err.status < 500 ? err.message : 'Your password could not be set. Please try again later.');
    }
  });

  if (!token) {
    return (
      <PasswordFrame title="Set a new password">
        <FormErrorBox message={MESSAGES.resetTokenInvalid} />
        <p>
          <Link to={paths.forgotPassword.getHref()}>Request a new link</Link>
        </p>
      </PasswordFrame>
    );
  }

  return (
    <PasswordFrame title="Set a new password">
      <p>Choose a password of at least {REGISTRATION_PASSWORD_MIN} characters for your account; common passwords are refused.</p>
      {failure && <FormErrorBox message={failure} />}
      <form onSubmit={onSubmit} noValidate aria-label="Set a new password">
        <FormErrorSummary form={form} />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          required
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          required
          error={formState.errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" busy={reset.isPending}>
          Set password
        </Button>
      </form>
      <p>
        <Link to={paths.forgotPassword.getHref()}>Request a new link</Link>
      </p>
    </PasswordFrame>
  );
}
