import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { SYSTEM_SETTINGS_DEFAULTS } from 'shared-domain';
import {
  makeSchool,
  makeSupervisor,
  makeSupervisedTeacher,
  renderWithProviders,
  setupMsw,
  SUPERVISOR_ID,
  teachersAll,
} from '../test/harness';
import SupervisorRoutes from '../routes';

// The record asks for the user's server-kept draft (none here).
const server = setupMsw(http.get('/api/drafts/teachers/:id', () => HttpResponse.json({ draft: null })));

const mine = makeSupervisedTeacher('Ana', 'Lopez');
const other = makeSupervisedTeacher('Dan', 'Evans', { supervisorId: '22222222-2222-4222-8222-222222222222' });
const school = makeSchool({ _id: '33333333-3333-4333-8333-333333333333', name: 'Lamar Elementary', currentInterns: 1 });

beforeEach(() => {
  server.use(
    teachersAll([mine, other]),
    http.get(`/api/teachers/${mine._id}`, () => HttpResponse.json(mine)),
    http.get(`/api/teachers/${mine._id}/history`, () => HttpResponse.json([])),
    http.get(`/api/supervisors/${SUPERVISOR_ID}`, () => HttpResponse.json(makeSupervisor())),
    http.get('/api/supervisors/all', () => HttpResponse.json([makeSupervisor()])),
    http.get('/api/schools/all', () => HttpResponse.json([school])),
    http.get('/api/settings', () => HttpResponse.json(SYSTEM_SETTINGS_DEFAULTS)),
  );
});

const renderArea = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/supervisor/*" element={<SupervisorRoutes />} />
    </Routes>,
    { route },
  );

test("the layout: 'Manage your staff' and the area's menu", async () => {
  renderArea('/supervisor/dashboard');
  expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  expect(screen.getByText('Manage your staff')).toBeInTheDocument();
  const nav = screen.getAllByRole('navigation').find((n) => within(n).queryByRole('link', { name: 'Field Supervisors' }));
  expect(nav).toBeDefined();
  const hrefs = within(nav as HTMLElement)
    .getAllByRole('link')
    .map((a) => [a.textContent?.trim(), a.getAttribute('href')]);
  expect(hrefs).toEqual([
    ['Dashboard', '/supervisor/dashboard'],
    ['Teachers', '/supervisor/teachers'],
    ['Field Supervisors', '/supervisor/supervisors'],
    ['Schools', '/supervisor/schools'],
    ['Settings', '/supervisor/settings'],
  ]);
});

test('an unknown path goes to the dashboard', async () => {
  renderArea('/supervisor/no/such/page');
  expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
});

test("teachers: the shared list with 'My teachers' on by default", async () => {
  renderArea('/supervisor/teachers');
  expect(await screen.findByRole('heading', { name: 'Teachers' })).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'My teachers' })).toBeChecked();
  expect(await screen.findByText('Lopez')).toBeInTheDocument();
  expect(screen.queryByText('Evans')).not.toBeInTheDocument();
});

test("teachers/:id opens the teacher's record", async () => {
  renderArea(`/supervisor/teachers/${mine._id}`);
  expect(await screen.findByRole('heading', { name: 'Ana Lopez' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Back to Teachers/ })).toHaveAttribute('href', '/supervisor/teachers');
});

test('teachers/add opens the add form', async () => {
  renderArea('/supervisor/teachers/add');
  expect(await screen.findByRole('heading', { name: 'Add New Teacher' })).toBeInTheDocument();
});

test('supervisors and schools are lists without add controls', async () => {
  const { unmount } = renderArea('/supervisor/supervisors');
  expect(await screen.findByRole('heading', { name: 'Field Supervisors' })).toBeInTheDocument();
  expect(await screen.findByText('Rivera')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Add Supervisor' })).not.toBeInTheDocument();
  unmount();
  renderArea('/supervisor/schools');
  expect(await screen.findByRole('heading', { name: 'Schools' })).toBeInTheDocument();
  expect(await screen.findByText('Lamar Elementary')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Add School' })).not.toBeInTheDocument();
});

test('settings: account, my preferences and the read-only system settings', async () => {
  renderArea('/supervisor/settings');
  expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Account Settings' })).toBeInTheDocument();
  expect(await screen.findByRole('form', { name: 'My preferences' })).toBeInTheDocument();
  expect(await screen.findByText('Only an administrator can change the system settings.')).toBeInTheDocument();
});
