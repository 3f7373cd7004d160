import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { asepYearDue, programDate, type AsepReport } from 'shared-domain';
import AsepPage from '../asep-page';
import { AsepClock } from '../asep-clock';
import { renderWithProviders, setupMsw } from '../../../test/harness';

const server = setupMsw();
const year = asepYearDue(programDate(new Date()));

const report = (
  y: number,
  problems: AsepReport['problems'],
  exceptions: AsepReport['exceptions'] = [],
  more: Partial<AsepReport> = {},
): AsepReport => ({
  year: y,
  label: `${y}–${y + 1}`,
  start: `${y}-09-01`,
  end: `${y + 1}-08-31`,
  due: `${y + 1}-09-15`,
  counts: { problems: problems.length, withException: problems.filter((p) => p.exceptionId).length, byCode: {} },
  offset: 0,
  limit: 50,
  problems,
  exceptions,
  indicators: [{ key: '4a', label: 'Observation frequency and duration', met: 1, total: 2, cohorts: [], cases: [] }],
  files: [{ file: 'observations', title: 'Observation records', rows: 12 }],
  ...more,
});
const missingTeaId: AsepReport['problems'][number] = {
  code: 'missingTeaId',
  file: 'admissions',
  subject: { kind: 'teacher', id: 't1', name: 'Ana Lopez' },
  message: 'Ana Lopez has no TEA ID.',
  fix: "Enter the candidate's TEA ID on the record.",
  href: '/admin/teachers/t1',
  requirement: null,
  exceptionId: null,
};
const TEACHER = '00000000-0000-4000-8000-000000000002';
const lateFirst: AsepReport['problems'][number] = {
  code: 'firstObservationLate',
  file: 'observations',
  subject: { kind: 'teacher', id: TEACHER, name: 'Ben Ortiz' },
  message: 'No first formal observation; its window closed 2026-11-09.',
  fix: 'Record the first formal observation, or file a Request for Exception with the reason.',
  href: `/admin/teachers/${TEACHER}`,
  requirement: 'firstObservation',
  exceptionId: null,
};
const filed: AsepReport['exceptions'][number] = {
  id: 'x1',
  teacherId: TEACHER,
  firstName: 'Ben',
  lastName: 'Ortiz',
  teaId: 1000002,
  year,
  requirement: 'firstObservation',
  reason: 'The campus closed after a flood',
  evidence: '',
  status: 'draft',
  filedOn: null,
  decidedOn: null,
  recordedById: null,
  recordedBy: null,
  recordedAt: null,
  changedById: null,
  changedBy: null,
  changedAt: null,
};

it("shows the year's records with problems first, each with its fix and a link to the record", async () => {
  server.use(http.get(`/api/reports/asep/${year}`, () => HttpResponse.json(report(year, [missingTeaId]))));
  renderWithProviders(<AsepPage />);
  const section = (await screen.findByRole('heading', { name: 'Records with problems (1)' })).closest('section')!;
  expect(within(section).getByText(/has no TEA ID/)).toBeInTheDocument();
  expect(within(section).getByRole('link', { name: "Fix on the candidate's record" })).toHaveAttribute('href', '/admin/teachers/t1');
  expect(screen.getByRole('button', { name: 'Download Observation records (12)' })).toBeInTheDocument();
  expect(screen.getByText('1 of 2 met')).toBeInTheDocument();
});

it('reads another year when one is picked, and says when nothing is left to fix', async () => {
  server.use(
    http.get(`/api/reports/asep/${year}`, () => HttpResponse.json(report(year, [missingTeaId]))),
    http.get(`/api/reports/asep/${year - 1}`, () => HttpResponse.json(report(year - 1, []))),
  );
  renderWithProviders(<AsepPage />);
  await screen.findByRole('heading', { name: 'Records with problems (1)' });
  await userEvent.selectOptions(screen.getByLabelText('Academic year'), String(year - 1));
  expect(await screen.findByRole('heading', { name: 'Records with problems (0)' })).toBeInTheDocument();
  expect(screen.getByText('No records with problems: every file is ready to upload.')).toBeInTheDocument();
});

