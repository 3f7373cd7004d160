import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { MESSAGES, type Role } from 'shared-domain';
import type { AuthState } from 'shared-auth';
import { Button, FormErrorBox, Splash, TextField } from 'shared-ui';
import { AuthFrame } from '../../components/auth-frame';

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

export interface TwoFactorStepProps {
  challenge: { id: string; remember: boolean };
  verify: AuthState['verifyTwoFactor'];
  onDone: (role: Role) => void;
  /** The challenge is spent or timed out: back to the password, with why. */
  onRestart: (message: string) => void;
}

/** The second step of a sign-in with two-factor: a code from the authenticator app, or a recovery code. */
export function TwoFactorStep({ challenge, verify, onDone, onRestart }: TwoFactorStepProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim()) return setError('Code is required');
    setBusy(true);
    setError(null);
    const result = await verify(challenge.id, code.trim(), challenge.remember).catch(() => ({
      success: false as const,
      error: MESSAGES.loginException,
    }));
    if (result.success) return onDone(result.user.role);
    setBusy(false);
    if (result.error === MESSAGES.twoFactorChallengeExpired) return onRestart(result.error);
    setError(result.error ?? MESSAGES.twoFactorCodeInvalid);
    setCode('');
  };

  return (
    <AuthFrame title="Two-Factor Sign-In" subtitle={MESSAGES.twoFactorCodeStep}>
      {busy && <Splash />}
      {error && <FormErrorBox message={error} />}
      <StyledForm onSubmit={(e) => void submit(e)} noValidate aria-label="Two-factor code">
        <TextField
          label="Authentication code"
          hint="The 6-digit code from your authenticator app, or one of your recovery codes."
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          required
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
        <Button type="submit" busy={busy}>
          Verify
        </Button>
      </StyledForm>
    </AuthFrame>
  );
}
