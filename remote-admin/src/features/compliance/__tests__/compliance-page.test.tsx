import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ComplianceRow, ComplianceStatus } from 'shared-domain';
import CompliancePage from '../compliance-page';
import { renderWithProviders, setupMsw } from '../../../test/harness';

const server = setupMsw();

const SUPERVISOR = '00000000-0000-4000-8000-0000000000a1';
const SCHOOL = '00000000-0000-4000-8000-0000000000b1';

const row = (
  id: string,
  last: string,
  status: ComplianceStatus,
  nextDue: string | null,
  extra: Partial<ComplianceRow> = {},
): ComplianceRow => ({
  teacherId: `00000000-0000-4000-8000-${id.padStart(12, '0')}`,
  name: { first: 'Pat', last },
  supervisor: 'Sam Rivera',
  school: 'Lamar Elementary',
  status,
  counted: { firstHalf: 1, secondHalf: 0, total: 1, inPerson: 1 },
  required: { firstHalf: 2, secondHalf: 1, total: 3, inPerson: 3 },
  nextDue,
  problems: [],
  ...extra,
});
const rows = [
  row('1', 'Overdue', 'overdue', '2026-01-15', {
    problems: [{ code: 'too-short', message: 'The observation on Jan 5, 2026 lasted 30 minutes (at least 45 are required)' }],
  }),
  row('2', 'AtRisk', 'at risk', '2026-03-01', { supervisor: null }),
  row('3', 'Complete', 'complete', null, {
    counted: { firstHalf: 2, secondHalf: 2, total: 4, inPerson: 3 },
  }),
];

/** The requests the page made, as their query strings. */
let asked: URLSearchParams[] = [];
const answer = (list: ComplianceRow[], total = list.length) =>
  http.get('/api/compliance', ({ request }) => {
    const q = new URL(request.url).searchParams;
    asked.push(q);
    return HttpResponse.json(list, { headers: { 'x-total-count': String(total) } });
  });

beforeEach(() => {
  asked = [];
  server.use(
    http.get('/api/supervisors/all', () => HttpResponse.json([{ _id: SUPERVISOR, name: { first: 'Sam', last: 'Rivera' } }])),
    http.get('/api/schools/all', () => HttpResponse.json([{ _id: SCHOOL, name: 'Lamar Elementary' }])),
  );
});

const table = () => screen.findByRole('table', { name: 'Field supervision, by last name' });
const rowOf = (last: string) => screen.getByText(`Pat ${last}`).closest('tr') as HTMLElement;

it('shows the count, counts never past what is required, and problems as short chips with the sentence on demand', async () => {
  server.use(answer(rows));
  const { user, location } = renderWithProviders(<CompliancePage />, { route: '/admin/compliance' });
  await table();
  expect(screen.getByText('3 teachers')).toBeInTheDocument();
  expect(asked[0].get('limit')).toBe('50');
  expect(asked[0].get('offset')).toBe('0');

  // "4 of 3" read as more done than required.
  expect(within(rowOf('Complete')).getByText('4 (3 required)')).toBeInTheDocument();
  expect(within(rowOf('Complete')).getByText('3 of 3')).toBeInTheDocument();
  expect(screen.queryByText('4 of 3')).not.toBeInTheDocument();

  // A problem is a chip; its sentence is a disclosure (a <summary>: reachable by Tab, opened by Enter in a browser).
  const overdue = rowOf('Overdue');
  const chip = within(overdue).getByRole<HTMLDetailsElement>('group');
  expect(chip.open).toBe(false);
  expect(within(overdue).getByText('Observation too short')).toBeInTheDocument();
  await user.click(within(overdue).getByText('Observation too short'));
  expect(chip.open).toBe(true);
  expect(within(chip).getByText(/lasted 30 minutes/)).toBeVisible();
  expect(location().pathname).toBe('/admin/compliance');

  // At risk with no problem recorded says what puts it at risk, and that nobody supervises.
  const atRisk = rowOf('AtRisk');
  expect(within(atRisk).queryByText('None')).not.toBeInTheDocument();
  // The chip's date is kept on one line inside it.
  const due = within(atRisk).getByLabelText('Due by Mar 1, 2026: show details');
  expect(due).toHaveTextContent(/^Due by Mar 1, 2026/);
  expect(within(due).getByText('Mar 1, 2026')).toHaveStyle({ whiteSpace: 'nowrap' });
  expect(within(atRisk).getByText('No supervisor')).toBeInTheDocument();
  expect(within(rowOf('Complete')).getByText('None')).toBeInTheDocument();
});

it('keeps the search and every filter in the URL and sends them to the server', async () => {
  server.use(answer(rows.slice(0, 1)));
  const { user, location } = renderWithProviders(<CompliancePage />, {
    route: `/admin/compliance?q=perez&status=overdue&supervisor=${SUPERVISOR}&school=${SCHOOL}`,
  });
  await table();
  expect(Object.fromEntries(asked[0])).toMatchObject({ q: 'perez', status: 'overdue', supervisor: SUPERVISOR, school: SCHOOL });
  expect(screen.getByRole('searchbox', { name: /Search/ })).toHaveValue('perez');
  expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('overdue');
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Field Supervisor' })).toHaveValue(SUPERVISOR));
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'School' })).toHaveValue(SCHOOL));

  await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'at risk');
  expect(new URLSearchParams(location().search).get('status')).toBe('at risk');
  await waitFor(() => expect(asked.at(-1)?.get('status')).toBe('at risk'));

  await user.clear(screen.getByRole('searchbox', { name: /Search/ }));
  await user.type(screen.getByRole('searchbox', { name: /Search/ }), '7654321');
  await waitFor(() => expect(new URLSearchParams(location().search).get('q')).toBe('7654321'));
  await waitFor(() => expect(asked.at(-1)?.get('q')).toBe('7654321'));

  await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
  expect(location().search).toBe('');
});

