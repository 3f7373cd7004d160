import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { api, errorMessage, useAuthStore } from 'shared-auth';
import { MESSAGES, apiPaths, type SuccessMessage, type TwoFactorEnabled, type TwoFactorSetup, type TwoFactorState } from 'shared-domain';
import { Button, FormErrorBox, LoadingText, TextField } from 'shared-ui';
import { Section } from 'shared-ui/staff';

const StyledBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 40rem;
`;

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 20rem;
`;

const StyledSecret = styled.code`
  font-size: 1rem;
  word-break: break-all;
  letter-spacing: 0.05em;
`;

const StyledCodes = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space.xs};
  font-family: monospace;
  font-size: 1rem;
`;

type Step =
  | { kind: 'loading' }
  | { kind: 'state'; state: TwoFactorState }
  | { kind: 'setup'; setup: TwoFactorSetup }
  | { kind: 'codes'; codes: string[] };

/** A code form: one labelled field and a button (set-up's confirmation, turning off). */
function CodeForm({ label, button, onCode }: { label: string; button: string; onCode: (code: string) => Promise<void> }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await onCode(code.trim());
    } catch (err) {
      setError(errorMessage(err, MESSAGES.twoFactorCodeInvalid));
      setBusy(false);
    }
  };
  return (
    <StyledForm aria-label={button} noValidate onSubmit={(e) => void submit(e)}>
      {error && <FormErrorBox message={error} />}
      <TextField
        label={label}
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
        required
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <Button type="submit" busy={busy}>
        {button}
      </Button>
    </StyledForm>
  );
}

/**
 * Two-factor sign-in of the signed-in admin or supervisor: set up (a QR code and the secret as text, confirmed by
 * a code), the 10 recovery codes shown once, and turning it off (asks for a code).
 */
export function TwoFactorCard() {
  const [step, setStep] = useState<Step>({ kind: 'loading' });
  const [error, setError] = useState<string | null>(null);
  const refresh = () =>
    api
      .get<TwoFactorState>(apiPaths.twoFactor)
      .then((state) => setStep({ kind: 'state', state }))
      .catch((err: unknown) => setError(errorMessage(err, MESSAGES.networkError)));
  useEffect(() => void refresh(), []);
  /** The session's user says whether two-factor is on (and whether the admin's set-up is still required). */
  const markUser = (twoFactor: boolean) => {
    const { user, setUser } = useAuthStore.getState();
    if (user) setUser({ ...user, twoFactor, twoFactorSetupRequired: false });
  };

  const start = async () => {
    setError(null);
    try {
      setStep({ kind: 'setup', setup: await api.post<TwoFactorSetup>(apiPaths.twoFactorSetup, {}) });
    } catch (err) {
      setError(errorMessage(err, MESSAGES.networkError));
    }
  };
  const enable = async (code: string) => {
    const res = await api.post<TwoFactorEnabled>(apiPaths.twoFactorEnable, { code });
    markUser(true);
    setStep({ kind: 'codes', codes: res.recoveryCodes });
  };
  const disable = async (code: string) => {
    await api.post<SuccessMessage>(apiPaths.twoFactorDisable, { code });
    markUser(false);
    await refresh();
  };

  return (
    <Section title="Two-Factor Sign-In">
      <StyledBody>
        {error && <FormErrorBox message={error} />}
        {step.kind === 'loading' && !error && <LoadingText />}
        {step.kind === 'state' && !step.state.enabled && (
          <>
            {step.state.required && <p role="alert">{MESSAGES.twoFactorRequired}</p>}
            <p>
              Two-factor sign-in is <strong>off</strong>. With it on, signing in asks for a 6-digit code from an authenticator app on your
              phone after your password.
            </p>
            <div>
              <Button onClick={() => void start()}>Set up two-factor sign-in</Button>
            </div>
          </>
        )}
        {step.kind === 'state' && step.state.enabled && (
          <>
            <p>
              Two-factor sign-in is <strong>on</strong>. Recovery codes left: {step.state.recoveryCodesLeft}.
            </p>
            <CodeForm label="Code from your app, or a recovery code" button="Turn off two-factor" onCode={disable} />
          </>
        )}
        {step.kind === 'setup' && (
          <>
            <p>Scan this QR code with your authenticator app, or enter the key below, then type the code it shows.</p>
            <img src={step.setup.qrCode} alt="QR code for your authenticator app" width={220} height={220} />
            <p>
              Key: <StyledSecret data-testid="totp-secret">{step.setup.secret}</StyledSecret>
            </p>
            <CodeForm label="6-digit code from your app" button="Turn on two-factor" onCode={enable} />
          </>
        )}
        {step.kind === 'codes' && (
          <>
            <p role="status">{MESSAGES.twoFactorEnabled}</p>
            <p>Each recovery code signs you in once if you lose your phone. They are shown only now: print them or write them down.</p>
            <StyledCodes aria-label="Recovery codes">
              {step.codes.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </StyledCodes>
            <div>
              <Button variant="secondary" onClick={() => void refresh()}>
                I have saved my recovery codes
              </Button>
            </div>
          </>
        )}
      </StyledBody>
    </Section>
  );
}
