import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MESSAGES } from 'shared-domain';
import SupervisorEditPage from '../supervisor-edit-page';
import { makeSchool, makeSupervisor, renderWithProviders, setupMsw } from '../../../test/harness';

const server = setupMsw();
const ID = '11111111-1111-4111-8111-111111111111';
const render = () =>
  renderWithProviders(<SupervisorEditPage />, { route: `/admin/supervisors/${ID}/edit`, path: '/admin/supervisors/:id/edit' });

beforeEach(() => server.use(http.get('/api/schools/all', () => HttpResponse.json([makeSchool()]))));

it('loads every field and saves with PATCH and the version it started from', async () => {
  const user = userEvent.setup();
  let body: Record<string, unknown> | undefined;
  server.use(
    http.get(`/api/supervisors/${ID}`, () => HttpResponse.json(makeSupervisor())),
    http.patch(`/api/supervisors/${ID}`, async ({ request }) => {
      body = (await request.json()) as Record<string, unknown>;
      return HttpResponse.json(makeSupervisor({ settings: { ...makeSupervisor().settings, maxTeachers: 7 } }));
    }),
  );
  render();
  expect(await screen.findByRole('heading', { name: 'Edit Supervisor' })).toBeInTheDocument();
  expect(screen.getByLabelText(/^First Name/)).toHaveValue('Maria');
  expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('active');
  expect(screen.getByLabelText(/^Maximum Teachers/)).toHaveValue(5);
  expect(screen.getByRole('checkbox', { name: 'Available for new teacher assignments' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Email notifications' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'SMS notifications' })).not.toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Mathematics' })).toBeChecked();
  expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', `/admin/supervisors/${ID}`);

  await user.clear(screen.getByLabelText(/^Maximum Teachers/));
  await user.type(screen.getByLabelText(/^Maximum Teachers/), '7');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'inactive');
  await user.click(screen.getByRole('checkbox', { name: 'SMS notifications' }));
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText(`/admin/supervisors/${ID}`)).toBeInTheDocument();
  expect(body).toMatchObject({
    status: 'inactive',
    settings: { maxTeachers: 7, availableForNewTeachers: true, notificationPreferences: { email: true, sms: true } },
    credentials: { specializations: ['Mathematics', 'ESL'] },
    updatedAt: '2025-08-01T12:00:00.000Z',
  });
});

it('keeps the rules: years 0 or more, maximum teachers 1 or more, required names', async () => {
  const user = userEvent.setup();
  server.use(http.get(`/api/supervisors/${ID}`, () => HttpResponse.json(makeSupervisor())));
  render();
  await user.clear(await screen.findByLabelText(/^Maximum Teachers/));
  await user.type(screen.getByLabelText(/^Maximum Teachers/), '0');
  await user.clear(screen.getByLabelText(/^Years of Experience/));
  await user.type(screen.getByLabelText(/^Years of Experience/), '-1');
  await user.clear(screen.getByLabelText(/^First Name/));
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findAllByText('Maximum teachers must be 1 or more')).toHaveLength(2); // field and error summary
  expect(screen.getAllByText('Years of experience must be 0 or more')).toHaveLength(2);
  expect(screen.getAllByText('First name is required')).toHaveLength(2);
});

it('says so when someone else saved first, and shows their version', async () => {
  const user = userEvent.setup();
  const newer = makeSupervisor({ name: { first: 'Mariana', last: 'Lopez' }, updatedAt: '2025-09-01T00:00:00.000Z' });
  server.use(
    http.get(`/api/supervisors/${ID}`, () => HttpResponse.json(makeSupervisor())),
    http.patch(`/api/supervisors/${ID}`, () => HttpResponse.json({ message: MESSAGES.staleRecord, current: newer }, { status: 409 })),
  );
  render();
  await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
  const box = await screen.findByRole('alert');
  expect(box).toHaveTextContent('Someone else saved this supervisor first');
  expect(box).toHaveTextContent(MESSAGES.staleRecord);
  expect(screen.getByLabelText(/^First Name/)).toHaveValue('Mariana');
});

it('shows Failed to load supervisor data', async () => {
  server.use(http.get(`/api/supervisors/${ID}`, () => HttpResponse.json({ message: 'x' }, { status: 500 })));
  render();
  expect(await screen.findByText(MESSAGES.supervisorDataFailed)).toBeInTheDocument();
});
