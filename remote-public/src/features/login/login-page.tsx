import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { MESSAGES, signInSchema, type SignInInput } from 'shared-domain';
import { roleLanding, useAuth } from 'shared-auth';
import { Button, FormErrorBox, PasswordField, TextField, CheckboxField } from 'shared-ui';

export function LoginPage() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, reset, formState } = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '', remember: true },
  });

  const onSubmit = handleSubmit(async ({ email, password, remember }) => {
    setError(null);
    try {
      const result = await signIn(email, password, remember ?? false);
      if (result.success) {
        navigate(roleLanding(result.user.role) === '/login' ? '/' : roleLanding(result.user.role), { replace: true });
        return;
      }
      setError(result.error || MESSAGES.invalidCredentials);
    } catch {
      setError(MESSAGES.loginException);
    }
    reset({ email: '', password: '', remember });
  });

  return (
    <main>
      <h1>Sign in</h1>
      {error && <FormErrorBox message={error} />}
      <form onSubmit={onSubmit} noValidate>
        <TextField label="Email" type="email" autoComplete="email" error={formState.errors.email?.message} {...register('email')} />
        <PasswordField label="Password" autoComplete="current-password" error={formState.errors.password?.message} {...register('password')} />
        <CheckboxField label="Remember me" {...register('remember')} />
        <Button type="submit" busy={formState.isSubmitting}>
          Sign in
        </Button>
      </form>
    </main>
  );
}