it('says who recorded each request and on which day, and who changed it last, where the report knows them', async () => {
  const recorded = {
    ...filed,
    recordedById: 'u1',
    recordedBy: 'registrar@example.org',
    recordedAt: '2027-09-02T15:00:00.000Z',
    changedById: 'u2',
    changedBy: 'director@example.org',
    changedAt: '2027-09-10T15:00:00.000Z',
  };
  const unknown = { ...filed, id: 'x2', teacherId: 't1', firstName: 'Ana', lastName: 'Lopez', requirement: 'other' as const };
  server.use(
    http.get(`/api/reports/asep/${year}`, () =>
      HttpResponse.json(report(year, [{ ...lateFirst, exceptionId: 'x1' }], [recorded, unknown])),
    ),
  );
  renderWithProviders(<AsepPage />);
  const problems = (await screen.findByRole('heading', { name: 'Records with problems (1)' })).closest('section')!;
  expect(within(problems).getByText('Recorded by registrar@example.org on Sep 2, 2027')).toBeInTheDocument();
  expect(within(problems).getByText('Last changed by director@example.org on Sep 10, 2027')).toBeInTheDocument();
  const table = screen.getByRole('table', { name: 'Requests for Exception' });
  const [ben, ana] = within(table).getAllByRole('row').slice(1);
  expect(within(ben).getByText('Recorded by registrar@example.org on Sep 2, 2027')).toBeInTheDocument();
  expect(within(ben).getByText('Last changed by director@example.org on Sep 10, 2027')).toBeInTheDocument();
  expect(within(ana).queryByText(/Recorded by|Last changed by/)).not.toBeInTheDocument();
});

it('shows an error panel when the report cannot be read', async () => {
  server.use(http.get(`/api/reports/asep/${year}`, () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
  renderWithProviders(<AsepPage />);
  expect(await screen.findByText("Failed to load the year's report. Please try again later.")).toBeInTheDocument();
});

describe('Requests for Exception on the page', () => {
  /** The API as the page reads it: one request at most, about lateFirst; what each call sent. */
  function serve() {
    let current: AsepReport['exceptions'][number] | null = null;
    const sent: { method: string; body: unknown }[] = [];
    server.use(
      http.get(`/api/reports/asep/${year}`, () =>
        HttpResponse.json(report(year, [missingTeaId, { ...lateFirst, exceptionId: current?.id ?? null }], current ? [current] : [])),
      ),
      http.post(`/api/reports/asep/${year}/exceptions`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        sent.push({ method: 'POST', body });
        current = { ...filed, ...(body as object), id: 'x1' };
        return HttpResponse.json(current, { status: 201 });
      }),
      http.put(`/api/reports/asep/${year}/exceptions/x1`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        sent.push({ method: 'PUT', body });
        current = { ...current!, ...(body as object) };
        return HttpResponse.json(current);
      }),
      http.delete(`/api/reports/asep/${year}/exceptions/x1`, () => {
        sent.push({ method: 'DELETE', body: null });
        const was = current;
        current = null;
        return was ? HttpResponse.json(was) : HttpResponse.json({ message: 'Request for Exception not found' }, { status: 404 });
      }),
    );
    return sent;
  }

  it('records an exception from a problem with its reason; the counts update, and Undo removes it', async () => {
    const sent = serve();
    renderWithProviders(<AsepPage />);
    const section = (await screen.findByRole('heading', { name: 'Records with problems (2)' })).closest('section')!;
    expect(within(section).getByText('2 records with problems')).toBeInTheDocument();
    // A missing TEA ID is fixed on the record, never excepted: it offers no request.
    expect(within(section).getAllByRole('button', { name: /Record an exception/ })).toHaveLength(1);
    await userEvent.click(within(section).getByRole('button', { name: /Record an exception for Ben Ortiz/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Record an exception for Ben Ortiz' });
    expect(within(dialog).getByLabelText('Requirement')).toHaveValue('firstObservation');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record exception' }));
    expect(await within(dialog).findAllByText('Reason is required')).not.toHaveLength(0);
    expect(sent).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'The campus closed after a flood');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record exception' }));
    expect(await screen.findByText('2 records with problems · 1 with a Request for Exception')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: 'POST',
        body: {
          teacherId: TEACHER,
          requirement: 'firstObservation',
          reason: 'The campus closed after a flood',
          evidence: '',
          status: 'draft',
          filedOn: null,
          decidedOn: null,
        },
      },
    ]);
    expect(within(section).getByText('Request for Exception: Draft')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: /Requests for Exception/ })).toHaveTextContent('The campus closed after a flood');

    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('The request is removed')).toBeInTheDocument();
    expect(sent.map((c) => c.method)).toEqual(['POST', 'DELETE']);
    expect(await screen.findByText('No Requests for Exception this year')).toBeInTheDocument();
    expect(within(section).getByText('2 records with problems')).toBeInTheDocument();
  });

  it("edits a request's status and days, refusing a decision without its day", async () => {
    const sent = serve();
    renderWithProviders(<AsepPage />);
    await screen.findByRole('heading', { name: 'Records with problems (2)' });
    await userEvent.click(screen.getByRole('button', { name: /Record an exception for Ben Ortiz/ }));
    const adding = await screen.findByRole('dialog');
    await userEvent.type(within(adding).getByLabelText(/^Reason/), 'The campus closed after a flood');
    await userEvent.click(within(adding).getByRole('button', { name: 'Record exception' }));
    await screen.findByText('Request for Exception: Draft');

    await userEvent.click(
      within(screen.getByRole('table', { name: /Requests for Exception/ })).getByRole('button', { name: 'Edit the request of Ben Ortiz' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Request for Exception of Ben Ortiz' });
    expect(within(dialog).getByLabelText(/^Reason/)).toHaveValue('The campus closed after a flood');
    await userEvent.selectOptions(within(dialog).getByLabelText('Status'), 'approved');
    await userEvent.type(within(dialog).getByLabelText('Filed on'), '2027-09-02');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save request' }));
    expect(await within(dialog).findAllByText('Decided on is required once TEA has decided')).not.toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText(/^Decided on/), '2027-09-20');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save request' }));
    expect(await screen.findByText('Request for Exception: Approved')).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({
      method: 'PUT',
      body: expect.objectContaining({ status: 'approved', filedOn: '2027-09-02', decidedOn: '2027-09-20' }),
    });
  });

  it('removes a request at once and files it again on Undo', async () => {
    const sent = serve();
    renderWithProviders(<AsepPage />);
    await screen.findByRole('heading', { name: 'Records with problems (2)' });
    await userEvent.click(screen.getByRole('button', { name: /Record an exception for Ben Ortiz/ }));
    const adding = await screen.findByRole('dialog');
    await userEvent.type(within(adding).getByLabelText(/^Reason/), 'The campus closed after a flood');
    await userEvent.click(within(adding).getByRole('button', { name: 'Record exception' }));
    const table = await screen.findByRole('table', { name: /Requests for Exception/ });
    await within(table).findByText('The campus closed after a flood');

    await userEvent.click(within(table).getByRole('button', { name: 'Remove the request of Ben Ortiz' }));
    const toast = (await screen.findByText('Request for Exception of Ben Ortiz removed')).closest('[role="status"]') as HTMLElement;
    expect(await screen.findByText('No Requests for Exception this year')).toBeInTheDocument();
    await userEvent.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('The request is filed again')).toBeInTheDocument();
    expect(sent.map((c) => c.method)).toEqual(['POST', 'DELETE', 'POST']);
    expect(sent[2].body).toEqual(sent[0].body);
    expect(await screen.findByText('Request for Exception: Draft')).toBeInTheDocument();
  });
});

