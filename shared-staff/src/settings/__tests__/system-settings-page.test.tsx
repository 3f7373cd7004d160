import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SYSTEM_SETTINGS_DEFAULTS, SYSTEM_SETTINGS_EFFECTS } from 'shared-domain';
import { SystemSettingsPage } from '../system-settings-page';
import { renderWithProviders, setupMsw } from '../../test/harness';

// The two-factor card of the page (its own tests: two-factor-card.test.tsx).
const server = setupMsw(
  http.get('/api/auth/two-factor', () => HttpResponse.json({ enabled: false, recoveryCodesLeft: 0, required: false })),
);
const settingsForm = () => screen.getByRole('form', { name: 'System Settings' });

/**
 * The page as an admin opens it on the default settings; `save` presses Save Settings, waits for the confirmation and
 * returns what was sent to the server.
 */
function openForAdmin() {
  const user = userEvent.setup();
  let sent: Record<string, Record<string, unknown>> | undefined;
  server.use(
    http.get('/api/settings', () => HttpResponse.json(SYSTEM_SETTINGS_DEFAULTS)),
    http.put('/api/settings', async ({ request }) => {
      sent = (await request.json()) as typeof sent;
      return HttpResponse.json(sent);
    }),
  );
  renderWithProviders(<SystemSettingsPage role="admin" />, { user: 'admin' });
  return {
    user,
    save: async () => {
      await user.click(within(settingsForm()).getByRole('button', { name: 'Save Settings' }));
      expect(await screen.findByText('System settings saved')).toBeInTheDocument();
      return sent!;
    },
  };
}

it('shows the account card and the five groups with the server values', async () => {
  server.use(
    http.get('/api/settings', () =>
      HttpResponse.json({
        ...SYSTEM_SETTINGS_DEFAULTS,
        internshipProgram: { ...SYSTEM_SETTINGS_DEFAULTS.internshipProgram, maxInternPerSupervisor: 7 },
      }),
    ),
  );
  renderWithProviders(<SystemSettingsPage role="admin" />, { user: 'admin' });
  expect(screen.getAllByText('Loading...').length).toBeGreaterThan(0);
  await screen.findByRole('form', { name: 'System Settings' });
  // The account card is loaded on demand (shared-ui).
  expect(await screen.findByRole('heading', { name: 'Account Settings' })).toBeInTheDocument();
  for (const title of ['Teacher Certification', 'Internship Program', 'Payment & Billing', 'System Notifications', 'Security']) {
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
  }
  expect(screen.getByLabelText('Max interns per supervisor')).toHaveValue(7);
  expect(screen.getByLabelText('Auto-notify before expiry (days)')).toHaveValue(30);
  expect(screen.getByLabelText('Auto-assign supervisors')).not.toBeChecked();
  expect(screen.getByLabelText('Payment reminders')).toBeChecked();
});

it('saves the settings for real, with the numbers as numbers', async () => {
  const { user, save } = openForAdmin();
  const field = await screen.findByLabelText('Max interns per supervisor');
  await user.clear(field);
  await user.type(field, '3');
  await user.click(screen.getByLabelText('Auto-assign supervisors'));
  const sent = await save();
  expect(sent.internshipProgram).toEqual({
    ...SYSTEM_SETTINGS_DEFAULTS.internshipProgram,
    maxInternPerSupervisor: 3,
    autoAssignSupervisors: true,
  });
});

it("Security: 'Supervisors see only their assigned teachers' is on by default, says what it does, and turns off", async () => {
  const { user, save } = openForAdmin();
  const security = within(await screen.findByRole('region', { name: 'Security' }));
  const box = security.getByRole('checkbox', { name: 'Supervisors see only their assigned teachers' });
  expect(box).toBeChecked();
  expect(box).toHaveAccessibleDescription(SYSTEM_SETTINGS_EFFECTS.security.limitSupervisorsToOwnTeachers);
  expect(box).toHaveAccessibleDescription(/any other record is not found/);
  await user.click(box);
  const sent = await save();
  expect(sent.security).toEqual({ ...SYSTEM_SETTINGS_DEFAULTS.security, limitSupervisorsToOwnTeachers: false });
  // The other groups go with it unchanged (a PUT replaces the settings).
  expect(sent.internshipProgram).toEqual(SYSTEM_SETTINGS_DEFAULTS.internshipProgram);
});

