import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SYSTEM_SETTINGS_DEFAULTS, type Supervisor } from 'shared-domain';
import { makeSupervisor, renderWithProviders, setupMsw, SUPERVISOR_ID } from '../../../test/harness';
import SettingsPage from '../settings-page';

const server = setupMsw();

function serve(supervisor: Supervisor = makeSupervisor()) {
  server.use(
    http.get(`/api/supervisors/${SUPERVISOR_ID}`, () => HttpResponse.json(supervisor)),
    http.get('/api/settings', () => HttpResponse.json(SYSTEM_SETTINGS_DEFAULTS)),
  );
}

const preferences = () => screen.findByRole('form', { name: 'My preferences' });

test('shows the account card, my preferences as stored, and the system settings read-only', async () => {
  serve(
    makeSupervisor({ settings: { maxTeachers: 5, availableForNewTeachers: false, notificationPreferences: { email: true, sms: false } } }),
  );
  renderWithProviders(<SettingsPage />, { route: '/supervisor/settings' });
  expect(await screen.findByRole('heading', { name: 'Account Settings' })).toBeInTheDocument();
  const form = await preferences();
  expect(within(form).getByRole('checkbox', { name: 'Email notifications' })).toBeChecked();
  expect(within(form).getByRole('checkbox', { name: 'SMS notifications' })).not.toBeChecked();
  expect(within(form).getByRole('checkbox', { name: 'Available for new teacher assignments' })).not.toBeChecked();
  const system = await screen.findByRole('form', { name: 'System Settings' });
  expect(within(system).getByText('Only an administrator can change the system settings.')).toBeInTheDocument();
  expect(within(system).getByText('Internship Program')).toBeInTheDocument();
  expect(within(system).getAllByRole('checkbox').length).toBeGreaterThan(0);
  for (const control of within(system).getAllByRole('checkbox')) expect(control).toBeDisabled();
  for (const control of within(system).queryAllByRole('spinbutton')) expect(control).toBeDisabled();
  expect(within(system).queryByRole('button', { name: 'Save Settings' })).not.toBeInTheDocument();
});

test('saves my preferences with PATCH supervisors/{me} { settings, updatedAt }', async () => {
  const stored = makeSupervisor({ updatedAt: '2026-01-02T10:00:00.000Z' });
  serve(stored);
  let body: unknown = null;
  server.use(
    http.patch(`/api/supervisors/${SUPERVISOR_ID}`, async ({ request }) => {
      body = await request.json();
      const patch = body as { settings: Supervisor['settings'] };
      return HttpResponse.json({ ...stored, settings: { ...stored.settings, ...patch.settings }, updatedAt: '2026-01-02T11:00:00.000Z' });
    }),
  );
  const user = userEvent.setup();
  renderWithProviders(<SettingsPage />, { route: '/supervisor/settings' });
  const form = await preferences();
  await user.click(within(form).getByRole('checkbox', { name: 'SMS notifications' }));
  await user.click(within(form).getByRole('checkbox', { name: 'Available for new teacher assignments' }));
  await user.click(within(form).getByRole('button', { name: 'Save Preferences' }));
  expect(await screen.findByText('Preferences saved')).toBeInTheDocument();
  expect(body).toEqual({
    settings: { availableForNewTeachers: false, notificationPreferences: { email: true, sms: true } },
    updatedAt: '2026-01-02T10:00:00.000Z',
  });
  expect(within(form).getByRole('checkbox', { name: 'SMS notifications' })).toBeChecked();
});

test("shows the server's refusal and keeps the choices", async () => {
  serve();
  server.use(
    http.patch(`/api/supervisors/${SUPERVISOR_ID}`, () =>
      HttpResponse.json({ message: 'You do not have permission to do this' }, { status: 403 }),
    ),
  );
  const user = userEvent.setup();
  renderWithProviders(<SettingsPage />, { route: '/supervisor/settings' });
  const form = await preferences();
  await user.click(within(form).getByRole('checkbox', { name: 'SMS notifications' }));
  await user.click(within(form).getByRole('button', { name: 'Save Preferences' }));
  const alert = await within(form).findByRole('alert');
  expect(alert).toHaveTextContent('Failed to save preferences');
  expect(alert).toHaveTextContent('You do not have permission to do this');
  expect(within(form).getByRole('checkbox', { name: 'SMS notifications' })).toBeChecked();
});

