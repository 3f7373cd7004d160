import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SchoolListPage } from '../list/school-list-page';
import { makeSchool, renderWithProviders, setupMsw } from '../../test/harness';

const server = setupMsw();
const download = jest.fn();
jest.mock('shared-ui/staff', () => ({ ...jest.requireActual('shared-ui/staff'), downloadCsv: (...args: unknown[]) => download(...args) }));

const schools = [
  makeSchool({ supervisors: [{ _id: 's1', name: { first: 'Maria', last: 'Lopez' }, email: 'm@example.org', status: 'active' }] }),
  makeSchool({
    _id: '44444444-4444-4444-8444-444444444444',
    name: 'Pending Prep',
    districtName: 'Dallas ISD',
    status: 'inactive',
    currentInterns: 0,
    ncesId: '481234500001',
  }),
  makeSchool({ _id: '55555555-5555-4555-8555-555555555555', name: 'Zilker Elementary', districtName: 'Austin ISD', currentInterns: 1 }),
];
const table = () => screen.getByRole('table', { name: 'Schools' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

it('shows Loading... then the schools with the spec columns; inactive ones as awaiting approval', async () => {
  server.use(http.get('/api/schools/all', () => HttpResponse.json(schools)));
  renderWithProviders(<SchoolListPage role="admin" />);
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  await screen.findByRole('table', { name: 'Schools' });
  for (const h of ['Status', 'School Name', 'District', 'Supervisors', 'Current Interns', 'NCES', 'Actions']) {
    expect(within(table()).getByRole('columnheader', { name: new RegExp(`^${h}`) })).toBeInTheDocument();
  }
  expect(bodyRows()[0]).toHaveTextContent(/Active.*Austin High.*Austin ISD.*1.*3.*484800000001/);
  expect(bodyRows()[1]).toHaveTextContent(/Awaiting approval.*Pending Prep.*Dallas ISD/);
  expect(within(bodyRows()[1]).getByRole('link', { name: 'View Details: Pending Prep' })).toHaveAttribute(
    'href',
    '/admin/schools/44444444-4444-4444-8444-444444444444',
  );
  expect(screen.getByRole('link', { name: 'Add School' })).toHaveAttribute('href', '/admin/schools/add');
  expect(screen.getByText('1 awaiting approval')).toBeInTheDocument();
});

it('searches by name or district, filters by status, and says when nothing matches', async () => {
  const user = userEvent.setup();
  server.use(http.get('/api/schools/all', () => HttpResponse.json(schools)));
  renderWithProviders(<SchoolListPage role="admin" />, { route: '/admin/schools' });
  const search = await screen.findByPlaceholderText('Search schools...');
  await user.type(search, 'DALLAS');
  expect(bodyRows()).toHaveLength(1);
  expect(bodyRows()[0]).toHaveTextContent('Pending Prep');
  await user.clear(search);
  await user.type(search, 'zilker');
  expect(bodyRows()).toHaveLength(1);
  await user.clear(search);
  const status = screen.getByRole('combobox', { name: 'Status' });
  expect(
    within(status)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['All Status', 'Active', 'Awaiting approval']);
  await user.selectOptions(status, 'inactive');
  expect(bodyRows()).toHaveLength(1);
  expect(screen.getByTestId('location')).toHaveTextContent('?status=inactive');
  await user.selectOptions(status, 'active');
  expect(bodyRows()).toHaveLength(2);
  await user.type(search, 'nowhere');
  expect(screen.getByText('No schools found')).toBeInTheDocument();
});

it('opens with the status from the URL (the dashboard alert links there)', async () => {
  server.use(http.get('/api/schools/all', () => HttpResponse.json(schools)));
  renderWithProviders(<SchoolListPage role="admin" />, { route: '/admin/schools?status=inactive' });
  await screen.findByRole('table', { name: 'Schools' });
  expect(bodyRows()).toHaveLength(1);
  expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('inactive');
});

it('shows No schools found for an empty list', async () => {
  server.use(http.get('/api/schools/all', () => HttpResponse.json([])));
  renderWithProviders(<SchoolListPage role="admin" />);
  expect(await screen.findByText('No schools found')).toBeInTheDocument();
});

it('shows the fetch error', async () => {
  server.use(http.get('/api/schools/all', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
  renderWithProviders(<SchoolListPage role="admin" />);
  expect(await screen.findByText('Failed to fetch schools. Please try again later.')).toBeInTheDocument();
});

it('is read-only for a supervisor', async () => {
  server.use(http.get('/api/schools/all', () => HttpResponse.json(schools)));
  renderWithProviders(<SchoolListPage role="supervisor" />, { user: 'supervisor' });
  await screen.findByRole('table', { name: 'Schools' });
  expect(screen.queryByRole('link', { name: 'Add School' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /View Details/ })).not.toBeInTheDocument();
});

it('exports the filtered schools as CSV', async () => {
  const user = userEvent.setup();
  server.use(http.get('/api/schools/all', () => HttpResponse.json(schools)));
  renderWithProviders(<SchoolListPage role="admin" />, { route: '/admin/schools?status=active' });
  await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
  const [name, rows] = download.mock.calls[0] as [string, Record<string, unknown>[]];
  expect(name).toMatch(/^schools-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(rows.map((r) => r.name)).toEqual(['Austin High', 'Zilker Elementary']);
});
