import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useAccountSettings, useAuthStore } from 'shared-auth';
import { makeUser, renderWithProviders, setupMsw } from '../../test/harness';
import { AccountLinkButton } from '../account-link-button';
import { AccountSettingsCard } from '../account-settings-card';

// The card as the settings pages render it: the account calls come from shared-auth.
function AccountCard() {
  return <AccountSettingsCard {...useAccountSettings()} />;
}

const server = setupMsw();

const admin = makeUser('admin');

const renderCard = (ui = <AccountCard />) => renderWithProviders(ui, { user: admin });

const emailForm = () => screen.getByRole('form', { name: 'Change Email' });
const passwordForm = () => screen.getByRole('form', { name: 'Change Password' });

it('changes the e-mail for real and updates the signed-in user', async () => {
  const user = userEvent.setup();
  let sent: unknown;
  server.use(
    http.put('/api/auth/email', async ({ request }) => {
      sent = await request.json();
      return HttpResponse.json({ success: true, user: { ...admin, email: 'new@example.org' } });
    }),
  );
  renderCard();
  expect(screen.getByRole('heading', { name: 'Account Settings' })).toBeInTheDocument();
  const form = emailForm();
  await user.clear(within(form).getByLabelText(/New Email/));
  await user.type(within(form).getByLabelText(/New Email/), 'new@example.org');
  await user.type(within(form).getByLabelText(/Current Password/), 'demo-pass-2026');
  await user.click(within(form).getByRole('button', { name: 'Update Email' }));
  expect(await within(form).findByText('Email updated successfully')).toBeInTheDocument();
  expect(sent).toEqual({ email: 'new@example.org', currentPassword: 'demo-pass-2026' });
  expect(useAuthStore.getState().user?.email).toBe('new@example.org');
  expect(JSON.parse(localStorage.getItem('userData') ?? '{}').email).toBe('new@example.org');
});

it('shows the failure text and the server field message when the e-mail change fails', async () => {
  const user = userEvent.setup();
  server.use(
    http.put('/api/auth/email', () =>
      HttpResponse.json(
        { message: 'currentPassword: wrong', fieldErrors: { currentPassword: 'Current password is incorrect' } },
        { status: 400 },
      ),
    ),
  );
  renderCard();
  const form = emailForm();
  await user.type(within(form).getByLabelText(/Current Password/), 'nope');
  await user.click(within(form).getByRole('button', { name: 'Update Email' }));
  expect(await within(form).findByText('Failed to update email')).toBeInTheDocument();
  expect(within(form).getAllByText('Current password is incorrect')).toHaveLength(2); // field and error summary
  expect(useAuthStore.getState().user?.email).toBe('admin@example.org');
});

it('checks on the client that the new passwords match, without a call', async () => {
  const user = userEvent.setup();
  renderCard();
  const form = passwordForm();
  await user.type(within(form).getByLabelText(/Current Password/), 'demo-pass-2026');
  await user.type(within(form).getByLabelText(/^New Password/), 'another-pass-1');
  await user.type(within(form).getByLabelText(/Confirm New Password/), 'another-pass-2');
  await user.click(within(form).getByRole('button', { name: 'Update Password' }));
  expect(await within(form).findAllByText('Passwords do not match')).toHaveLength(2); // field and error summary
});

it('changes the password, or says it failed', async () => {
  const user = userEvent.setup();
  let sent: unknown;
  server.use(
    http.put('/api/auth/password', async ({ request }) => {
      sent = await request.json();
      return HttpResponse.json({ success: true });
    }),
  );
  renderCard();
  const form = passwordForm();
  const fill = async () => {
    await user.type(within(form).getByLabelText(/Current Password/), 'demo-pass-2026');
    await user.type(within(form).getByLabelText(/^New Password/), 'another-pass-1');
    await user.type(within(form).getByLabelText(/Confirm New Password/), 'another-pass-1');
    await user.click(within(form).getByRole('button', { name: 'Update Password' }));
  };
  await fill();
  expect(await within(form).findByText('Password updated successfully')).toBeInTheDocument();
  expect(sent).toEqual({ currentPassword: 'demo-pass-2026', newPassword: 'another-pass-1' });
  expect(within(form).getByLabelText(/Current Password/)).toHaveValue('');

  server.use(http.put('/api/auth/password', () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
  await fill();
  expect(await within(form).findByText('Failed to update password')).toBeInTheDocument();
  expect(within(form).queryByText('Password updated successfully')).not.toBeInTheDocument();
});

it('sends a link and shows the answer, or why it failed', async () => {
  const user = userEvent.setup();
  const send = jest
    .fn()
    .mockResolvedValueOnce({ text: 'A password reset link was sent to s@example.org', failed: false })
    .mockResolvedValueOnce({ text: 'Supervisor not found', failed: true });
  renderCard(<AccountLinkButton label="Send password reset" send={send} />);
  await user.click(screen.getByRole('button', { name: 'Send password reset' }));
  expect(await screen.findByRole('status')).toHaveTextContent('A password reset link was sent to s@example.org');
  await user.click(screen.getByRole('button', { name: 'Send password reset' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Supervisor not found');
  expect(send).toHaveBeenCalledTimes(2);
});
