import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SPECIALIZATIONS } from 'shared-domain';
import SupervisorAddPage from '../supervisor-add-page';
import { makeSchool, makeSupervisor, recordJson, renderWithProviders, setupMsw } from '../../../test/harness';

const server = setupMsw();
const SCHOOL_ID = '22222222-2222-4222-8222-222222222222';
const render = () => renderWithProviders(<SupervisorAddPage />, { route: '/admin/supervisors/add' });

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Email/), 'new.sv@example.org');
  await user.type(screen.getByLabelText(/^Password/), 'super-secret-1');
  await user.type(screen.getByLabelText(/^First Name/), 'Nia');
  await user.type(screen.getByLabelText(/^Last Name/), 'Ford');
  await user.type(screen.getByLabelText(/^Phone/), '512-555-0142');
  await user.type(screen.getByLabelText(/^Certification/), 'Master Teacher');
  await user.type(screen.getByLabelText(/^Years of Experience/), '6');
  await user.click(screen.getByRole('checkbox', { name: 'Science' }));
  await user.click(screen.getByRole('checkbox', { name: 'Music' }));
  await user.selectOptions(await screen.findByRole('combobox', { name: /Assigned School/ }), SCHOOL_ID);
}

beforeEach(() => server.use(http.get('/api/schools/all', () => HttpResponse.json([makeSchool()]))));

it('has the sections, the 11 specializations and the school select', async () => {
  render();
  expect(screen.getByRole('heading', { name: 'Add New Supervisor' })).toBeInTheDocument();
  for (const s of ['Account Information', 'Personal Information', 'Credentials'])
    expect(screen.getByRole('heading', { name: s })).toBeInTheDocument();
  const group = screen.getByRole('group', { name: 'Specializations' });
  expect(
    within(group)
      .getAllByRole('checkbox')
      .map((c) => c.closest('div')?.textContent),
  ).toEqual([...SPECIALIZATIONS]);
  const select = screen.getByRole('combobox', { name: /Assigned School/ });
  expect(within(select).getByRole('option', { name: 'Select a school' })).toBeInTheDocument();
  expect(await within(select).findByRole('option', { name: 'Austin High (Austin ISD)' })).toBeInTheDocument();
});

it('checks the required fields with the shared schema', async () => {
  const user = userEvent.setup();
  render();
  await user.click(screen.getByRole('button', { name: 'Create Supervisor' }));
  expect(await screen.findAllByText('Email is required')).toHaveLength(2); // field and error summary
  expect(screen.getAllByText('First name is required')).toHaveLength(2);
  expect(screen.getAllByText('Certification is required')).toHaveLength(2);
  expect(screen.getAllByText('Assigned school is required')).toHaveLength(2);
});

it('creates the supervisor (Creating... while busy) and goes to the list', async () => {
  const user = userEvent.setup();
  const create = recordJson(
    'post',
    '/api/supervisors/register',
    { success: true, message: 'Supervisor created', supervisor: makeSupervisor() },
    {
      status: 201,
      delayMs: 50,
    },
  );
  server.use(
    create.handler,
    http.get('/api/supervisors/all', () => HttpResponse.json([])),
  );
  render();
  await fill(user);
  await user.click(screen.getByRole('button', { name: 'Create Supervisor' }));
  expect(await screen.findByRole('button', { name: 'Creating...' })).toBeDisabled();
  expect(await screen.findByText('/admin/supervisors')).toBeInTheDocument();
  expect(create.sent.body).toMatchObject({
    email: 'new.sv@example.org',
    password: 'super-secret-1',
    name: { first: 'Nia', last: 'Ford' },
    contactInfo: { phone: '512-555-0142' },
    credentials: { certification: 'Master Teacher', yearsExperience: 6, specializations: ['Science', 'Music'] },
    schoolId: SCHOOL_ID,
  });
});

it('shows the server message under Error creating supervisor, and the field error', async () => {
  const user = userEvent.setup();
  server.use(
    http.post('/api/supervisors/register', () =>
      HttpResponse.json(
        { message: 'An account with this email already exists', fieldErrors: { email: 'An account with this email already exists' } },
        { status: 409 },
      ),
    ),
  );
  render();
  await fill(user);
  await user.click(screen.getByRole('button', { name: 'Create Supervisor' }));
  // In the error summary (a link to the field) and at the field, once each.
  const summary = await screen.findByRole('alert', { name: 'There is a problem' });
  expect(summary).toHaveTextContent('An account with this email already exists');
  expect(screen.queryByText('Error creating supervisor')).not.toBeInTheDocument();
  expect(screen.getAllByText('An account with this email already exists')).toHaveLength(2);
});

it('falls back to Failed to create supervisor', async () => {
  const user = userEvent.setup();
  server.use(http.post('/api/supervisors/register', () => new HttpResponse(null, { status: 500 })));
  render();
  await fill(user);
  await user.click(screen.getByRole('button', { name: 'Create Supervisor' }));
  expect(await screen.findByText('Failed to create supervisor')).toBeInTheDocument();
  expect(screen.getByText('Error creating supervisor')).toBeInTheDocument();
});
