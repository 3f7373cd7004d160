import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { displayLabel, formatDate, observationCount, type ComplianceRow } from 'shared-domain';
import { Badge, Button, spacedRow } from 'shared-ui';
import { DataTable, type DataTableColumn } from 'shared-ui/staff';
import { COMPLIANCE_TONES } from 'shared-staff';
import { paths } from '../../paths';
import { Problems } from './compliance-problems';

/** The record's Supervisions section (shared-staff's sectionAnchor('supervisions')): where a row opens the record. */
export const SUPERVISIONS_ANCHOR = 'record-supervisions';

/** The last answer's rows while the next one loads: dimmed and marked busy, so nobody opens a row about to go. */
const StyledResults = styled.div`
  &[aria-busy='true'] {
    opacity: 0.6;
  }
`;

const StyledPager = styled.nav`
  ${spacedRow}
  margin-top: ${({ theme }) => theme.space.md};
  & div {
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

const columns: DataTableColumn<ComplianceRow>[] = [
  {
    key: 'status',
    header: 'Status',
    width: '8rem',
    render: (r) => <Badge tone={COMPLIANCE_TONES[r.status]}>{displayLabel(r.status)}</Badge>,
  },
  { key: 'name', header: 'Teacher', render: (r) => `${r.name.first} ${r.name.last}` },
  { key: 'supervisor', header: 'Field Supervisor', render: (r) => r.supervisor ?? '—' },
  { key: 'school', header: 'School', render: (r) => r.school ?? '—' },
  {
    key: 'counted',
    header: 'Observations',
    align: 'right',
    nowrap: true,
    render: (r) => observationCount(r.counted.total, r.required.total),
  },
  {
    key: 'inPerson',
    header: 'In person',
    align: 'right',
    nowrap: true,
    render: (r) => observationCount(r.counted.inPerson, r.required.inPerson),
  },
  { key: 'nextDue', header: 'Next due', nowrap: true, render: (r) => (r.nextDue ? formatDate(r.nextDue) : '—') },
  { key: 'problems', header: 'Problems', width: '16rem', controls: true, render: (r) => <Problems row={r} /> },
];

interface ComplianceTableProps {
  rows: ComplianceRow[];
  page: number;
  pages: number;
  /** The rows are the last answer's while the next one loads. */
  busy: boolean;
  /** A search or a filter narrows the list (its empty text says so). */
  active: boolean;
  onPage: (page: number) => void;
}

/** One page of the teachers' field supervision, a row opening the record at its Supervisions section, and the pager. */
export function ComplianceTable({ rows, page, pages, busy, active, onPage }: ComplianceTableProps) {
  const navigate = useNavigate();
  return (
    <StyledResults aria-busy={busy}>
      <DataTable
        caption="Field supervision, by last name"
        columns={columns}
        rows={rows}
        getRowId={(r) => r.teacherId}
        emptyText={active ? 'No teachers match this search and these filters' : 'No teachers yet'}
        onRowOpen={(r) => void navigate(`${paths.teachers.detail.getHref(r.teacherId)}#${SUPERVISIONS_ANCHOR}`)}
      />
      {pages > 1 && (
        <StyledPager aria-label="Field supervision pages">
          <p>{`Page ${page} of ${pages}`}</p>
          <div>
            <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
              Previous
            </Button>
            <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
              Next
            </Button>
          </div>
        </StyledPager>
      )}
    </StyledResults>
  );
}
