import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router-dom';
import { MESSAGES, forgotPasswordSchema } from 'shared-domain';
import { ApiError, applyFieldErrors } from 'shared-auth';
import { Button, FormErrorBox, FormErrorSummary, TextField } from 'shared-ui';
import { StyledNotice } from '../../components/auth-frame';
import { paths } from '../../paths';
import { useForgotPassword } from './api/forgot-password';
import { PasswordFrame } from './password-frame';

/** Asks for an e-mail and sends a one-time reset link (valid 1 hour); never reveals whether an account exists. */
export function ForgotPasswordPage() {
  const send = useForgotPassword();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<{ email: string }>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const { register, handleSubmit, formState } = form;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await send.mutateAsync(values);
      setSent(MESSAGES.forgotPasswordSent);
    } catch (err) {
      if (applyFieldErrors(form, err)) return;
      setFailure(err instanceof ApiError && err.status === 429 ? err.message : 'The reset link could not be sent. Please try again later.');
    }
  });

  return (
    <PasswordFrame title="Forgot your password?">
      {sent ? (
        <StyledNotice role="status">{sent}</StyledNotice>
      ) : (
        <>
          <p>Enter the e-mail address of your account and we will send you a link to set a new password. The link is valid for 1 hour.</p>
          {failure && <FormErrorBox message={failure} />}
          <form onSubmit={onSubmit} noValidate aria-label="Request a password reset link">
            <FormErrorSummary form={form} />
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              required
              error={formState.errors.email?.message}
              {...register('email')}
            />
            <Button type="submit" busy={send.isPending}>
              Send reset link
            </Button>
          </form>
        </>
      )}
      <p>
        <Link to={paths.login.getHref()}>Back to sign in</Link>
      </p>
    </PasswordFrame>
  );
}
