import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MESSAGES } from 'shared-domain';
import { makeReleased, makeRequest, makeAvailable, renderSchoolArea, setupMsw, TEACHER_IDS } from '../../../test/harness';

const server = setupMsw();

const route = `/school/teachers/${TEACHER_IDS.maria}`;
const serveTeacher = (resolver: Parameters<typeof http.get>[1]) => server.use(http.get(`/api/teachers/${TEACHER_IDS.maria}`, resolver));

test('a direct visit shows the limited profile, without contact details, and can request information', async () => {
  const user = userEvent.setup();
  serveTeacher(() => HttpResponse.json(makeAvailable()));
  server.use(http.post('/api/requests/create', () => HttpResponse.json(makeRequest(), { status: 201 })));
  renderSchoolArea(route);
  expect(screen.getByText(MESSAGES.loading)).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Maria Lopez', level: 1 })).toBeInTheDocument();
  expect(screen.getByText('Limited profile')).toBeInTheDocument();
  expect(screen.getByText('Science 7-12')).toBeInTheDocument();
  expect(screen.getByText('Not requested')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Contact Information' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Request Information' }));
  await user.click(screen.getByRole('button', { name: 'Send request' }));
  expect(await screen.findByText('Pending')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Request Information' })).not.toBeInTheDocument();
  expect(screen.getByText(/^Pending since Jan 10, 2026$/)).toBeInTheDocument();
  const backLink = screen.getByRole('link', { name: '← Back to Find Teachers' });
  expect(backLink).toHaveAttribute('href', '/school/teachers');
  // Above the page header, as on every page with a back link.
  const heading = screen.getByRole('heading', { level: 1 });
  expect(backLink.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

test("?request=1 (from 'Request Information' on the public Browse page) opens the request's confirmation; sending it creates the request", async () => {
  const user = userEvent.setup();
  let created = 0;
  serveTeacher(() => HttpResponse.json(makeAvailable()));
  server.use(
    http.post('/api/requests/create', () => {
      created += 1;
      return HttpResponse.json(makeRequest(), { status: 201 });
    }),
  );
  renderSchoolArea(`${route}?request=1`);
  const dialog = await screen.findByRole('dialog', { name: 'Request information about Maria Lopez?' });
  expect(created).toBe(0); // nothing is sent without the school's confirmation
  await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
  expect(await screen.findByText('Pending')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Request Information' })).not.toBeInTheDocument();
  expect(created).toBe(1);
});

test('?request=1 on a teacher already requested opens nothing', async () => {
  serveTeacher(() =>
    HttpResponse.json(
      makeAvailable({ request: { _id: 'r1', status: 'pending', createdAt: '2026-01-10T00:00:00.000Z', responseDate: null } }),
    ),
  );
  renderSchoolArea(`${route}?request=1`);
  expect(await screen.findByText('Pending')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Request Information' })).not.toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('after an approved request the released details show: contact, certification progress, exams', async () => {
  serveTeacher(() => HttpResponse.json(makeReleased()));
  renderSchoolArea(route);
  expect(await screen.findByRole('heading', { name: 'Contact Information' })).toBeInTheDocument();
  expect(screen.getByText('Full details released to your school')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'maria.lopez@example.org' })).toHaveAttribute('href', 'mailto:maria.lopez@example.org');
  expect(screen.getByText('512-555-0199')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Certification Progress' })).toBeInTheDocument();
  expect(screen.getByText('150 coursework hours')).toBeInTheDocument();
  expect(screen.getByText('pending 15 online')).toBeInTheDocument();
  expect(screen.getByText('traditional')).toBeInTheDocument();
  expect(screen.getByText('Exam 1: Science 7-12')).toBeInTheDocument();
  expect(screen.getByText('Approved Jan 12, 2026')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Request Information' })).not.toBeInTheDocument();
});

test('released details without exams say so', async () => {
  serveTeacher(() => HttpResponse.json(makeReleased({ exams: [] })));
  renderSchoolArea(route);
  expect(await screen.findByText(MESSAGES.noExams)).toBeInTheDocument();
});

test('403: the details are not open to this school', async () => {
  serveTeacher(() => HttpResponse.json({ message: MESSAGES.forbidden }, { status: 403 }));
  renderSchoolArea(route);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Teacher details not available');
  expect(alert).toHaveTextContent(MESSAGES.forbidden);
});

test('404: Teacher not found', async () => {
  serveTeacher(() => HttpResponse.json({ message: 'Teacher not found' }, { status: 404 }));
  renderSchoolArea(route);
  expect(await screen.findByRole('heading', { name: 'Teacher not found' })).toBeInTheDocument();
});

test('403 for a school awaiting approval shows the approval notice', async () => {
  serveTeacher(() => HttpResponse.json({ message: MESSAGES.schoolAwaitingApproval }, { status: 403 }));
  renderSchoolArea(route);
  expect(await screen.findByText(MESSAGES.schoolAwaitingApproval)).toBeInTheDocument();
});

test('a server failure shows the error panel', async () => {
  serveTeacher(() => HttpResponse.json({ message: 'Database unavailable' }, { status: 500 }));
  renderSchoolArea(route);
  expect(await screen.findByRole('heading', { name: MESSAGES.errorLoadingData })).toBeInTheDocument();
  expect(screen.getByText(`GET /api/teachers/${TEACHER_IDS.maria}: Database unavailable`)).toBeInTheDocument();
});
