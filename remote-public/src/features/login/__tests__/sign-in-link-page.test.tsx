import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MESSAGES } from 'shared-domain';
import { useAuthStore } from 'shared-auth';
import { SignInLinkPage } from '../sign-in-link-page';
import { renderWithProviders, setupMsw } from '../../../test/harness';

const server = setupMsw();
const teacher = { email: 'teacher@example.org', role: 'teacher', createdAt: '2026-01-01T00:00:00.000Z', profile: 't1' };

test('"E-mail me a sign-in link" answers the same for any address, after checking its form', async () => {
  const sent: unknown[] = [];
  server.use(
    http.post('/api/auth/sign-in-link', async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ success: true, message: MESSAGES.signInLinkSent }, { status: 202 });
    }),
  );
  const { user } = renderWithProviders(<SignInLinkPage />, { route: '/login/link', path: '/login/link' });
  await user.type(screen.getByLabelText('Email'), 'nobody');
  await user.click(screen.getByRole('button', { name: 'E-mail me a sign-in link' }));
  expect(screen.getByText(MESSAGES.emailInvalid)).toBeInTheDocument();
  expect(sent).toEqual([]);
  await user.clear(screen.getByLabelText('Email'));
  await user.type(screen.getByLabelText('Email'), 'nobody@example.org');
  await user.click(screen.getByRole('button', { name: 'E-mail me a sign-in link' }));
  expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.signInLinkSent);
  expect(sent).toEqual([{ email: 'nobody@example.org' }]);
});

test('the e-mailed link signs the teacher in and lands on the teacher dashboard', async () => {
  const tokens: unknown[] = [];
  server.use(
    http.post('/api/auth/sign-in-link/redeem', async ({ request }) => {
      tokens.push(await request.json());
      return HttpResponse.json({ success: true, token: 'tok', user: teacher, message: 'ok', expiresAt: Date.now() + 86_400_000 });
    }),
  );
  const { location } = renderWithProviders(<SignInLinkPage />, { route: '/login/link#token=abcdefghijkl', path: '/login/link' });
  await waitFor(() => expect(location().pathname).toBe('/teacher/dashboard'));
  expect(tokens).toEqual([{ token: 'abcdefghijkl' }]);
  expect(useAuthStore.getState().user?.role).toBe('teacher');
});

test('a used or expired link says so and offers a new one', async () => {
  server.use(
    http.post('/api/auth/sign-in-link/redeem', () =>
      HttpResponse.json({ message: MESSAGES.signInLinkInvalid, fieldErrors: { token: MESSAGES.signInLinkInvalid } }, { status: 400 }),
    ),
  );
  renderWithProviders(<SignInLinkPage />, { route: '/login/link#token=abcdefghijkl', path: '/login/link' });
  expect(await screen.findByText(MESSAGES.signInLinkInvalid)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'E-mail me a new sign-in link' })).toHaveAttribute('href', '/login/link');
});

test('a link e-mailed in the older ?token= form still signs in, its token moved out of the query string', async () => {
  const tokens: unknown[] = [];
  server.use(
    http.post('/api/auth/sign-in-link/redeem', async ({ request }) => {
      tokens.push(await request.json());
      return HttpResponse.json(
        { message: MESSAGES.signInLinkInvalid, fieldErrors: { token: MESSAGES.signInLinkInvalid } },
        { status: 400 },
      );
    }),
  );
  const { location } = renderWithProviders(<SignInLinkPage />, { route: '/login/link?token=abcdefghijkl', path: '/login/link' });
  expect(await screen.findByText(MESSAGES.signInLinkInvalid)).toBeInTheDocument();
  expect(tokens).toEqual([{ token: 'abcdefghijkl' }]);
  expect(location()).toMatchObject({ pathname: '/login/link', search: '', hash: '#token=abcdefghijkl' });
});