test('SMS without a mobile number: the refusal shows in the error summary at the top and at the SMS choice, once each, in words', async () => {
  serve();
  const message = 'Text messages need a mobile number in international format, such as +15125550100';
  server.use(
    http.patch(`/api/supervisors/${SUPERVISOR_ID}`, () =>
      HttpResponse.json({ message: `contactInfo.phone: ${message}`, fieldErrors: { 'contactInfo.phone': message } }, { status: 400 }),
    ),
  );
  const user = userEvent.setup();
  renderWithProviders(<SettingsPage />, { route: '/supervisor/settings' });
  const form = await preferences();
  const sms = within(form).getByRole('checkbox', { name: 'SMS notifications' });
  await user.click(sms);
  await user.click(within(form).getByRole('button', { name: 'Save Preferences' }));
  const summary = await within(form).findByRole('alert', { name: 'There is a problem' });
  expect(summary).toHaveFocus();
  // At the top of the form, above the choices.
  expect(summary.compareDocumentPosition(sms) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  // The choice's words where the message does not name it; never the server's code path.
  expect(
    within(summary)
      .getAllByRole('link')
      .map((a) => a.textContent),
  ).toEqual(['SMS notifications: text messages need a mobile number in international format, such as +15125550100']);
  expect(form).not.toHaveTextContent('contactInfo');
  expect(sms).toHaveAccessibleDescription(expect.stringContaining(message));
  expect(within(form).getAllByText(/text messages need a mobile number/i)).toHaveLength(2);
  // No second box repeats it.
  expect(within(form).getAllByRole('alert')).toHaveLength(1);
  expect(within(form).queryByText('Failed to save preferences')).not.toBeInTheDocument();
  await user.click(within(summary).getByRole('link'));
  expect(sms).toHaveFocus();
  expect(sms).toBeChecked();
});

test('a stale save (409) shows the newer values and says why', async () => {
  serve();
  const newer = makeSupervisor({
    updatedAt: '2026-01-03T00:00:00.000Z',
    settings: { maxTeachers: 5, availableForNewTeachers: false, notificationPreferences: { email: false, sms: false } },
  });
  const stale = 'This record was changed by someone else. Review the newer version and apply your changes again.';
  server.use(http.patch(`/api/supervisors/${SUPERVISOR_ID}`, () => HttpResponse.json({ message: stale, current: newer }, { status: 409 })));
  const user = userEvent.setup();
  renderWithProviders(<SettingsPage />, { route: '/supervisor/settings' });
  const form = await preferences();
  await user.click(within(form).getByRole('checkbox', { name: 'SMS notifications' }));
  await user.click(within(form).getByRole('button', { name: 'Save Preferences' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent(stale);
  expect(within(form).getByRole('checkbox', { name: 'Email notifications' })).not.toBeChecked();
  expect(within(form).getByRole('checkbox', { name: 'Available for new teacher assignments' })).not.toBeChecked();
});

test('a failed load of my record says so and Retry loads it', async () => {
  let calls = 0;
  server.use(
    http.get(`/api/supervisors/${SUPERVISOR_ID}`, () =>
      ++calls === 1 ? HttpResponse.json({ message: 'Server error' }, { status: 500 }) : HttpResponse.json(makeSupervisor()),
    ),
    http.get('/api/settings', () => HttpResponse.json(SYSTEM_SETTINGS_DEFAULTS)),
  );
  const user = userEvent.setup();
  renderWithProviders(<SettingsPage />, { route: '/supervisor/settings' });
  expect(await screen.findByText('Failed to load supervisor data')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await preferences()).toBeInTheDocument();
});
