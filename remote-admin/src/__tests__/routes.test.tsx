import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import AdminRoutes from '../routes';
import { makeAdminDashboard, renderWithProviders, setupMsw } from '../test/harness';

const server = setupMsw();

it('shows the admin menu and sends unknown paths to the dashboard', async () => {
  server.use(
    http.get('/api/dashboard', () => HttpResponse.json(makeAdminDashboard())),
    http.get('/api/requests/all', () => HttpResponse.json({ requests: [] })),
  );
  renderWithProviders(<AdminRoutes />, { route: '/admin/no-such-page', path: '/admin/*' });
  expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 }, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/admin/dashboard');
  const nav = screen.getByRole('navigation', { name: 'Main' });
  expect(
    within(nav)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]),
  ).toEqual([
    ['Dashboard', '/admin/dashboard'],
    ['Teachers', '/admin/teachers'],
    ['Field Supervision', '/admin/compliance'],
    ['Year-end report', '/admin/reports/asep'],
    ['Pipeline', '/admin/pipeline'],
    ['Requests', '/admin/requests'],
    ['Schools', '/admin/schools'],
    ['Field Supervisors', '/admin/supervisors'],
    ['Settings', '/admin/settings'],
    ['Inquiries', '/admin/inquiries'],
    ['Outbox', '/admin/outbox'],
    ['Scheduled Jobs', '/admin/jobs'],
    ['Client errors', '/admin/client-errors'],
  ]);
});

it('mounts the shared supervisors list at /admin/supervisors', async () => {
  server.use(http.get('/api/supervisors/all', () => HttpResponse.json([])));
  renderWithProviders(<AdminRoutes />, { route: '/admin/supervisors', path: '/admin/*' });
  expect(await screen.findByText('No supervisors found', {}, { timeout: 8000 })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Add Supervisor' })).toHaveAttribute('href', '/admin/supervisors/add');
});
