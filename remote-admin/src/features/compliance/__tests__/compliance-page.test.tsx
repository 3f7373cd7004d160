import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ComplianceRow, ComplianceStatus } from 'shared-domain';
import CompliancePage from '../compliance-page';
import { renderWithProviders, setupMsw } from '../../../test/harness';

const server = setupMsw();

const row = (id: string, last: string, status: ComplianceStatus, nextDue: string | null, problems: string[] = []): ComplianceRow => ({
  teacherId: `00000000-0000-4000-8000-00000000000${id}`,
  name: { first: 'Pat', last },
  supervisor: 'Sam Rivera',
  school: 'Lamar Elementary',
  status,
  counted: { firstHalf: 1, secondHalf: 0, total: 1, inPerson: 1 },
  required: { firstHalf: 2, secondHalf: 1, total: 3, inPerson: 3 },
  nextDue,
  problems: problems.map((message) => ({ code: 'too-short', message })),
});
const rows = [
  row('1', 'Complete', 'complete', null),
  row('2', 'LaterOverdue', 'overdue', '2026-02-01'),
  row('3', 'AtRisk', 'at risk', '2026-03-01'),
  row('4', 'EarlierOverdue', 'overdue', '2026-01-15', ['The observation on Jan 5, 2026 lasted 30 minutes (at least 45 are required)']),
  row('5', 'NotApplicable', 'not applicable', null),
];

const names = () =>
  within(screen.getByRole('table', { name: 'Field supervision' }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[1].textContent);

it('lists the worst status first and, within it, the earliest deadline; each problem in words', async () => {
  server.use(http.get('/api/compliance', () => HttpResponse.json(rows)));
  renderWithProviders(<CompliancePage />, { route: '/admin/compliance' });
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  await screen.findByRole('table', { name: 'Field supervision' });
  expect(names()).toEqual(['Pat EarlierOverdue', 'Pat LaterOverdue', 'Pat AtRisk', 'Pat Complete', 'Pat NotApplicable']);
  const first = screen.getAllByRole('row')[1];
  expect(within(first).getByText('Overdue')).toBeInTheDocument();
  expect(within(first).getByText('Jan 15, 2026')).toBeInTheDocument();
  expect(within(first).getByText(/lasted 30 minutes/)).toBeInTheDocument();
});

it('filters by status through the URL (?status=), so a dashboard count leads straight to its teachers', async () => {
  server.use(http.get('/api/compliance', () => HttpResponse.json(rows)));
  const { user, location } = renderWithProviders(<CompliancePage />, { route: '/admin/compliance?status=overdue' });
  await screen.findByRole('table', { name: 'Field supervision' });
  expect(names()).toEqual(['Pat EarlierOverdue', 'Pat LaterOverdue']);
  expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('overdue');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'at risk');
  expect(names()).toEqual(['Pat AtRisk']);
  expect(location().search).toBe('?status=at+risk');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'all');
  expect(names()).toHaveLength(5);
  expect(location().search).toBe('');
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

it('downloads the field-based experience hours per intern (issue 32) beside the TEA export', async () => {
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
  expect(await screen.findByRole('table', { name: 'Field supervision' })).toBeInTheDocument();
});