it('pages on the server: "Showing 1–50 of 120", Next asks for the next 50 and keeps the page in the URL', async () => {
  const many = Array.from({ length: 50 }, (_, i) => row(String(i), `Intern${i}`, 'on track', null));
  server.use(answer(many, 120));
  const { user, location } = renderWithProviders(<CompliancePage />, { route: '/admin/compliance?status=on+track' });
  await table();
  expect(screen.getByText('Showing 1–50 of 120 teachers')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(asked.at(-1)?.get('offset')).toBe('50'));
  expect(new URLSearchParams(location().search).get('page')).toBe('2');
  expect(new URLSearchParams(location().search).get('status')).toBe('on track');
  expect(await screen.findByText('Showing 51–100 of 120 teachers')).toBeInTheDocument();
});

it('while the next search loads, the last rows are marked busy and the count says so, not the old total', async () => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get('/api/compliance', async ({ request }) => {
      const q = new URL(request.url).searchParams.get('q');
      if (q) await held;
      const list = q ? [rows[0]] : rows;
      return HttpResponse.json(list, { headers: { 'x-total-count': String(list.length) } });
    }),
  );
  const { user } = renderWithProviders(<CompliancePage />, { route: '/admin/compliance' });
  const list = await table();
  expect(screen.getByText('3 teachers')).toBeInTheDocument();
  await user.type(screen.getByRole('searchbox', { name: /^Search/ }), 'Overdue');
  expect(await screen.findByText('Searching…')).toBeInTheDocument();
  expect(list.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
  expect(screen.queryByText('3 teachers')).not.toBeInTheDocument();
  release();
  expect(await screen.findByText('1 teacher')).toBeInTheDocument();
  expect((await table()).closest('[aria-busy]')).toHaveAttribute('aria-busy', 'false');
});

it("a row opens the teacher's record at its Supervisions section", async () => {
  server.use(answer(rows));
  const { user, location } = renderWithProviders(<CompliancePage />, { route: '/admin/compliance' });
  await table();
  await user.click(screen.getByText('Pat AtRisk'));
  expect(location().pathname).toBe(`/admin/teachers/${rows[1].teacherId}`);
  expect(location().hash).toBe('#record-supervisions');
});

it('downloads the TEA export from the server as CSV', async () => {
  const csv = 'TEA ID,Last Name\r\n1234567,Lopez\r\n';
  server.use(
    http.get('/api/compliance', ({ request }) =>
      new URL(request.url).searchParams.get('format') === 'csv'
        ? new HttpResponse(csv, { headers: { 'content-type': 'text/csv' } })
        : HttpResponse.json(rows),
    ),
  );
  const blobs: Blob[] = [];
  URL.createObjectURL = jest.fn((b: Blob) => {
    blobs.push(b);
    return 'blob:export';
  });
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  const { user } = renderWithProviders(<CompliancePage />, { route: '/admin/compliance' });
  await user.click(await screen.findByRole('button', { name: 'Export for TEA (CSV)' }));
  await waitFor(() => expect(click).toHaveBeenCalled());
  expect((await blobs[0].text()).replace(/^\uFEFF/, '')).toBe(csv);
  click.mockRestore();
});

it('downloads the field-based experience hours per intern beside the TEA export', async () => {
  const csv = 'TEA ID,Last Name,Date,Hours\r\n1234567,Lopez,2026-10-14,3\r\n';
  server.use(
    http.get('/api/compliance', () => HttpResponse.json(rows)),
    http.get('/api/field-hours', ({ request }) =>
      new URL(request.url).searchParams.get('format') === 'csv'
        ? new HttpResponse(csv, { headers: { 'content-type': 'text/csv' } })
        : HttpResponse.json({ message: 'format=csv' }, { status: 400 }),
    ),
  );
  const blobs: Blob[] = [];
  const names: string[] = [];
  URL.createObjectURL = jest.fn((b: Blob) => {
    blobs.push(b);
    return 'blob:export';
  });
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  const { user } = renderWithProviders(<CompliancePage />, { route: '/admin/compliance' });
  await user.click(await screen.findByRole('button', { name: 'Field-based experience hours (CSV)' }));
  await waitFor(() => expect(click).toHaveBeenCalled());
  expect(names).toEqual(['field-based-experience-hours.csv']);
  expect((await blobs[0].text()).replace(/^\uFEFF/, '')).toBe(csv);
  click.mockRestore();
});

it('a failed load shows the error panel with the request, and Retry loads again', async () => {
  let calls = 0;
  server.use(
    http.get('/api/compliance', () =>
      ++calls === 1 ? HttpResponse.json({ message: 'Database unavailable' }, { status: 500 }) : HttpResponse.json(rows),
    ),
  );
  const { user } = renderWithProviders(<CompliancePage />, { route: '/admin/compliance' });
  expect(await screen.findByText('Failed to load field supervision. Please try again later.')).toBeInTheDocument();
  expect(screen.getByText(/GET \/api\/compliance/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await table()).toBeInTheDocument();
});
