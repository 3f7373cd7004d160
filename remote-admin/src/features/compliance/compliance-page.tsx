import styled from 'styled-components';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { COMPLIANCE_STATUSES, displayLabel, formatDate, type ComplianceRow, type ComplianceStatus } from 'shared-domain';
import { Badge, Button, LoadingText, SelectField, useToast } from 'shared-ui';
import { DataTable, PageHeader, downloadCsvText, type DataTableColumn } from 'shared-ui/staff';
import { errorMessage } from 'shared-auth';
import { COMPLIANCE_TONES, QueryErrorPanel } from 'shared-staff';
import { paths } from '../../paths';
import { COMPLIANCE_REQUEST, getComplianceCsv, getFieldHoursCsv, useCompliance } from './api';

const StyledExports = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

export const COMPLIANCE_FETCH_FAILED = 'Failed to load field supervision. Please try again later.';
const of = (n: number, of: number) => `${n} of ${of}`;

const columns: DataTableColumn<ComplianceRow>[] = [
  {
    key: 'status',
    header: 'Status',
    width: '9rem',
    render: (r) => <Badge tone={COMPLIANCE_TONES[r.status]}>{displayLabel(r.status)}</Badge>,
    // Worst status first (descending); within one status the earliest deadline first, undated last.
    sortValue: (r) => COMPLIANCE_STATUSES.indexOf(r.status) * 1e6 - (r.nextDue ? Date.parse(r.nextDue) / 86_400_000 : 99_999),
  },
  { key: 'name', header: 'Teacher', render: (r) => `${r.name.first} ${r.name.last}`, sortValue: (r) => `${r.name.last} ${r.name.first}` },
  { key: 'supervisor', header: 'Field Supervisor', render: (r) => r.supervisor ?? '—', sortValue: (r) => r.supervisor ?? '' },
  { key: 'school', header: 'School', render: (r) => r.school ?? '—', sortValue: (r) => r.school ?? '' },
  { key: 'counted', header: 'Observations', render: (r) => of(r.counted.total, r.required.total), sortValue: (r) => r.counted.total },
  { key: 'inPerson', header: 'In person', render: (r) => of(r.counted.inPerson, r.required.inPerson) },
  { key: 'nextDue', header: 'Next due', render: (r) => (r.nextDue ? formatDate(r.nextDue) : '—'), sortValue: (r) => r.nextDue ?? '9999' },
  {
    key: 'problems',
    header: 'Problems',
    render: (r) => (r.problems.length ? r.problems.map((p) => p.message).join('; ') : 'None'),
    sortValue: (r) => r.problems.length,
  },
];

/** /admin/compliance: every teacher's field supervision against 19 TAC 228, filtered by status, with the TEA export. */
export default function CompliancePage() {
  const query = useCompliance();
  const toast = useToast();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const status = (COMPLIANCE_STATUSES as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as ComplianceStatus)
    : 'all';
  const rows = useMemo(() => (query.data ?? []).filter((r) => status === 'all' || r.status === status), [query.data, status]);

  const download = async (which: 'tea' | 'hours' = 'tea') => {
    try {
      if (which === 'hours') downloadCsvText('field-based-experience-hours.csv', await getFieldHoursCsv());
      else downloadCsvText('field-supervision-observations.csv', await getComplianceCsv());
    } catch (err) {
      toast.show(errorMessage(err, 'Failed to download the export. Please try again.'), 'error');
    }
  };

  if (query.isPending) return <LoadingText />;
  if (query.isError) return <QueryErrorPanel query={query} message={COMPLIANCE_FETCH_FAILED} request={COMPLIANCE_REQUEST} />;
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
            {/* Issue 32: its sibling, the field-based experience hours per intern. */}
            <Button variant="secondary" onClick={() => void download('hours')}>
              Field-based experience hours (CSV)
            </Button>
          </StyledExports>
        }
      />
      <div style={{ maxWidth: '20rem', marginBottom: '1rem' }}>
        <SelectField
          label="Status"
          value={status}
          options={[{ value: 'all', label: 'All statuses' }, ...COMPLIANCE_STATUSES]}
          onChange={(e) => setParams(e.target.value === 'all' ? {} : { status: e.target.value }, { replace: true })}
        />
      </div>
      <DataTable
        caption="Field supervision"
        columns={columns}
        rows={rows}
        getRowId={(r) => r.teacherId}
        emptyText="No teachers with this status"
        initialSort={{ key: 'status', direction: 'desc' }}
        onRowOpen={(r) => void navigate(paths.teachers.detail.getHref(r.teacherId))}
      />
    </>
  );
}
