import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { countAlerts, daysLate, WORK_QUEUE_ROWS, dueInWords, type AdminDashboard, type TeacherRequest } from 'shared-domain';
import DashboardPage from '../dashboard-page';
import { alertHref } from '../alert-text';
import { DENY_REASON_REQUIRED } from '../deny-request-dialog';
import { renderWithProviders, setupMsw } from '../../../test/harness';

const server = setupMsw();

const body: Omit<AdminDashboard, 'alertTotals'> = {
  stats: {
    teachers: { total: 41, byStatus: { intern: 17, hired: 9, 'ready for hire': 6 } },
    schools: { active: 8, awaitingApproval: 2 },
    supervisors: { total: 4, active: 3 },
    pendingRequests: 2,
    observationsDue: 7,
    observationsDueThisWeek: 3,
    newInquiries: 5,
  },
  alerts: [
    { kind: 'hire-in-process', severity: 'info', teacherId: 't1', name: 'Ann Kim', date: '2026-01-15' },
    { kind: 'school-awaiting-approval', severity: 'warning', schoolId: 's9', name: 'Lamar High' },
    { kind: 'first-observation-overdue', severity: 'danger', teacherId: 't2', name: 'Bo Li', date: '2026-02-01' },
    {
      kind: 'forms-pending',
      severity: 'info',
      teacherId: 't3',
      name: 'Cy Ng',
      forms: ['mentorHandbookFormsUploaded', 'internMentorAttestationForm'],
    },
    { kind: 'first-observation-due', severity: 'warning', teacherId: 't4', name: 'Di Ru', date: '2026-02-10' },
    { kind: 'payment-overdue', severity: 'warning', teacherId: 't5', name: 'Ed Fox', date: '2026-01-20', amount: 750 },
    { kind: 'observation-lapsed', severity: 'warning', teacherId: 't6', name: 'Flo Gu', date: '2026-01-02', days: 36, due: '2026-01-16' },
  ],
  charts: {
    daysToHire: [
      { bucket: '0–30', count: 3 },
      { bucket: '31–60', count: 4 },
      { bucket: '61–90', count: 1 },
      { bucket: '91+', count: 1 },
    ],
    observationsByWeek: [
      { week: '2026-01-26', due: 2, done: 1 },
      { week: '2026-02-02', due: 1, done: 3 },
    ],
  },
  recentRegistrations: Array.from({ length: 6 }, (_, i) => ({
    _id: `s${i}`,
    name: `School ${i}`,
    districtName: `District ${i}`,
    status: i === 0 ? ('inactive' as const) : ('active' as const),
    createdAt: `2026-01-0${i + 1}T10:00:00.000Z`,
  })),
};
const dashboard: AdminDashboard = { ...body, alertTotals: countAlerts(body.alerts) };

const req = (id: string, status: TeacherRequest['status'], over: Partial<TeacherRequest> = {}): TeacherRequest => ({
  _id: id,
  status,
  from: { schoolId: 'sc1', schoolName: `Austin High ${id}`, district: 'Austin ISD' },
  teacher: { _id: 't1', name: { first: 'Ann', last: `Kim${id}` }, exam: 'ESL' },
  createdAt: '2026-02-01T10:00:00.000Z',
  responseDate: null,
  reason: '',
  ...over,
});

const ok = () => [
  http.get('/api/dashboard', () => HttpResponse.json(dashboard)),
  http.get('/api/requests/all', () =>
    HttpResponse.json({
      requests: [req('1', 'pending'), req('2', 'pending'), req('3', 'approved', { responseDate: '2026-02-03T10:00:00.000Z' })],
    }),
  ),
];

