import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ComplianceRow } from 'shared-domain';
import { ComplianceSummary } from '../compliance-summary';
import { renderWithProviders, setupMsw } from '../../../test/harness';

const server = setupMsw();

const complianceRow = (teacherId: string, status: ComplianceRow['status']): ComplianceRow => ({
  teacherId,
  name: { first: 'T', last: teacherId },
  supervisor: null,
  school: null,
  status,
  counted: { firstHalf: 0, secondHalf: 0, total: 0, inPerson: 0 },
  required: { firstHalf: 2, secondHalf: 1, total: 3, inPerson: 3 },
  nextDue: null,
  problems: [],
});

// Moved from the dashboard's tests: the dashboard shows this panel, composed in by routes.tsx.
it("counts teachers by field-supervision status from the server's totals, each leading to the compliance list with that status", async () => {
  const totals: Record<string, number> = { overdue: 2, 'at risk': 1, 'on track': 0, complete: 1, 'not applicable': 0 };
  const asked: string[] = [];
  server.use(
    http.get('/api/compliance', ({ request }) => {
      const url = new URL(request.url);
      asked.push(url.search);
      // A page of one row and the total in X-Total-Count, never the whole list.
      if (url.searchParams.get('limit') !== '1') return HttpResponse.json({ message: 'whole list asked for' }, { status: 500 });
      const status = url.searchParams.get('status') ?? '';
      return HttpResponse.json(totals[status] ? [complianceRow('a', status as ComplianceRow['status'])] : [], {
        headers: { 'x-total-count': String(totals[status] ?? 0) },
      });
    }),
  );
  renderWithProviders(<ComplianceSummary />);
  const list = await screen.findByRole('list', { name: 'Teachers by field-supervision status' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['2Overdue', '1At risk', '0On track', '1Complete', '0Not applicable']);
  expect(within(list).getByRole('link', { name: 'At risk' })).toHaveAttribute('href', '/admin/compliance?status=at%20risk');
  expect(asked).toHaveLength(5);
});

it('says so when a count fails to load', async () => {
  server.use(http.get('/api/compliance', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
  renderWithProviders(<ComplianceSummary />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load field supervision.');
});
