import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MESSAGES } from 'shared-domain';
import { ForgotPasswordPage } from '../forgot-password-page';
import { PASSWORD_SET_NOTICE, ResetPasswordPage } from '../reset-password-page';
import { currentLocation, renderSettled, setupMsw } from '../../../test/harness';

const server = setupMsw();

describe('Forgot password', () => {
  it('validates the e-mail', async () => {
    const user = userEvent.setup();
    await renderSettled(<ForgotPasswordPage />, { route: '/forgot-password' });
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    // At the field and in the error summary.
    expect(await screen.findAllByText(MESSAGES.emailRequired)).toHaveLength(2);
    await user.type(screen.getByLabelText('Email'), 'x@y');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    // At the field and in the error summary.
    expect(await screen.findAllByText(MESSAGES.emailInvalid)).toHaveLength(2);
  });

  it('posts the e-mail and always shows the neutral message', async () => {
    const user = userEvent.setup();
    let body: unknown;
    server.use(
      http.post('/api/auth/forgot-password', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: MESSAGES.forgotPasswordSent });
      }),
    );
    await renderSettled(<ForgotPasswordPage />, { route: '/forgot-password' });
    await user.type(screen.getByLabelText('Email'), ' someone@example.org ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(MESSAGES.forgotPasswordSent)).toBeInTheDocument();
    expect(body).toEqual({ email: 'someone@example.org' });
    expect(screen.queryByRole('button', { name: 'Send reset link' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });

  it('says so when the link cannot be sent', async () => {
    const user = userEvent.setup();
    server.use(http.post('/api/auth/forgot-password', () => HttpResponse.error()));
    await renderSettled(<ForgotPasswordPage />, { route: '/forgot-password' });
    await user.type(screen.getByLabelText('Email'), 'someone@example.org');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The reset link could not be sent.');
  });
});

describe('Reset password (Set a new password)', () => {
  const route = '/reset-password#token=abcdefghijklmnop';

  it('without a token explains the link is invalid', async () => {
    await renderSettled(<ResetPasswordPage />, { route: '/reset-password' });
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.resetTokenInvalid);
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('checks length and confirmation', async () => {
    const user = userEvent.setup();
    await renderSettled(<ResetPasswordPage />, { route });
    expect(screen.getByRole('heading', { name: 'Set a new password' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    // At the field and in the error summary.
    expect(await screen.findAllByText('Password must be at least 12 characters')).toHaveLength(2);
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'long-enough-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'long-enough-2');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    // At the field and in the error summary.
    expect(await screen.findAllByText(MESSAGES.passwordsDoNotMatch)).toHaveLength(2);
  });

  it('posts token and password, then goes to /login with a notice', async () => {
    const user = userEvent.setup();
    let body: unknown;
    server.use(
      http.post('/api/auth/reset-password', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    await renderSettled(<ResetPasswordPage />, { route });
    await user.type(screen.getByLabelText('New password'), 'new-pass-2026');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-pass-2026');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    await screen.findByText('/login');
    expect(body).toEqual({ token: 'abcdefghijklmnop', password: 'new-pass-2026' });
    expect(currentLocation().state).toEqual({ notice: PASSWORD_SET_NOTICE });
  });

  it("shows the server's answer for an expired link", async () => {
    const user = userEvent.setup();
    server.use(http.post('/api/auth/reset-password', () => HttpResponse.json({ message: MESSAGES.resetTokenInvalid }, { status: 400 })));
    await renderSettled(<ResetPasswordPage />, { route });
    await user.type(screen.getByLabelText('New password'), 'new-pass-2026');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-pass-2026');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.resetTokenInvalid);
  });

  it('shows the per-network limit (429) in words', async () => {
    const user = userEvent.setup();
    server.use(http.post('/api/auth/reset-password', () => HttpResponse.json({ message: MESSAGES.tooManyRequests }, { status: 429 })));
    await renderSettled(<ResetPasswordPage />, { route });
    await user.type(screen.getByLabelText('New password'), 'new-pass-2026');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-pass-2026');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.tooManyRequests);
  });
});
