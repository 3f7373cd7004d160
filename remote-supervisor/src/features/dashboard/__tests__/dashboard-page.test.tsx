import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import type { Supervisor, Teacher } from 'shared-domain';
import {
  programDayFromToday as dayFromToday,
  makeSupervisor,
  makeSupervisedTeacher,
  renderWithProviders,
  setupMsw,
  SUPERVISOR_ID,
  teachersAll,
} from '../../../test/harness';
import DashboardPage from '../dashboard-page';

const server = setupMsw();

function serve(teachers: Teacher[], supervisor: Supervisor = makeSupervisor()) {
  server.use(
    teachersAll(teachers),
    http.get(`/api/supervisors/${SUPERVISOR_ID}`, () => HttpResponse.json(supervisor)),
  );
}

const overdue = makeSupervisedTeacher('Ana', 'Lopez', { deadline: dayFromToday(-3) });
const upcoming = makeSupervisedTeacher('Ben', 'Cruz', { deadline: dayFromToday(5), obsNeeded: '5 Total (3 In Person 2 Virtual)' });
const observed = makeSupervisedTeacher('Cara', 'Diaz', { deadline: dayFromToday(-10), supervisions: 1 });
const someoneElses = makeSupervisedTeacher('Dan', 'Evans', {
  supervisorId: '22222222-2222-4222-8222-222222222222',
  deadline: dayFromToday(1),
});

const row = (name: RegExp) => screen.getByRole('row', { name });