it('shows the server figures, the work queue by urgency, and at most 5 recent registrations', async () => {
  server.use(...ok());
  renderWithProviders(<DashboardPage />);
  expect(screen.getAllByText('Loading...').length).toBeGreaterThan(0);
  const teachers = await screen.findByRole('link', { name: /^Teachers 41/ });
  expect(teachers).toHaveTextContent('17 interns · 9 hired · 6 ready for hire');
  expect(screen.getByRole('link', { name: /Schools Awaiting Approval 2/ })).toHaveAttribute('href', '/admin/schools?status=inactive');
  expect(screen.getByRole('link', { name: /Active Schools 8/ })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Field Supervisors 4 3 active/ })).toBeInTheDocument();
  expect(screen.getByText('Observations Due').parentElement).toHaveTextContent('Observations Due73 due this week');
  expect(screen.getByText('Pending Requests', { selector: 'span' }).parentElement).toHaveTextContent('2');
  expect(screen.getByRole('link', { name: /New Inquiries 5/ })).toHaveAttribute('href', '/admin/inquiries');
  // Every figure leads somewhere: the pending requests on this page, the interns with open items.
  expect(screen.getByRole('link', { name: /Pending Requests 2/ })).toHaveAttribute('href', '/admin/dashboard#pending-requests');
  expect(screen.getByRole('link', { name: /Observations Due 7/ })).toHaveAttribute('href', '/admin/teachers?status=intern&open=1');

  // The work queue: one row per item, the most days late first across every kind, what has no deadline last; the
  // first WORK_QUEUE_ROWS of them (the rest are behind each kind's 'View all').
  const queue = screen.getByRole('region', { name: 'Work queue' });
  await within(queue).findByText('Austin High 1 asks for Ann Kim1');
  const rows = within(within(queue).getByRole('list', { name: 'Most urgent first' })).getAllByRole('listitem');
  expect(rows.map((r) => within(r).getByRole('link').textContent)).toEqual(
    [
      'Flo Gu: no observation in 36 days (since Jan 2, 2026)',
      'Ed Fox: $750.00 overdue since Jan 20, 2026',
      'Bo Li: first observation overdue since Feb 1, 2026',
      'Di Ru: first observation due by Feb 10, 2026',
      'Austin High 1 asks for Ann Kim1',
      'Austin High 2 asks for Ann Kim2',
      'Lamar High is awaiting approval',
      'Cy Ng: Mentor Handbook Forms and Intern Mentor Attestation Form pending',
    ].slice(0, WORK_QUEUE_ROWS),
  );
  // When each is due, in words, and its kind.
  expect(rows[0]).toHaveTextContent(new RegExp(`^${dueInWords(daysLate('2026-01-16')!)}Flo Gu.*No recent observation$`));
  expect(rows[4]).toHaveTextContent(/^No deadlineAustin High 1 asks for Ann Kim1Requests to answer$/);
  // Every kind with work waiting, in a fixed order, its count and 'View all'.
  const groups = within(within(queue).getByRole('list', { name: 'Work queue groups' })).getAllByRole('listitem');
  expect(groups.map((g) => g.textContent)).toEqual([
    '1First observation overdueView all',
    '2Requests to answerView all',
    '2Schools awaiting approvalView all',
    '1Payments overdueView all',
    '1First observation due soonView all',
    '1No recent observationView all',
    '1Forms pendingView all',
    '1Hire in processView all',
  ]);
  // Each 'View all' opens the list filtered to exactly the group's items.
  const viewAll = (name: string) => within(queue).getByRole('link', { name: new RegExp(`^View all \\d+ — ${name}$`) });
  expect(viewAll('Payments overdue')).toHaveAttribute('href', '/admin/teachers?queue=payment-overdue');
  expect(viewAll('First observation overdue')).toHaveAttribute('href', '/admin/teachers?queue=first-observation-overdue');
  expect(viewAll('Schools awaiting approval')).toHaveAttribute('href', '/admin/schools?status=inactive');
  expect(viewAll('Requests to answer')).toHaveAttribute('href', '/admin/requests?status=pending');
  expect(viewAll('Requests to answer')).toHaveAccessibleName('View all 2 — Requests to answer');
  // The first items link to their record.
  expect(within(queue).getByRole('link', { name: 'Bo Li: first observation overdue since Feb 1, 2026' })).toHaveAttribute(
    'href',
    '/admin/teachers/t2',
  );
  expect(within(queue).getByRole('link', { name: 'Ed Fox: $750.00 overdue since Jan 20, 2026' })).toHaveAttribute(
    'href',
    '/admin/teachers/t5#record-financials',
  );
  // A school's item opens the school (its row is past the first WORK_QUEUE_ROWS here: its kind's 'View all' lists it).
  expect(within(queue).queryByRole('link', { name: 'Lamar High is awaiting approval' })).not.toBeInTheDocument();
  expect(alertHref(body.alerts.find((a) => a.kind === 'school-awaiting-approval')!)).toBe('/admin/schools/s9');
  expect(
    within(queue).getByText(
      /^Nothing waiting: Certification in grace period · Path clocks due · Placements without a supervisor · Certification ending soon$/,
    ),
  ).toBeInTheDocument();

  const recent = within(screen.getByRole('region', { name: 'Recent Registrations' })).getAllByRole('listitem');
  expect(recent).toHaveLength(5);
  expect(recent[0]).toHaveTextContent(/School 0.*Awaiting approval.*District 0/);
  expect(within(screen.getByRole('region', { name: 'Quick Actions' })).getByRole('link', { name: 'Add Supervisor' })).toHaveAttribute(
    'href',
    '/admin/supervisors/add',
  );
});

