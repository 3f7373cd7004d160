import styled from 'styled-components';
import { Button, spacedRow, useToast } from 'shared-ui';
import { PageHeader, downloadCsvText } from 'shared-ui/staff';
import { errorMessage } from 'shared-auth';
import { QueryContent } from 'shared-staff';
import { COMPLIANCE_PAGE_SIZE, COMPLIANCE_REQUEST, getComplianceCsv, getFieldHoursCsv, useCompliancePage } from './api';
import { ComplianceFilterFields } from './compliance-filters';
import { ComplianceTable } from './compliance-table';
import { useComplianceFilters } from './use-compliance-filters';

const StyledExports = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

export const COMPLIANCE_FETCH_FAILED = 'Failed to load field supervision. Please try again later.';

const StyledBar = styled.div`
  ${spacedRow}
  margin-bottom: ${({ theme }) => theme.space.sm};
  & p {
    margin: 0;
  }
`;

/** How many teachers the page holds, in words: all of them, or which ones of how many. */
function countText(total: number, shown: number, page: number): string {
  const first = shown ? (page - 1) * COMPLIANCE_PAGE_SIZE + 1 : 0;
  const last = first ? first + shown - 1 : 0;
  const noun = total === 1 ? 'teacher' : 'teachers';
  return !total
    ? 'No teachers match'
    : total <= COMPLIANCE_PAGE_SIZE && page === 1
      ? `${total} ${noun}`
      : `Showing ${first}–${last} of ${total} ${noun}`;
}

/**
 * /admin/compliance: every teacher's field supervision against 19 TAC 228, searched (name, TEA ID, e-mail: the server
 * folds accents and ignores the order of words), filtered by status, supervisor and school, and paged on the server;
 * the search, the filters and the page live in the URL. A row opens the record at its Supervisions section.
 */
export default function CompliancePage() {
  const toast = useToast();
  const { filters, page, active, setFilter, clear } = useComplianceFilters();
  const query = useCompliancePage(filters, page);

  const download = async (which: 'tea' | 'hours' = 'tea') => {
    try {
      if (which === 'hours') downloadCsvText('field-based-experience-hours.csv', await getFieldHoursCsv());
      else downloadCsvText('field-supervision-observations.csv', await getComplianceCsv());
    } catch (err) {
      toast.show(errorMessage(err, 'Failed to download the export. Please try again.'), 'error');
    }
  };

  const total = query.data?.total ?? 0;
  const rows = query.data?.rows ?? [];
  const pages = Math.max(1, Math.ceil(total / COMPLIANCE_PAGE_SIZE));

  return (
    <>
      <PageHeader
        title="Field Supervision"
        subtitle="Formal observations against 19 TAC 228: how many, when, how long, in person"
        actions={
          <StyledExports>
            <Button variant="secondary" onClick={() => void download()}>
              Export for TEA (CSV)
            </Button>
            {/* Its sibling: the field-based experience hours per intern. */}
            <Button variant="secondary" onClick={() => void download('hours')}>
              Field-based experience hours (CSV)
            </Button>
          </StyledExports>
        }
      />
      <ComplianceFilterFields filters={filters} onFilter={setFilter} />
      <StyledBar>
        <p aria-live="polite">
          {query.isPending ? 'Loading…' : query.isPlaceholderData ? 'Searching…' : countText(total, rows.length, page)}
        </p>
        {active && (
          <Button variant="secondary" size="sm" onClick={clear}>
            Clear search and filters
          </Button>
        )}
      </StyledBar>
      <QueryContent query={query} message={COMPLIANCE_FETCH_FAILED} request={COMPLIANCE_REQUEST}>
        {() => (
          <ComplianceTable
            rows={rows}
            page={page}
            pages={pages}
            busy={query.isPlaceholderData}
            active={active}
            onPage={(p) => setFilter('page', String(p))}
          />
        )}
      </QueryContent>
    </>
  );
}
