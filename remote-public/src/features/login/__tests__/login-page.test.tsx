import { act, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MESSAGES } from 'shared-domain';
import { useAuthStore } from 'shared-auth';
import { LoginPage } from '../login-page';
import { afterSignIn } from '../landing';
import { renderSettled, setupMsw } from '../../../test/harness';

const server = setupMsw();

const admin = { email: 'admin@example.org', role: 'admin', createdAt: '2026-01-01T00:00:00.000Z', profile: null };
const signInOk = (user = admin) =>
  http.post('/api/auth/signin', () =>
    HttpResponse.json({ success: true, token: 'tok', user, message: 'ok', expiresAt: Date.now() + 86_400_000 }),
  );

async function attempt(user: UserEvent, email = 'admin@example.org', password = 'demo-pass-2026') {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('Login page', () => {
  it('has the fields, links and the note about internal accounts', async () => {
    const user = userEvent.setup();
    await renderSettled(<LoginPage />, { route: '/login' });
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Register your school' })).toHaveAttribute('href', '/signup');
    expect(screen.getByText(/field supervisor accounts cannot be self-registered/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@example.org' })).toHaveAttribute('href', 'mailto:support@example.org');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
  });

  it('shows the validation messages of product spec §5', async () => {
    const user = userEvent.setup();
    await renderSettled(<LoginPage />, { route: '/login' });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    // At the field and in the error summary.
    expect(await screen.findAllByText(MESSAGES.emailRequired)).toHaveLength(2);
    expect(screen.getAllByText(MESSAGES.passwordRequired)).toHaveLength(2);
    await user.type(screen.getByLabelText('Email'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    // At the field and in the error summary.
    expect(await screen.findAllByText(MESSAGES.emailInvalid)).toHaveLength(2);
  });

  it("shows the server's error after a failed attempt, keeps the e-mail and clears the password", async () => {
    const user = userEvent.setup();
    server.use(http.post('/api/auth/signin', () => HttpResponse.json({ message: 'Invalid email or password' }, { status: 401 })));
    await renderSettled(<LoginPage />, { route: '/login' });
    await attempt(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.getByLabelText('Email')).toHaveValue('admin@example.org');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('covers the page with the entry splash while valid credentials are checked, and takes it away on a refusal', async () => {
    const user = userEvent.setup();
    let answer: (r: Response) => void = () => undefined;
    server.use(http.post('/api/auth/signin', () => new Promise<Response>((resolve) => (answer = resolve))));
    await renderSettled(<LoginPage />, { route: '/login' });
    // Invalid input never shows it.
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    // At the field and in the error summary.
    expect(await screen.findAllByText(MESSAGES.emailRequired)).toHaveLength(2);
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    await attempt(user);
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    await act(async () => answer(HttpResponse.json({ message: 'Invalid email or password' }, { status: 401 })));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(useAuthStore.getState().entrySplashAt).toBeNull();
  });

  it('notes when the successful sign-in began, so the area keeps the splash only for the rest of its 1.2 s', async () => {
    const user = userEvent.setup();
    server.use(signInOk());
    await renderSettled(<LoginPage />, { route: '/login' });
    const before = Date.now();
    await attempt(user);
    expect(await screen.findByText('/admin/dashboard')).toBeInTheDocument();
    const at = useAuthStore.getState().entrySplashAt;
    expect(at).not.toBeNull();
    expect(at!).toBeGreaterThanOrEqual(before);
    expect(at!).toBeLessThanOrEqual(Date.now());
  });

  it("shows 'Login failed' when a failed answer has no text", async () => {
    const user = userEvent.setup();
    server.use(http.post('/api/auth/signin', () => HttpResponse.json({ success: false, message: '' })));
    await renderSettled(<LoginPage />, { route: '/login' });
    await attempt(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.loginFailed);
  });

  it("shows 'Invalid credentials. Please try again.' when a failed result carries no text", async () => {
    const user = userEvent.setup();
    const original = useAuthStore.getState().signIn;
    useAuthStore.setState({ signIn: async () => ({ success: false, error: '' }) });
    try {
      await renderSettled(<LoginPage />, { route: '/login' });
      await attempt(user);
      expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.invalidCredentials);
      expect(screen.getByLabelText('Password')).toHaveValue('');
    } finally {
      act(() => useAuthStore.setState({ signIn: original }));
    }
  });

  it("shows 'An error occurred. Please try again later.' on an exception, and keeps the e-mail", async () => {
    const user = userEvent.setup();
    server.use(http.post('/api/auth/signin', () => HttpResponse.error()));
    await renderSettled(<LoginPage />, { route: '/login' });
    await attempt(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.loginException);
    expect(screen.getByLabelText('Email')).toHaveValue('admin@example.org');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('signs in with Remember me to localStorage and goes to the role landing', async () => {
    const user = userEvent.setup();
    server.use(signInOk());
    await renderSettled(<LoginPage />, { route: '/login' });
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await attempt(user);
    expect(await screen.findByText('/admin/dashboard')).toBeInTheDocument();
    expect(localStorage.getItem('authToken')).toBe('tok');
    expect(sessionStorage.getItem('authToken')).toBeNull();
  });

  it('without Remember me keeps the session in sessionStorage only', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    server.use(
      http.post('/api/auth/signin', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ success: true, token: 'tok', user: admin, message: 'ok' });
      }),
    );
    await renderSettled(<LoginPage />, { route: '/login' });
    await attempt(user);
    expect(await screen.findByText('/admin/dashboard')).toBeInTheDocument();
    expect(sent).toMatchObject({ email: 'admin@example.org', password: 'demo-pass-2026', remember: false });
    expect(sessionStorage.getItem('authToken')).toBe('tok');
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('returns to the guarded page the user came from when it is in their area', async () => {
    const user = userEvent.setup();
    server.use(signInOk());
    await renderSettled(<LoginPage />, { route: { pathname: '/login', state: { from: '/admin/teachers' } } });
    await attempt(user);
    expect(await screen.findByText('/admin/teachers')).toBeInTheDocument();
  });

  it('asks for the two-factor code after a right password, and signs in with it', async () => {
    const user = userEvent.setup();
    let verified: unknown;
    server.use(
      http.post('/api/auth/signin', () =>
        HttpResponse.json({ success: true, challenge: 'challenge-1234', message: MESSAGES.twoFactorCodeStep }),
      ),
      http.post('/api/auth/two-factor/verify', async ({ request }) => {
        verified = await request.json();
        return HttpResponse.json({ success: true, token: 'tok', user: admin, message: 'ok', expiresAt: Date.now() + 3_600_000 });
      }),
    );
    await renderSettled(<LoginPage />, { route: '/login' });
    await attempt(user);
    const code = await screen.findByLabelText(/Authentication code/);
    expect(useAuthStore.getState().status).not.toBe('signedIn');
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('/admin/dashboard')).toBeInTheDocument();
    expect(verified).toEqual({ challenge: 'challenge-1234', code: '123456' });
  });

  it('a wrong code is said at the code step; a timed-out challenge goes back to the password', async () => {
    const user = userEvent.setup();
    let answer: string = MESSAGES.twoFactorCodeInvalid;
    server.use(
      http.post('/api/auth/signin', () =>
        HttpResponse.json({ success: true, challenge: 'challenge-1234', message: MESSAGES.twoFactorCodeStep }),
      ),
      http.post('/api/auth/two-factor/verify', () => HttpResponse.json({ message: answer }, { status: 401 })),
    );
    await renderSettled(<LoginPage />, { route: '/login' });
    await attempt(user);
    await user.type(await screen.findByLabelText(/Authentication code/), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.twoFactorCodeInvalid);
    answer = MESSAGES.twoFactorChallengeExpired;
    await user.type(screen.getByLabelText(/Authentication code/), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.twoFactorChallengeExpired);
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });

  it('says a session ended when the guard sends an expired session here', async () => {
    await renderSettled(<LoginPage />, {
      route: { pathname: '/login', state: { from: '/admin/teachers', notice: MESSAGES.sessionExpired } },
    });
    expect(screen.getByText(MESSAGES.sessionExpired)).toBeInTheDocument();
  });

  it('shows the notice passed by sign-up', async () => {
    await renderSettled(<LoginPage />, { route: { pathname: '/login', state: { notice: MESSAGES.schoolAwaitingApproval } } });
    expect(screen.getByText(MESSAGES.schoolAwaitingApproval)).toBeInTheDocument();
  });
});

describe('afterSignIn', () => {
  it.each([
    ['admin', undefined, '/admin/dashboard'],
    ['school', '/school/teachers', '/school/teachers'],
    ['school', '/admin/teachers', '/school/dashboard'],
    ['supervisor', '/supervisorx/evil', '/supervisor/dashboard'],
    // A teacher signed out on an e-mailed deep link lands back on it.
    ['teacher', '/teacher/payments/invoices/abc', '/teacher/payments/invoices/abc'],
    ['teacher', '/admin/teachers', '/teacher/dashboard'],
    ['intern', '/intern/x', '/'],
  ])('%s from %s goes to %s', (role, from, to) => {
    expect(afterSignIn(role, from)).toBe(to);
  });
});
