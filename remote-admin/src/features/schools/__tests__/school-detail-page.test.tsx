import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MESSAGES, UNDO_MESSAGES } from 'shared-domain';
import SchoolDetailPage from '../school-detail-page';
import { makeSchool, renderWithProviders, setupMsw } from '../../../test/harness';

const server = setupMsw();
const ID = '22222222-2222-4222-8222-222222222222';
const render = () => renderWithProviders(<SchoolDetailPage />, { route: `/admin/schools/${ID}`, path: '/admin/schools/:id' });
const pending = makeSchool({ status: 'inactive', accountEmail: null });
const full = makeSchool({
  supervisors: [{ _id: 's1', name: { first: 'Maria', last: 'Lopez' }, email: 'maria@example.org', status: 'active' }],
  assignedTeachers: [
    {
      _id: 'a1',
      teacher: { _id: 't1', name: { first: 'Ann', last: 'Kim' } },
      status: 'intern',
      startDate: '2025-08-15',
      endDate: '',
      supervisor: { _id: 's1', name: { first: 'Maria', last: 'Lopez' } },
    },
  ],
});

it('shows the info cards, the assigned supervisors and teachers', async () => {
  server.use(http.get(`/api/schools/${ID}`, () => HttpResponse.json(full)));
  render();
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Austin High' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'School Information' })).toHaveTextContent(/NCES ID484800000001.*DistrictAustin ISD/);
  expect(screen.getByRole('region', { name: 'Contact' })).toHaveTextContent(
    /Sam Reed.*office@austinhigh.example.org.*512-555-0199.*1 Main St, Austin, TX 78701/,
  );
  expect(screen.getByRole('region', { name: 'Internships' })).toHaveTextContent(
    /Current Interns3.*Maximum Interns10.*Accepting InternsYes/,
  );
  expect(
    within(screen.getByRole('region', { name: 'Assigned Supervisors' })).getByRole('link', { name: 'Maria Lopez' }),
  ).toBeInTheDocument();
  const rows = within(screen.getByRole('table', { name: 'Assigned teachers' })).getAllByRole('row');
  expect(rows[1]).toHaveTextContent(/Ann Kim.*intern.*Aug 15, 2025.*Maria Lopez/);
  expect(screen.getByRole('button', { name: 'Send password reset' })).toBeInTheDocument();
});

it('shows the empty texts', async () => {
  server.use(http.get(`/api/schools/${ID}`, () => HttpResponse.json(makeSchool())));
  render();
  expect(await screen.findByText('No supervisors assigned')).toBeInTheDocument();
  expect(screen.getByText('No teachers currently assigned')).toBeInTheDocument();
});