it('checks the values with the schema and shows the server field errors', async () => {
  const user = userEvent.setup();
  server.use(
    http.get('/api/settings', () => HttpResponse.json(SYSTEM_SETTINGS_DEFAULTS)),
    http.put('/api/settings', () =>
      HttpResponse.json(
        {
          message: 'paymentAndBilling.defaultPaymentTerms: too long',
          fieldErrors: { 'paymentAndBilling.defaultPaymentTerms': 'Terms too long' },
        },
        { status: 400 },
      ),
    ),
  );
  renderWithProviders(<SystemSettingsPage role="admin" />);
  const field = await screen.findByLabelText('Max interns per supervisor');
  await user.clear(field);
  await user.type(field, '0');
  await user.click(within(settingsForm()).getByRole('button', { name: 'Save Settings' }));
  // At the field and in the error summary, which links to it.
  expect(await screen.findAllByText('Max interns per supervisor must be 1 or more')).toHaveLength(2);
  await user.clear(field);
  await user.type(field, '4');
  await user.click(within(settingsForm()).getByRole('button', { name: 'Save Settings' }));
  const summary = await screen.findByRole('alert', { name: 'There is a problem' });
  await waitFor(() =>
    expect(
      within(summary)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Terms too long']),
  );
  expect(screen.getAllByText('Terms too long')).toHaveLength(2);
  expect(screen.queryByText('Failed to save system settings')).not.toBeInTheDocument();
});

it('is read-only for a supervisor', async () => {
  server.use(http.get('/api/settings', () => HttpResponse.json(SYSTEM_SETTINGS_DEFAULTS)));
  renderWithProviders(<SystemSettingsPage role="supervisor" />, { user: 'supervisor' });
  expect(await screen.findByLabelText('Max interns per supervisor')).toBeDisabled();
  expect(screen.queryByRole('button', { name: 'Save Settings' })).not.toBeInTheDocument();
  expect(screen.getByText('Only an administrator can change the system settings.')).toBeInTheDocument();
  // Their own account is still theirs to change.
  expect(await screen.findByRole('button', { name: 'Update Password' })).toBeEnabled();
});

it('shows an error when the settings cannot be loaded', async () => {
  server.use(http.get('/api/settings', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
  renderWithProviders(<SystemSettingsPage role="admin" />);
  expect(await screen.findByText('Failed to load system settings. Please try again later.')).toBeInTheDocument();
});

it("Security: the idle times and 'Require two-factor for admins' are on the form and saved", async () => {
  const { save, user } = openForAdmin();
  await screen.findByRole('form', { name: 'System Settings' });
  const staffIdle = screen.getByLabelText('Sign admins and supervisors out after idle (minutes)');
  expect(staffIdle).toHaveValue(30);
  expect(screen.getByLabelText('Sign schools and teachers out after idle (minutes)')).toHaveValue(120);
  await user.clear(staffIdle);
  await user.type(staffIdle, '15');
  await user.click(screen.getByLabelText('Require two-factor for admins'));
  const sent = await save();
  expect(sent.security).toEqual({ ...SYSTEM_SETTINGS_DEFAULTS.security, staffIdleMinutes: 15, requireTwoFactorForAdmins: true });
});

it('Observation Form (T-TESS): every dimension is observed by default; one unticked for residencies leaves that list', async () => {
  const { user, save } = openForAdmin();
  const group = within(await screen.findByRole('region', { name: 'Observation Form (T-TESS)' }));
  const residency = within(group.getByRole('group', { name: 'Residency' }));
  expect(residency.getAllByRole('checkbox').filter((b) => (b as HTMLInputElement).checked)).toHaveLength(16);
  await user.click(residency.getByRole('checkbox', { name: '4.4 School Community Involvement' }));
  const sent = await save();
  expect(sent.observationForm.residency).toEqual(SYSTEM_SETTINGS_DEFAULTS.observationForm.residency.slice(0, 15));
  expect(sent.observationForm.intern).toEqual(SYSTEM_SETTINGS_DEFAULTS.observationForm.intern);
});
