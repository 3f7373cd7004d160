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
it('counts teachers by field-supervision status, each leading to the compliance list with that status', async () => {
  server.use(
    http.get('/api/compliance', () =>
      HttpResponse.json([
        complianceRow('a', 'overdue'),
        complianceRow('b', 'overdue'),
        complianceRow('c', 'at risk'),
        complianceRow('d', 'complete'),
      ]),
    ),
  );
  renderWithProviders(<ComplianceSummary />);
  const list = await screen.findByRole('list', { name: 'Teachers by field-supervision status' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['2Overdue', '1At risk', '0On track', '1Complete', '0Not applicable']);
  expect(within(list).getByRole('link', { name: 'At risk' })).toHaveAttribute('href', '/admin/compliance?status=at%20risk');
});
