import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import { SupervisorListPage } from '../list/supervisor-list-page';
import { makeSupervisor, renderWithProviders, setupMsw } from '../../test/harness';

const server = setupMsw();
const download = jest.fn();
jest.mock('shared-ui/staff', () => ({ ...jest.requireActual('shared-ui/staff'), downloadCsv: (...args: unknown[]) => download(...args) }));

const two = [
  makeSupervisor({
    assignedTeachers: [
      {
        _id: 'a1',
        teacher: { _id: 't1', name: { first: 'Ann', last: 'Kim' }, program: null },
        startDate: '',
        endDate: '',
        status: 'active',
      },
    ],
  }),
  makeSupervisor({
    _id: '33333333-3333-4333-8333-333333333333',
    name: { first: 'Tom', last: 'Baker' },
    email: 'tom@example.org',
    status: 'inactive',
    school: null,
  }),
];

it('shows Loading... and then the columns of the spec with the assigned teachers count', async () => {
  server.use(http.get('/api/supervisors/all', async () => (await delay(30), HttpResponse.json(two))));
  renderWithProviders(<SupervisorListPage role="admin" />, { user: 'admin' });
  expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  const table = await screen.findByRole('table', { name: 'Field supervisors' });
  for (const h of ['Status', 'Last Name', 'First Name', 'School', 'Email', 'Assigned Teachers', 'Actions']) {
    expect(within(table).getByRole('columnheader', { name: new RegExp(h) })).toBeInTheDocument();
  }
  const rows = within(table).getAllByRole('row');
  // Sorted by last name: Baker, then Lopez.
  expect(rows[1]).toHaveTextContent(/Inactive.*Baker.*Tom.*Not assigned.*tom@example.org.*0 \/ 5/);
  expect(rows[2]).toHaveTextContent(/Active.*Lopez.*Maria.*Austin High.*maria@example.org.*1 \/ 5/);
  expect(within(rows[2]).getByRole('link', { name: 'View Details: Maria Lopez' })).toHaveAttribute(
    'href',
    '/admin/supervisors/11111111-1111-4111-8111-111111111111',
  );
  expect(screen.getByRole('link', { name: 'Add Supervisor' })).toHaveAttribute('href', '/admin/supervisors/add');
});

it('keeps showing Loading... for at least 1 second (product spec §9)', async () => {
  globalThis.__TEST_NO_DELAYS__ = false;
  try {
    server.use(http.get('/api/supervisors/all', () => HttpResponse.json(two)));
    const started = Date.now();
    renderWithProviders(<SupervisorListPage role="admin" />);
    await screen.findByRole('table', { name: 'Field supervisors' }, { timeout: 3000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  } finally {
    globalThis.__TEST_NO_DELAYS__ = true;
  }
});

it('says so when there are no supervisors', async () => {
  server.use(http.get('/api/supervisors/all', () => HttpResponse.json([])));
  renderWithProviders(<SupervisorListPage role="admin" />);
  expect(await screen.findByText('No supervisors found')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
});

it('shows the fetch error with the failed request', async () => {
  server.use(http.get('/api/supervisors/all', () => HttpResponse.json({ message: 'Database down' }, { status: 500 })));
  renderWithProviders(<SupervisorListPage role="admin" />);
  expect(await screen.findByText('Failed to fetch supervisors. Please try again later.', {}, { timeout: 4000 })).toBeInTheDocument();
  expect(screen.getByText(/GET \/api\/supervisors\/all/)).toBeInTheDocument();
});

it('is read-only for a supervisor: no add, no details', async () => {
  server.use(http.get('/api/supervisors/all', () => HttpResponse.json(two)));
  renderWithProviders(<SupervisorListPage role="supervisor" />, { user: 'supervisor' });
  await screen.findByRole('table', { name: 'Field supervisors' });
  expect(screen.queryByRole('link', { name: 'Add Supervisor' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /View Details/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('columnheader', { name: /Actions/ })).not.toBeInTheDocument();
});

it('exports the list as CSV', async () => {
  server.use(http.get('/api/supervisors/all', () => HttpResponse.json(two)));
  renderWithProviders(<SupervisorListPage role="admin" />);
  await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
  expect(download).toHaveBeenCalledTimes(1);
  const [name, rows] = download.mock.calls[0] as [string, Record<string, unknown>[]];
  expect(name).toMatch(/^supervisors-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(rows).toHaveLength(2);
  expect(rows[0]).toMatchObject({ lastName: 'Lopez', school: 'Austin High', assignedTeachers: 1 });
});