it('approves and denies pending requests: the row leaves and the answer shows with its date', async () => {
  const user = userEvent.setup();
  const sent: { id: string; body: Record<string, unknown> }[] = [];
  server.use(
    ...ok(),
    http.put('/api/requests/:id', async ({ params, request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push({ id: String(params.id), body });
      return HttpResponse.json(
        req(String(params.id), body.status as TeacherRequest['status'], {
          responseDate: '2026-03-04T12:00:00.000Z',
          reason: typeof body.reason === 'string' ? body.reason : '',
        }),
      );
    }),
  );
  renderWithProviders(<DashboardPage />);
  const table = await screen.findByRole('table', { name: 'Pending requests' });
  expect(within(table).getAllByRole('row')).toHaveLength(3);
  expect(screen.getByText('Approved Feb 3, 2026')).toBeInTheDocument();

  // Approve asks first, naming the school, the teacher and what the school will see; Cancel sends nothing.
  await user.click(screen.getByRole('button', { name: 'Approve request from Austin High 1 for Ann Kim1' }));
  let approve = await screen.findByRole('dialog', { name: "Release Ann Kim1's details to Austin High 1?" });
  expect(within(approve).getByRole('list', { name: 'What the school will see' })).toHaveTextContent('e-mail addresses and phone number');
  await user.click(within(approve).getByRole('button', { name: 'Cancel' }));
  expect(sent).toHaveLength(0);
  await user.click(screen.getByRole('button', { name: 'Approve request from Austin High 1 for Ann Kim1' }));
  approve = await screen.findByRole('dialog', { name: "Release Ann Kim1's details to Austin High 1?" });
  await user.click(within(approve).getByRole('button', { name: 'Approve and release details' }));
  expect(await screen.findByText('Approved Mar 4, 2026')).toBeInTheDocument();
  expect(within(table).queryByText('Austin High 1')).not.toBeInTheDocument();
  expect(sent[0].id).toBe('1');
  expect(sent[0].body.status).toBe('approved');
  expect(Number.isNaN(Date.parse(String(sent[0].body.responseDate)))).toBe(false);

  // Deny asks first, and for the reason the school receives; Cancel sends nothing.
  await user.click(screen.getByRole('button', { name: 'Deny request from Austin High 2 for Ann Kim2' }));
  let dialog = await screen.findByRole('dialog', { name: 'Deny the request from Austin High 2?' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(sent).toHaveLength(1);
  await user.click(screen.getByRole('button', { name: 'Deny request from Austin High 2 for Ann Kim2' }));
  dialog = await screen.findByRole('dialog', { name: 'Deny the request from Austin High 2?' });
  await user.click(within(dialog).getByRole('button', { name: 'Deny request' }));
  // One summary at the top, which takes focus; its link leads to the field; the message there and at the field.
  const summary = within(dialog).getByRole('alert', { name: 'There is a problem' });
  expect(summary).toHaveFocus();
  const reason = within(dialog).getByLabelText(/^Reason/);
  expect(within(summary).getByRole('link', { name: DENY_REASON_REQUIRED })).toHaveAttribute('href', `#${reason.id}`);
  expect(within(dialog).getAllByText(DENY_REASON_REQUIRED)).toHaveLength(2);
  await user.click(within(summary).getByRole('link', { name: DENY_REASON_REQUIRED }));
  expect(reason).toHaveFocus();
  expect(sent).toHaveLength(1);
  await user.type(within(dialog).getByLabelText(/^Reason/), 'The teacher was hired elsewhere');
  await user.click(within(dialog).getByRole('button', { name: 'Deny request' }));
  expect(await screen.findByText('Denied Mar 4, 2026')).toBeInTheDocument();
  expect(sent[1]).toMatchObject({ id: '2', body: { status: 'denied', reason: 'The teacher was hired elsewhere' } });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByText('Reason: The teacher was hired elsewhere')).toBeInTheDocument();
  expect(screen.getByText('No pending requests')).toBeInTheDocument();
});

it('keeps the row and says so when an answer fails', async () => {
  const user = userEvent.setup();
  server.use(
    ...ok(),
    http.put('/api/requests/:id', () => HttpResponse.json({ message: 'Request not found' }, { status: 404 })),
  );
  renderWithProviders(<DashboardPage />);
  await user.click(await screen.findByRole('button', { name: 'Approve request from Austin High 1 for Ann Kim1' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve and release details' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Request not found');
  expect(screen.getByRole('cell', { name: 'Austin High 1' })).toBeInTheDocument();
});

it('shows the empty states', async () => {
  server.use(
    http.get('/api/dashboard', () =>
      HttpResponse.json({
        ...dashboard,
        stats: { ...dashboard.stats, pendingRequests: 0, schools: { active: 8, awaitingApproval: 0 } },
        alerts: [],
        alertTotals: countAlerts([]),
        recentRegistrations: [],
      }),
    ),
    http.get('/api/requests/all', () => HttpResponse.json({ requests: [] })),
  );
  renderWithProviders(<DashboardPage />);
  expect(await screen.findByText('No pending requests')).toBeInTheDocument();
  const queue = await screen.findByRole('region', { name: 'Work queue' });
  expect(within(queue).getByText('Nothing waiting right now')).toBeInTheDocument();
  expect(within(queue).queryByRole('link')).not.toBeInTheDocument();
  expect(screen.getByText('No schools have registered yet')).toBeInTheDocument();
});

it('shows the error of each block', async () => {
  server.use(
    http.get('/api/dashboard', () => HttpResponse.json({ message: 'down' }, { status: 500 })),
    http.get('/api/requests/all', () => HttpResponse.json({ message: 'down' }, { status: 500 })),
  );
  renderWithProviders(<DashboardPage />);
  expect(await screen.findByText('Failed to fetch requests. Please try again later.')).toBeInTheDocument();
  expect(await screen.findByText('Failed to fetch dashboard data. Please try again later.')).toBeInTheDocument();
});

it("lists the first items of the queue and counts each kind by the server's totals, not by the alerts it sent", async () => {
  const lapsed = Array.from({ length: 25 }, (_, i) => ({
    kind: 'observation-lapsed' as const,
    severity: 'warning' as const,
    teacherId: `t${i}`,
    name: `Intern ${i}`,
    date: '2026-01-02',
    days: 30,
    due: '2026-01-16',
  }));
  server.use(
    http.get('/api/dashboard', () =>
      HttpResponse.json({
        ...dashboard,
        stats: { ...dashboard.stats, pendingRequests: 0, schools: { active: 8, awaitingApproval: 0 } },
        alerts: lapsed,
        alertTotals: { ...countAlerts(lapsed), 'observation-lapsed': 1204 },
      }),
    ),
    http.get('/api/requests/all', () => HttpResponse.json({ requests: [] })),
  );
  renderWithProviders(<DashboardPage />);
  const queue = await screen.findByRole('region', { name: 'Work queue' });
  expect(within(queue).getByText('1204 to do')).toBeInTheDocument();
  const groups = within(within(queue).getByRole('list', { name: 'Work queue groups' })).getAllByRole('listitem');
  expect(groups.map((g) => g.textContent)).toEqual(['1,204No recent observationView all']);
  expect(within(within(queue).getByRole('list', { name: 'Most urgent first' })).getAllByRole('listitem')).toHaveLength(WORK_QUEUE_ROWS);
  expect(within(queue).getByRole('link', { name: 'View all 1204 — No recent observation' })).toHaveAttribute(
    'href',
    '/admin/teachers?queue=observation-lapsed',
  );
});

it("lists the path's clocks with their days left, each kind's own unit, and counts them to the pipeline's list", async () => {
  server.use(
    http.get('/api/dashboard', () =>
      HttpResponse.json({
        ...dashboard,
        stats: { ...dashboard.stats, pendingRequests: 0, schools: { active: 8, awaitingApproval: 0 } },
        alerts: [],
        alertTotals: countAlerts([]),
        pathClocks: {
          total: 2,
          items: [
            {
              teacherId: 'a1',
              name: 'Ann Late',
              key: 'admissionReport',
              label: 'Report the formal admission to TEA',
              due: '2026-01-02',
              daysLeft: -3,
              unit: 'calendar days',
            },
            {
              teacherId: 'b2',
              name: 'Bo Hire',
              key: 'lateHire',
              label: 'Finish the pre-internship requirements (late hire)',
              due: '2026-09-07',
              daysLeft: 4,
              unit: 'business days',
            },
          ],
        },
      }),
    ),
    http.get('/api/requests/all', () => HttpResponse.json({ requests: [] })),
  );
  renderWithProviders(<DashboardPage />);
  const queue = await screen.findByRole('region', { name: 'Work queue' });
  const rows = within(within(queue).getByRole('list', { name: 'Most urgent first' })).getAllByRole('listitem');
  expect(rows[0]).toHaveTextContent('Ann Late: Report the formal admission to TEA, 3 calendar days past');
  expect(rows[1]).toHaveTextContent('Bo Hire: Finish the pre-internship requirements (late hire), 4 business days left');
  expect(within(queue).getByRole('link', { name: 'View all 2 — Path clocks due' })).toHaveAttribute('href', '/admin/pipeline?stuck=soon');
});

it('draws the pipeline, days to hire and observations by week, each with its figures as a table', async () => {
  server.use(...ok());
  renderWithProviders(<DashboardPage />);
  const charts = await screen.findByRole('region', { name: 'Pipeline and trends' }, { timeout: 5000 });
  const rows = (name: string) =>
    within(within(charts).getByRole('table', { name }))
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);
  expect(rows('Pipeline')).toEqual(['Pending0', 'Intern17', 'Ready for hire6', 'Hired9']);
  expect(rows('Days from the hired list to hire')).toEqual(['0–30 days3', '31–60 days4', '61–90 days1', '91+ days1']);
  expect(rows('Observations due and done, by week')).toEqual(['Jan 2621', 'Feb 213']);
  expect(within(charts).getByRole('img', { name: /^Pipeline: Pending 0; Intern 17; Ready for hire 6; Hired 9$/ })).toBeInTheDocument();
});

it('loads the charts only once their place nears the screen (after the figures have painted)', async () => {
  let notify: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
  const original = globalThis.IntersectionObserver;
  globalThis.IntersectionObserver = class {
    constructor(cb: (entries: { isIntersecting: boolean }[]) => void) {
      notify = cb;
    }
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
  try {
    server.use(...ok());
    renderWithProviders(<DashboardPage />);
    expect(await screen.findByRole('region', { name: 'Work queue' })).toBeInTheDocument();
    await waitFor(() => expect(notify).toBeDefined());
    expect(screen.queryByRole('region', { name: 'Pipeline and trends' })).not.toBeInTheDocument();
    act(() => notify?.([{ isIntersecting: true }]));
    expect(await screen.findByRole('region', { name: 'Pipeline and trends' }, { timeout: 5000 })).toBeInTheDocument();
  } finally {
    globalThis.IntersectionObserver = original;
  }
});

it('shows the field-supervision summary it is given beside the recent registrations', async () => {
  server.use(...ok());
  renderWithProviders(<DashboardPage complianceSummary={<section aria-label="Field supervision summary" />} />);
  expect(await screen.findByRole('region', { name: 'Field supervision summary' })).toBeInTheDocument();
});
