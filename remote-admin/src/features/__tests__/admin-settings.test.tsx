import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SYSTEM_SETTINGS_DEFAULTS, type AuditEntry } from 'shared-domain';
import { AdminSettings } from '../staff-pages';
import { renderWithProviders, setupMsw } from '../../test/harness';

const server = setupMsw();

const change: AuditEntry = {
  _id: 'a1',
  at: '2026-03-02T10:00:00.000Z',
  actor: 'admin@example.org',
  action: 'update',
  changes: [
    { field: 'internshipProgram.maxInternPerSupervisor', from: 6, to: 8 },
    { field: 'systemNotifications.paymentReminders', from: true, to: false },
  ],
};

it('lists the recent settings changes by setting name, who and when, once opened', async () => {
  const user = userEvent.setup();
  const asked: string[] = [];
  server.use(
    http.get('/api/settings', () => HttpResponse.json(SYSTEM_SETTINGS_DEFAULTS)),
    http.get('/api/audit', ({ request }) => {
      asked.push(new URL(request.url).search);
      return HttpResponse.json([change]);
    }),
  );
  renderWithProviders(<AdminSettings />);
  await screen.findByRole('form', { name: 'System Settings' });
  const panel = screen.getByRole('region', { name: 'Recent Changes' });
  expect(asked).toEqual([]);
  await user.click(within(panel).getByText('Show who changed what and when'));
  expect(await within(panel).findByText('Internship Program: Max interns per supervisor: 6 → 8')).toBeInTheDocument();
  expect(within(panel).getByText('System Notifications: Payment reminders: true → false')).toBeInTheDocument();
  expect(within(panel).getByText(/by admin@example\.org/)).toHaveTextContent('Mar 2, 2026 by admin@example.org');
  expect(asked).toEqual(['?entity=settings']);
});

it('says under each setting what it does', async () => {
  server.use(http.get('/api/settings', () => HttpResponse.json(SYSTEM_SETTINGS_DEFAULTS)));
  renderWithProviders(<AdminSettings />);
  await screen.findByRole('form', { name: 'System Settings' });
  expect(screen.getByRole('checkbox', { name: 'Require document verification' })).toHaveAccessibleDescription(
    "An uploaded form counts as done only once an admin ticks 'Verified'.",
  );
  expect(screen.getByRole('checkbox', { name: 'Auto-assign supervisors' })).toHaveAccessibleDescription(/most room/);
  expect(screen.getByRole('checkbox', { name: 'Auto-send invoices' })).toHaveAccessibleDescription(
    /invoice as soon as the charge is added/,
  );
  expect(screen.getByRole('checkbox', { name: 'Payment reminders' })).toHaveAccessibleDescription('Send the payment-due reminders.');
  expect(screen.queryByText(/not in effect/)).not.toBeInTheDocument();
});