test('shows Loading... until both the supervisor and the teachers have arrived', async () => {
  server.use(
    http.get('/api/teachers/all', async () => {
      await delay(50);
      return HttpResponse.json([overdue]);
    }),
    http.get(`/api/supervisors/${SUPERVISOR_ID}`, () => HttpResponse.json(makeSupervisor())),
  );
  renderWithProviders(<DashboardPage />);
  expect(await screen.findByText('Loading...')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
});

test('lists only my teachers by what the field-supervision rules make due, with their status in words and formal observations counted vs required', async () => {
  serve([overdue, upcoming, observed, someoneElses]);
  renderWithProviders(<DashboardPage />);
  expect(await screen.findByText('Welcome, Sam Rivera')).toBeInTheDocument();
  const table = screen.getByRole('table', { name: 'My teachers' });
  expect(within(table).queryByText('Dan Evans')).not.toBeInTheDocument();
  expect(within(row(/Ana Lopez/)).getByText('Overdue')).toBeInTheDocument();
  expect(within(row(/Ana Lopez/)).getByText('First observation:')).toBeInTheDocument();
  expect(within(row(/Ana Lopez/)).getByText('3 days late')).toBeInTheDocument();
  expect(within(row(/Ana Lopez/)).getByText('0 of 3 counted')).toBeInTheDocument();
  expect(within(row(/Ben Cruz/)).getByText('At risk')).toBeInTheDocument();
  expect(within(row(/Ben Cruz/)).getByText('Due in 5 days')).toBeInTheDocument();
  expect(within(row(/Ben Cruz/)).getByText('0 of 5 counted')).toBeInTheDocument();
  // Cara's first observation is done: what is due next is the first half's second observation, by the midpoint.
  expect(within(row(/Cara Diaz/)).getByText('On track')).toBeInTheDocument();
  expect(within(row(/Cara Diaz/)).getByText('First half:')).toBeInTheDocument();
  expect(within(row(/Cara Diaz/)).getByText('Due in 51 days')).toBeInTheDocument();
  expect(within(row(/Cara Diaz/)).getByText('1 of 3 counted')).toBeInTheDocument();
  // Most urgent first: overdue, then at risk, then on track.
  expect(
    within(table)
      .getAllByRole('row')
      .map((r) => r.textContent),
  ).toEqual([
    expect.stringContaining('Teacher'),
    expect.stringContaining('Ana Lopez'),
    expect.stringContaining('Ben Cruz'),
    expect.stringContaining('Cara Diaz'),
  ]);
  // The figures above the table count the same statuses.
  expect(screen.getByText('A field-supervision deadline has passed').parentElement).toHaveTextContent(/^Overdue1/);
  expect(screen.getByText('A deadline within 14 days').parentElement).toHaveTextContent(/^At risk1/);
  expect(within(row(/Ana Lopez/)).getByRole('link', { name: 'Ana Lopez' })).toHaveAttribute('href', `/supervisor/teachers/${overdue.ref}`);
});

test("lists the interns with no supervision yet, and links to the area's screens", async () => {
  serve([overdue, upcoming, observed]);
  renderWithProviders(<DashboardPage />);
  const waiting = await screen.findByRole('list', { name: 'Interns with no supervision yet' });
  expect(within(waiting).getByText('Ana Lopez')).toBeInTheDocument();
  expect(within(waiting).getByText('Ben Cruz')).toBeInTheDocument();
  expect(within(waiting).queryByText('Cara Diaz')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to Teachers' })).toHaveAttribute('href', '/supervisor/teachers');
  expect(screen.getByRole('link', { name: 'Go to Schools' })).toHaveAttribute('href', '/supervisor/schools');
  expect(screen.getByRole('link', { name: 'Go to Settings' })).toHaveAttribute('href', '/supervisor/settings');
});

test('shows an empty state when no teacher is assigned to me', async () => {
  serve([someoneElses]);
  renderWithProviders(<DashboardPage />);
  expect(await screen.findByText(/No teachers are assigned to you yet/)).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to Teachers' })).toBeInTheDocument();
});

test('a failed teacher load shows the error panel with the request, and Retry loads again', async () => {
  let calls = 0;
  server.use(
    http.get('/api/teachers/all', () =>
      ++calls === 1 ? HttpResponse.json({ message: 'Database unavailable' }, { status: 500 }) : HttpResponse.json([overdue]),
    ),
    http.get(`/api/supervisors/${SUPERVISOR_ID}`, () => HttpResponse.json(makeSupervisor())),
  );
  renderWithProviders(<DashboardPage />);
  expect(await screen.findByRole('heading', { name: 'Error Loading Data' })).toBeInTheDocument();
  expect(screen.getByText('Failed to fetch Teachers. Please try again later.')).toBeInTheDocument();
  expect(screen.getByText(/GET \/api\/teachers\/all/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('row', { name: /Ana Lopez/ })).toBeInTheDocument();
});

test('a failed supervisor load says so', async () => {
  server.use(
    http.get('/api/teachers/all', () => HttpResponse.json([overdue])),
    http.get(`/api/supervisors/${SUPERVISOR_ID}`, () => HttpResponse.json({ message: 'Not found' }, { status: 404 })),
  );
  renderWithProviders(<DashboardPage />);
  expect(await screen.findByText('Failed to load supervisor data')).toBeInTheDocument();
  expect(screen.getByText(/Not found/)).toBeInTheDocument();
});

test('records a supervision (date, duration, feedback) and the dashboard updates', async () => {
  serve([overdue, upcoming]);
  let body: unknown = null;
  server.use(
    http.post(`/api/teachers/${overdue.ref}/supervisions`, async ({ request }) => {
      body = await request.json();
      const input = body as { date: string; duration: string; comment: string };
      return HttpResponse.json({ ...overdue, supervisions: { supervisor: 'Sam Rivera', list: [input] } });
    }),
  );
  const user = userEvent.setup();
  renderWithProviders(<DashboardPage />);
  await user.click(await screen.findByRole('button', { name: 'Add observation for Ana Lopez' }));
  const dialog = await screen.findByRole('dialog', { name: /Add observation: Ana Lopez/ });
  // The plain observation (minutes typed, no rubric): the T-TESS form is switched off.
  await user.click(within(dialog).getByRole('checkbox', { name: /T-TESS form/ }));
  await user.type(within(dialog).getByLabelText('Comment'), 'Good pacing');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(body).toMatchObject({ date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), duration: 45, comment: 'Good pacing' });
  // Formal, in person, 45 minutes, today: the first observation is done, the first half is due next.
  expect(within(row(/Ana Lopez/)).getByText('1 of 3 counted')).toBeInTheDocument();
  expect(within(row(/Ana Lopez/)).getByText('First half:')).toBeInTheDocument();
  expect(within(row(/Ana Lopez/)).getByText('On track')).toBeInTheDocument();
  const waiting = screen.getByRole('list', { name: 'Interns with no supervision yet' });
  expect(within(waiting).queryByText('Ana Lopez')).not.toBeInTheDocument();
  expect(await screen.findByText('Observation recorded for Ana Lopez')).toBeInTheDocument();
});
