import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { MESSAGES, signInSchema, type SignInInput } from 'shared-domain';
import { useAppConfig, useAuth } from 'shared-auth';
import { Button, CheckboxField, FormErrorBox, FormErrorSummary, PasswordField, Splash, TextField, spacedRow } from 'shared-ui';
import { AuthFrame, StyledNotice } from '../../components/auth-frame';
import { paths } from '../../paths';
import { afterSignIn } from './landing';
import { TwoFactorStep } from './two-factor-step';

interface LoginState {
  from?: string;
  notice?: string;
  /** An e-mailed link's sign-in of an account with two-factor: the code step's challenge. */
  challenge?: string;
}

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledRow = styled.div`
  ${spacedRow}
`;

const StyledFoot = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

/**
 * Sign in (product spec §§2, 5, 8). After a refused attempt the password is cleared and the e-mail kept, to be
 * corrected rather than typed again. 'Remember me' (off by default: school offices share computers) keeps the
 * session after the browser closes, until the session ends (12 hours at most for staff).
 */
export function LoginPage() {
  const { signIn, verifyTwoFactor } = useAuth();
  const { contactEmail } = useAppConfig();
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as LoginState;
  const [error, setError] = useState<string | null>(null);
  // The area's entry splash starts as soon as valid credentials are sent: it hides the sign-in request
  // too, and the area takes it over until its page is drawn. A refusal takes it away.
  const [entering, setEntering] = useState(false);
  // Two-factor: after a right password, the code step (the password step's challenge).
  const [challenge, setChallenge] = useState<{ id: string; remember: boolean } | null>(
    state.challenge ? { id: state.challenge, remember: false } : null,
  );
  const form = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '', remember: false },
  });
  const { register, handleSubmit, reset, formState } = form;
  const { errors } = formState;

  const onSubmit = handleSubmit(async ({ email, password, remember }) => {
    setError(null);
    setEntering(true);
    try {
      const result = await signIn(email, password, remember ?? false);
      if (result.success) {
        void navigate(afterSignIn(result.user.role, state.from), { replace: true });
        return;
      }
      if ('challenge' in result) {
        setEntering(false);
        setChallenge({ id: result.challenge, remember: remember ?? false });
        return;
      }
      setError(result.error || MESSAGES.invalidCredentials);
    } catch {
      setError(MESSAGES.loginException);
    }
    setEntering(false);
    reset({ email, password: '', remember });
  });

  if (challenge) {
    return (
      <TwoFactorStep
        challenge={challenge}
        onDone={(role) => void navigate(afterSignIn(role, state.from), { replace: true })}
        onRestart={(message) => {
          setChallenge(null);
          setError(message);
        }}
        verify={verifyTwoFactor}
      />
    );
  }

  return (
    <AuthFrame title="Sign In" subtitle="Welcome back. Sign in to your account.">
      {entering && <Splash />}
      {state.notice && <StyledNotice role="status">{state.notice}</StyledNotice>}
      {error && <FormErrorBox message={error} />}
      <StyledForm onSubmit={onSubmit} noValidate aria-label="Sign in">
        <FormErrorSummary form={form} />
        <TextField label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <StyledRow>
          <CheckboxField
            label="Remember me"
            hint="Stay signed in on this device after the browser closes, until the session ends."
            {...register('remember')}
          />
          <Link to={paths.forgotPassword.getHref()}>Forgot password?</Link>
        </StyledRow>
        <Button type="submit" busy={formState.isSubmitting}>
          Sign in
        </Button>
      </StyledForm>
      <StyledFoot>
        <p>
          <Link to={paths.signInLink.getHref()}>E-mail me a sign-in link</Link> instead of typing a password.
        </p>
        <p>
          Don&apos;t have an account? <Link to={paths.signup.getHref()}>Register your school</Link>
        </p>
        <p>
          Internal staff and field supervisor accounts cannot be self-registered. To request one, e-mail{' '}
          <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
        </p>
      </StyledFoot>
    </AuthFrame>
  );
}