it('approves a school awaiting approval (status active) with a toast, and invites it', async () => {
  const user = userEvent.setup();
  let sent: unknown;
  server.use(
    http.get(`/api/schools/${ID}`, () => HttpResponse.json(pending)),
    http.put(`/api/schools/${ID}`, async ({ request }) => {
      sent = await request.json();
      return HttpResponse.json({ ...pending, status: 'active' });
    }),
    http.get('/api/schools/all', () => HttpResponse.json([])),
    http.post('/api/accounts/reset-link', () =>
      HttpResponse.json({ success: true, message: 'An invitation was sent to office@austinhigh.example.org' }),
    ),
  );
  render();
  expect(await screen.findByText('Awaiting approval')).toBeInTheDocument();
  expect(screen.getByText('No sign-in has been set up for this school yet.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Approve school' }));
  const dialog = await screen.findByRole('dialog', { name: 'Approve Austin High?' });
  expect(sent).toBeUndefined();
  await user.click(within(dialog).getByRole('button', { name: 'Approve school' }));
  expect(await screen.findByText('School status has been set to active')).toBeInTheDocument();
  expect(sent).toEqual({ status: 'active' });
  expect(await screen.findByRole('button', { name: 'Deactivate School' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Send invitation' }));
  expect(await screen.findByText('An invitation was sent to office@austinhigh.example.org')).toBeInTheDocument();
});

it('toasts Failed to update school status', async () => {
  const user = userEvent.setup();
  server.use(
    http.get(`/api/schools/${ID}`, () => HttpResponse.json(makeSchool())),
    http.put(`/api/schools/${ID}`, () => HttpResponse.json({ message: 'x' }, { status: 500 })),
  );
  render();
  await user.click(await screen.findByRole('button', { name: 'Deactivate School' }));
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Deactivate Austin High?' })).getByRole('button', { name: 'Deactivate School' }),
  );
  expect(await screen.findByText('Failed to update school status')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('asks before deactivating, and Cancel changes nothing', async () => {
  const user = userEvent.setup();
  let puts = 0;
  server.use(
    http.get(`/api/schools/${ID}`, () => HttpResponse.json(makeSchool())),
    http.put(`/api/schools/${ID}`, () => {
      puts += 1;
      return HttpResponse.json(makeSchool({ status: 'inactive' }));
    }),
  );
  render();
  await user.click(await screen.findByRole('button', { name: 'Deactivate School' }));
  const dialog = await screen.findByRole('dialog', { name: 'Deactivate Austin High?' });
  expect(within(dialog).getByRole('list', { name: 'What deactivating does' })).toHaveTextContent(
    'Austin High becomes inactive: its account can no longer browse teachers or ask for their details.',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(puts).toBe(0);
  expect(screen.getByRole('button', { name: 'Deactivate School' })).toBeInTheDocument();
});

it('Undo in the toast, reached by keyboard, puts an approved school back to awaiting approval', async () => {
  const user = userEvent.setup();
  let status = 'inactive';
  let undos = 0;
  let undone: unknown;
  server.use(
    http.get(`/api/schools/${ID}`, () => HttpResponse.json({ ...pending, status })),
    http.put(`/api/schools/${ID}`, () => {
      status = 'active';
      return HttpResponse.json({ ...pending, status });
    }),
    http.post(`/api/schools/${ID}/undo`, async ({ request }) => {
      undone = await request.json();
      undos += 1;
      status = 'inactive';
      return HttpResponse.json({ ...pending, status });
    }),
    http.get('/api/schools/all', () => HttpResponse.json([])),
  );
  render();
  await user.click(await screen.findByRole('button', { name: 'Approve school' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve school' }));
  const toast = (await screen.findByText('School status has been set to active')).closest('[role="status"]') as HTMLElement;
  expect(await screen.findByRole('button', { name: 'Deactivate School' })).toBeInTheDocument();
  // The focus waits on Undo: Enter takes the approval back.
  const undo = within(toast).getByRole('button', { name: 'Undo' });
  expect(undo).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(await screen.findByText('Undone: the school is inactive again')).toBeInTheDocument();
  expect(undos).toBe(1);
  expect(undone).toEqual({ status: 'active' });
  expect(await screen.findByRole('button', { name: 'Approve school' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
});

it('says so when the undo comes too late', async () => {
  const user = userEvent.setup();
  server.use(
    http.get(`/api/schools/${ID}`, () => HttpResponse.json(pending)),
    http.put(`/api/schools/${ID}`, () => HttpResponse.json({ ...pending, status: 'active' })),
    http.post(`/api/schools/${ID}/undo`, () => HttpResponse.json({ message: UNDO_MESSAGES.undoTooLate }, { status: 409 })),
    http.get('/api/schools/all', () => HttpResponse.json([])),
  );
  render();
  await user.click(await screen.findByRole('button', { name: 'Approve school' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve school' }));
  await user.click(await screen.findByRole('button', { name: 'Undo' }));
  expect(await screen.findByText(UNDO_MESSAGES.undoTooLate)).toBeInTheDocument();
});

it('edits the school information in the modal with PATCH', async () => {
  const user = userEvent.setup();
  let body: Record<string, unknown> | undefined;
  server.use(
    http.get(`/api/schools/${ID}`, () => HttpResponse.json(makeSchool())),
    http.patch(`/api/schools/${ID}`, async ({ request }) => {
      body = (await request.json()) as Record<string, unknown>;
      return HttpResponse.json(makeSchool({ name: 'Austin High School', settings: { maxInterns: 12, allowsInterns: false } }));
    }),
    http.get('/api/schools/all', () => HttpResponse.json([])),
  );
  render();
  await user.click(await screen.findByRole('button', { name: 'Edit School' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit School Information' });
  await user.clear(within(dialog).getByLabelText(/^School Name/));
  await user.type(within(dialog).getByLabelText(/^School Name/), 'Austin High School');
  await user.clear(within(dialog).getByLabelText(/^Maximum Interns/));
  await user.type(within(dialog).getByLabelText(/^Maximum Interns/), '12');
  await user.click(within(dialog).getByRole('checkbox', { name: 'Allows interns' }));
  await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('School information updated')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Austin High School' })).toBeInTheDocument();
  expect(body).toMatchObject({
    name: 'Austin High School',
    settings: { maxInterns: 12, allowsInterns: false },
    updatedAt: makeSchool().updatedAt,
  });
  expect(body).not.toHaveProperty('email');
});

it('shows Failed to update school information and the field errors', async () => {
  const user = userEvent.setup();
  server.use(
    http.get(`/api/schools/${ID}`, () => HttpResponse.json(makeSchool())),
    http.patch(`/api/schools/${ID}`, () =>
      HttpResponse.json({ message: 'contactInfo.phone: bad', fieldErrors: { 'contactInfo.phone': 'Phone looks wrong' } }, { status: 400 }),
    ),
  );
  render();
  await user.click(await screen.findByRole('button', { name: 'Edit School' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit School Information' });
  await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
  // The summary in the dialog and the field, once each; the toast says the save failed.
  const summary = await within(dialog).findByRole('alert', { name: 'There is a problem' });
  expect(within(summary).getByRole('link', { name: 'Phone looks wrong' })).toBeInTheDocument();
  expect(within(dialog).getAllByText('Phone looks wrong')).toHaveLength(2);
  expect(screen.getAllByText(MESSAGES.schoolInfoFailed)).toHaveLength(1);
});

it('says School not found for an unknown id, and the fetch failure otherwise', async () => {
  server.use(http.get(`/api/schools/${ID}`, () => HttpResponse.json({ message: 'School not found' }, { status: 404 })));
  const { unmount } = render();
  expect(await screen.findByText('School not found', { selector: 'p' })).toBeInTheDocument();
  unmount();
});

it('says Failed to fetch school details when the call fails', async () => {
  server.use(http.get(`/api/schools/${ID}`, () => HttpResponse.json({ message: 'db down' }, { status: 500 })));
  render();
  expect(await screen.findByText('Failed to fetch school details')).toBeInTheDocument();
});