it('shows the next page of records with problems on "Show more", the count being the whole year\'s', async () => {
  const pages = [missingTeaId, lateFirst];
  server.use(
    http.get(`/api/reports/asep/${year}`, ({ request }) => {
      const offset = Number(new URL(request.url).searchParams.get('offset'));
      return HttpResponse.json(report(year, [pages[offset]], [], { offset, counts: { problems: 2, withException: 0, byCode: {} } }));
    }),
  );
  renderWithProviders(<AsepPage />);
  const section = (await screen.findByRole('heading', { name: 'Records with problems (2)' })).closest('section')!;
  expect(within(section).getByText('Showing 1 of 2.', { exact: false })).toBeInTheDocument();
  expect(within(section).queryByText(/Ben Ortiz/)).not.toBeInTheDocument();
  await userEvent.click(within(section).getByRole('button', { name: 'Show more' }));
  expect(await within(section).findByText('Ben Ortiz')).toBeInTheDocument();
  expect(within(section).getByText('Ana Lopez')).toBeInTheDocument();
  expect(within(section).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
});

describe('the dashboard clock', () => {
  afterEach(() => jest.useRealTimers());
  it('counts the records with problems and the days to 15 September from 1 August', async () => {
    jest.useFakeTimers({
      now: new Date('2027-09-05T17:00:00Z'),
      doNotFake: ['setTimeout', 'setInterval', 'queueMicrotask', 'nextTick', 'setImmediate'],
    });
    server.use(http.get('/api/reports/asep/2026', () => HttpResponse.json(report(2026, [missingTeaId]))));
    renderWithProviders(<AsepClock />);
    expect(await screen.findByText(/1 record with problems · 10 days to 2027-09-15/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the year-end report' })).toHaveAttribute('href', '/admin/reports/asep');
  });
  it('shows nothing, and asks nothing, before 1 August', () => {
    jest.useFakeTimers({
      now: new Date('2027-07-31T17:00:00Z'),
      doNotFake: ['setTimeout', 'setInterval', 'queueMicrotask', 'nextTick', 'setImmediate'],
    });
    // No handler is set: a request would fail the test (onUnhandledRequest: 'error').
    renderWithProviders(<AsepClock />);
    expect(screen.queryByRole('heading', { name: /Year-end report/ })).not.toBeInTheDocument();
  });
});
