import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import SchoolAddPage from '../school-add-page';
import { makeSchool, recordJson, renderWithProviders, setupMsw } from '../../../test/harness';

const server = setupMsw();
const render = () => renderWithProviders(<SchoolAddPage />, { route: '/admin/schools/add' });

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^School Name/), 'Barton Creek Middle');
  await user.type(screen.getByLabelText(/^NCES ID/), '484800000777');
  await user.type(screen.getByLabelText(/^District Name/), 'Austin ISD');
  await user.type(screen.getByLabelText(/^Contact First Name/), 'Lee');
  await user.type(screen.getByLabelText(/^Contact Last Name/), 'Park');
  await user.type(screen.getByLabelText(/^Email/), 'office@barton.example.org');
  await user.type(screen.getByLabelText(/^Phone/), '512-555-0177');
}

it('has the sections and defaults: max interns 10, allows interns', () => {
  render();
  expect(screen.getByRole('heading', { name: 'Add New School' })).toBeInTheDocument();
  for (const s of ['School Information', 'Contact Person', 'Contact Information', 'Settings'])
    expect(screen.getByRole('heading', { name: s })).toBeInTheDocument();
  expect(screen.getByLabelText(/^Maximum Interns/)).toHaveValue(10);
  expect(screen.getByRole('checkbox', { name: 'Allows interns' })).toBeChecked();
});

it('requires the school name, NCES ID, district, contact names, email and phone', async () => {
  const user = userEvent.setup();
  render();
  await user.click(screen.getByRole('button', { name: 'Create School' }));
  for (const m of [
    'School name is required',
    'NCES ID is required',
    'District is required',
    'Contact name is required',
    'Contact last name is required',
    'Email is required',
    'Phone number is required',
  ]) {
    expect(await screen.findAllByText(m)).toHaveLength(2); // field and error summary
  }
});

it('creates the school without a password (Creating...) and goes to the list', async () => {
  const user = userEvent.setup();
  const create = recordJson(
    'post',
    '/api/schools/register',
    { success: true, message: 'School created', school: makeSchool() },
    {
      status: 201,
      delayMs: 50,
    },
  );
  server.use(
    create.handler,
    http.get('/api/schools/all', () => HttpResponse.json([])),
  );
  render();
  await fill(user);
  await user.click(screen.getByRole('button', { name: 'Create School' }));
  expect(await screen.findByRole('button', { name: 'Creating...' })).toBeDisabled();
  expect(await screen.findByText('/admin/schools')).toBeInTheDocument();
  expect(create.sent.body).toMatchObject({
    name: 'Barton Creek Middle',
    ncesId: '484800000777',
    districtName: 'Austin ISD',
    email: 'office@barton.example.org',
    contactPerson: { name: { first: 'Lee', last: 'Park' } },
    contactInfo: { email: 'office@barton.example.org', phone: '512-555-0177', address: { state: 'TX' } },
    settings: { maxInterns: 10, allowsInterns: true },
  });
  expect(create.sent.body).not.toHaveProperty('password');
});

it('shows Error creating school with the server message, or Failed to create school', async () => {
  const user = userEvent.setup();
  server.use(
    http.post('/api/schools/register', () =>
      HttpResponse.json({ message: 'ncesId: taken', fieldErrors: { ncesId: 'This NCES ID is already registered' } }, { status: 400 }),
    ),
  );
  render();
  await fill(user);
  await user.click(screen.getByRole('button', { name: 'Create School' }));
  // In the error summary and at the field, once each, in words; no box repeating it with the code name.
  const summary = await screen.findByRole('alert', { name: 'There is a problem' });
  expect(within(summary).getByRole('link', { name: 'This NCES ID is already registered' })).toBeInTheDocument();
  expect(screen.getAllByText('This NCES ID is already registered')).toHaveLength(2);
  expect(screen.queryByText(/ncesId/)).not.toBeInTheDocument();
  server.use(http.post('/api/schools/register', () => new HttpResponse(null, { status: 502 })));
  await user.click(screen.getByRole('button', { name: 'Create School' }));
  expect(await screen.findByText('Failed to create school')).toBeInTheDocument();
});
