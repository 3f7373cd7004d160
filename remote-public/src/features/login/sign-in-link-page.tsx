import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { api, errorMessage, useAuth } from 'shared-auth';
import { MESSAGES, apiPaths, signInLinkSchema } from 'shared-domain';
import { Button, FormErrorBox, LoadingText, TextField } from 'shared-ui';
import { AuthFrame, StyledNotice } from '../../components/auth-frame';
import { useLinkToken } from '../../lib/link-token';
import { paths } from '../../paths';
import { afterSignIn } from './landing';

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

/** "E-mail me a sign-in link": the same answer whatever the address (the server never says whether it has an account). */
function RequestLink() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = signInLinkSchema.safeParse({ email });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    setBusy(true);
    try {
      const res = await api.post<{ message: string }>(apiPaths.signInLink, parsed.data, { auth: false });
      setSent(res.message || MESSAGES.signInLinkSent);
    } catch (err) {
      setError(errorMessage(err, MESSAGES.loginException));
    } finally {
      setBusy(false);
    }
  };
  return (
    <AuthFrame title="E-mail me a sign-in link" subtitle="No password needed: we e-mail you a link that signs you in.">
      {sent ? (
        <StyledNotice role="status">{sent}</StyledNotice>
      ) : (
        <StyledForm onSubmit={(e) => void submit(e)} noValidate aria-label="E-mail me a sign-in link">
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={error}
          />
          <Button type="submit" busy={busy}>
            E-mail me a sign-in link
          </Button>
        </StyledForm>
      )}
      <p>
        <Link to={paths.login.getHref()}>Sign in with a password</Link>
      </p>
    </AuthFrame>
  );
}

/** The page an e-mailed link opens: redeems its token once and lands on the role's area. */
function RedeemLink({ token }: { token: string }) {
  const { signInWithLink } = useAuth();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signInWithLink(token).then((result) => {
      if (result.success) void navigate(afterSignIn(result.user.role), { replace: true });
      // Two-factor: the sign-in page asks for the code.
      else if ('challenge' in result) void navigate(paths.login.getHref(), { replace: true, state: { challenge: result.challenge } });
      else setError(result.error || MESSAGES.signInLinkInvalid);
    });
  }, [token, signInWithLink, navigate]);
  if (!error) return <LoadingText />;
  return (
    <AuthFrame title="Sign-in link" subtitle="This link could not sign you in.">
      <FormErrorBox message={error} />
      <p>
        <Link to={paths.signInLink.getHref()}>E-mail me a new sign-in link</Link> or{' '}
        <Link to={paths.login.getHref()}>sign in with a password</Link>.
      </p>
    </AuthFrame>
  );
}

/** /login/link: without a token the request form; with #token= (the e-mailed link) the sign-in. */
export function SignInLinkPage() {
  const token = useLinkToken();
  return token ? <RedeemLink token={token} /> : <RequestLink />;
}
