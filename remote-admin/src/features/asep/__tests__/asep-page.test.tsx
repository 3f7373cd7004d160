import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { asepYearDue, programDate, type AsepReport } from 'shared-domain';
import AsepPage from '../asep-page';
import { AsepClock } from '../asep-clock';
import { renderWithProviders, setupMsw } from '../../../test/harness';

const server = setupMsw();
const year = asepYearDue(programDate(new Date()));

const report = (y: number, problems: AsepReport['problems']): AsepReport => ({
  year: y,
  label: `${y}–${y + 1}`,
  start: `${y}-09-01`,
  end: `${y + 1}-08-31`,
  due: `${y + 1}-09-15`,
  problems,
  exceptions: [],
  indicators: [{ key: '4a', label: 'Observation frequency and duration', met: 1, total: 2, cohorts: [], cases: [] }],
  files: [{ file: 'observations', title: 'Observation records', rows: 12 }],
});
const missingTeaId: AsepReport['problems'][number] = {
  code: 'missingTeaId',
  file: 'admissions',
  subject: { kind: 'teacher', id: 't1', name: 'Ana Lopez' },
  message: 'Ana Lopez has no TEA ID.',
  fix: "Enter the candidate's TEA ID on the record.",
  href: '/admin/teachers/t1',
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

it('shows an error panel when the report cannot be read', async () => {
  server.use(http.get(`/api/reports/asep/${year}`, () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
  renderWithProviders(<AsepPage />);
  expect(await screen.findByText("Failed to load the year's report. Please try again later.")).toBeInTheDocument();
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
