import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MESSAGES, type Teacher } from 'shared-domain';
import SupervisorDetailPage from '../supervisor-detail-page';
import { assignedTo, makeSupervisor, makeTeacher, renderWithProviders, setupMsw, teachersAll } from '../../../test/harness';

const server = setupMsw();
const ID = '11111111-1111-4111-8111-111111111111';
const withTeachers = makeSupervisor({
  assignedTeachers: [
    { _id: 'a1', teacher: { _id: 't1', name: { first: 'Ann', last: 'Kim' }, program: null }, startDate: '', endDate: '', status: 'active' },
    {
      _id: 'a2',
      teacher: { _id: 't2', name: { first: 'Bo', last: 'Li' }, program: 'Intern 2025' },
      startDate: '2025-08-15',
      endDate: '2026-05-30',
      status: 'intern',
    },
  ],
});
const teacher = (id: string, first: string, last: string, assignment: Teacher['assignment'] = null) =>
  makeTeacher({ _id: id, name: { first, last }, teacherStatus: 'intern', assignment });
const cy = teacher('66666666-6666-4666-8666-666666666666', 'Cy', 'Diaz');
const teachers = [teacher('t1', 'Ann', 'Kim', assignedTo(ID)), cy];

const render = () => renderWithProviders(<SupervisorDetailPage />, { route: `/admin/supervisors/${ID}`, path: '/admin/supervisors/:id' });

it('shows contact, credentials, start date and the assigned teachers with N/A, Not set and Ongoing', async () => {
  server.use(
    http.get(`/api/supervisors/${ID}`, () => HttpResponse.json(withTeachers)),
    teachersAll(teachers),
  );
  render();
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Maria Lopez' })).toBeInTheDocument();
  const contact = screen.getByRole('region', { name: 'Contact' });
  expect(contact).toHaveTextContent('maria@example.org');
  expect(contact).toHaveTextContent('512-555-0101');
  expect(contact).toHaveTextContent('Austin High');
  expect(contact).toHaveTextContent('Start DateAug 1, 2025');
  const creds = screen.getByRole('region', { name: 'Credentials' });
  expect(creds).toHaveTextContent('Principal EC-12');
  expect(creds).toHaveTextContent('Years Experience12');
  expect(creds).toHaveTextContent('Mathematics, ESL');
  const rows = within(screen.getByRole('table', { name: 'Assigned teachers' })).getAllByRole('row');
  expect(rows[1]).toHaveTextContent(/Ann Kim.*N\/A.*Not set.*Ongoing.*active/);
  expect(rows[2]).toHaveTextContent(/Bo Li.*Intern 2025.*Aug 15, 2025.*May 30, 2026.*intern/);
  expect(screen.getByRole('link', { name: 'Edit Supervisor' })).toHaveAttribute('href', `/admin/supervisors/${ID}/edit`);
});

it('shows the fetch failure', async () => {
  server.use(http.get(`/api/supervisors/${ID}`, () => HttpResponse.json({ message: 'Supervisor not found' }, { status: 404 })));
  render();
  expect(await screen.findByText(MESSAGES.supervisorDetailsFailed)).toBeInTheDocument();
});

it('shows the empty assigned-teachers text', async () => {
  server.use(
    http.get(`/api/supervisors/${ID}`, () => HttpResponse.json(makeSupervisor())),
    teachersAll(teachers),
  );
  render();
  expect(await screen.findByText('No teachers currently assigned')).toBeInTheDocument();
});

it('assigns a teacher, and shows the server message when the supervisor is full', async () => {
  const user = userEvent.setup();
  let body: Record<string, unknown> | undefined;
  let path = '';
  server.use(
    http.get(`/api/supervisors/${ID}`, () => HttpResponse.json(withTeachers)),
    teachersAll(teachers),
    http.put('/api/teachers/:id/assignment', async ({ request, params }) => {
      body = (await request.json()) as Record<string, unknown>;
      path = String(params.id);
      return HttpResponse.json({});
    }),
  );
  render();
  const select = await screen.findByRole('combobox', { name: 'Teacher' });
  // Teachers already with this supervisor are not offered.
  await within(select).findByRole('option', { name: 'Diaz, Cy (intern)' });
  expect(within(select).queryByRole('option', { name: /Kim, Ann/ })).not.toBeInTheDocument();
  expect(screen.getByText(/2 of 5 teachers assigned/)).toBeInTheDocument();
  await user.selectOptions(select, 'Diaz, Cy (intern)');
  await user.click(screen.getByRole('button', { name: 'Assign' }));
  expect(await screen.findByText('Cy Diaz is now assigned to Maria Lopez')).toBeInTheDocument();
  expect(body).toMatchObject({ schoolId: withTeachers.schoolId, supervisorId: ID, status: 'intern' });
  // The list names the teacher by its record number; the server takes it in place of the id.
  expect(path).toBe(String(cy.ref));

  server.use(http.put('/api/teachers/:id/assignment', () => HttpResponse.json({ message: MESSAGES.supervisorFull }, { status: 409 })));
  await user.selectOptions(select, 'Diaz, Cy (intern)');
  await user.click(screen.getByRole('button', { name: 'Assign' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.supervisorFull);
  server.use(
    http.put('/api/teachers/:id/assignment', () => HttpResponse.json({ message: MESSAGES.supervisorUnavailable }, { status: 409 })),
  );
  await user.click(screen.getByRole('button', { name: 'Assign' }));
  expect(await screen.findByText(MESSAGES.supervisorUnavailable)).toBeInTheDocument();
});

it('sends a password reset link', async () => {
  const user = userEvent.setup();
  server.use(
    http.get(`/api/supervisors/${ID}`, () => HttpResponse.json(makeSupervisor())),
    teachersAll([]),
    http.post('/api/accounts/reset-link', () =>
      HttpResponse.json({ success: true, message: 'A password reset link was sent to maria@example.org' }),
    ),
  );
  render();
  await user.click(await screen.findByRole('button', { name: 'Send password reset' }));
  expect(await screen.findByText('A password reset link was sent to maria@example.org')).toBeInTheDocument();
});
