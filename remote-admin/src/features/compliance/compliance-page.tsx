import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  COMPLIANCE_AT_RISK_DAYS,
  COMPLIANCE_PROBLEM_LABELS,
  COMPLIANCE_STATUSES,
  displayLabel,
  formatDate,
  observationCount,
  type ComplianceRow,
} from 'shared-domain';
import { Badge, Button, LoadingText, SelectField, TextField, spacedRow, useToast } from 'shared-ui';
import { DataTable, PageHeader, downloadCsvText, listFilterChange, useUrlParams, type DataTableColumn } from 'shared-ui/staff';
import { errorMessage } from 'shared-auth';
import { COMPLIANCE_TONES, QueryErrorPanel, useSchools, useSupervisors } from 'shared-staff';
import { paths } from '../../paths';
import {
  COMPLIANCE_PAGE_SIZE,
  COMPLIANCE_REQUEST,
  getComplianceCsv,
  getFieldHoursCsv,
  useCompliancePage,
  type ComplianceFilters,
} from './api';

const StyledExports = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

export const COMPLIANCE_FETCH_FAILED = 'Failed to load field supervision. Please try again later.';
/** The record's Supervisions section (shared-staff's sectionAnchor('supervisions')): where a row opens the record. */
export const SUPERVISIONS_ANCHOR = 'record-supervisions';
/** How long typing rests before the search goes to the URL and the server. */
const SEARCH_DELAY_MS = 300;

const StyledFilters = styled.div`
  display: grid;
  grid-template-columns: minmax(14rem, 2fr) repeat(3, minmax(11rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  align-items: end;
  margin-bottom: ${({ theme }) => theme.space.sm};
  @media ${({ theme }) => theme.breakpoints.lg} {
    grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  }
`;

const StyledBar = styled.div`
  ${spacedRow}
  margin-bottom: ${({ theme }) => theme.space.sm};
  & p {
    margin: 0;
  }
`;

const StyledChips = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs};
  & details {
    display: inline-block;
  }
  & summary {
    cursor: pointer;
    list-style: none;
    border-radius: ${({ theme }) => theme.radii.pill};
  }
  & summary::-webkit-details-marker {
    display: none;
  }
  & summary:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  & details p {
    margin: ${({ theme }) => `${theme.space.xxs} 0 0`};
    max-width: 22rem;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    white-space: normal;
  }
`;

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

interface Chip {
  key: string;
  label: string;
  detail: string;
}

/**
 * What a row's Problems column says: each problem as a short chip with its sentence on demand; a row at risk or
 * overdue says what puts it there even with no problem recorded yet, and an intern without a field supervisor says so.
 */
export function complianceChips(r: ComplianceRow): Chip[] {
  const chips: Chip[] = r.problems.map((p, i) => ({ key: `${p.code}-${i}`, label: COMPLIANCE_PROBLEM_LABELS[p.code], detail: p.message }));
  if (!r.supervisor && r.status !== 'not applicable' && r.status !== 'complete') {
    chips.push({ key: 'no-supervisor', label: 'No supervisor', detail: 'No field supervisor is assigned to observe this intern' });
  }
  if (!r.problems.length && r.nextDue && (r.status === 'at risk' || r.status === 'overdue')) {
    chips.push({
      key: 'due',
      label: r.status === 'overdue' ? `Overdue since ${formatDate(r.nextDue)}` : `Due by ${formatDate(r.nextDue)}`,
      detail:
        r.status === 'overdue'
          ? `Formal observations required by ${formatDate(r.nextDue)} are not done yet`
          : `Formal observations are due by ${formatDate(r.nextDue)}, within ${COMPLIANCE_AT_RISK_DAYS} days, and are not done yet`,
    });
  }
  return chips;
}

function Problems({ row }: { row: ComplianceRow }) {
  const chips = complianceChips(row);
  if (!chips.length) return <>None</>;
  return (
    <StyledChips aria-label={`Problems of ${row.name.first} ${row.name.last}`}>
      {chips.map((c) => (
        <li key={c.key}>
          <details>
            <summary aria-label={`${c.label}: show details`}>
              <Badge tone={row.status === 'overdue' ? 'red' : 'yellow'}>{c.label}</Badge>
            </summary>
            <p>{c.detail}</p>
          </details>
        </li>
      ))}
    </StyledChips>
  );
}

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
  { key: 'counted', header: 'Observations', render: (r) => observationCount(r.counted.total, r.required.total) },
  { key: 'inPerson', header: 'In person', render: (r) => observationCount(r.counted.inPerson, r.required.inPerson) },
  { key: 'nextDue', header: 'Next due', render: (r) => (r.nextDue ? formatDate(r.nextDue) : '—') },
  { key: 'problems', header: 'Problems', width: '16rem', controls: true, render: (r) => <Problems row={r} /> },
];

const KEYS = ['q', 'status', 'supervisor', 'school'] as const;

/**
 * /admin/compliance: every teacher's field supervision against 19 TAC 228, searched (name, TEA ID, e-mail: the server
 * folds accents and ignores the order of words), filtered by status, supervisor and school, and paged on the server;
 * the search, the filters and the page live in the URL. A row opens the record at its Supervisions section.
 */
export default function CompliancePage() {
  const toast = useToast();
  const navigate = useNavigate();
  const [params, updateParams] = useUrlParams();
  const filters: ComplianceFilters = useMemo(() => {
    const status = params.get('status') ?? '';
    return {
      q: params.get('q') ?? '',
      status: (COMPLIANCE_STATUSES as readonly string[]).includes(status) ? status : '',
      supervisor: params.get('supervisor') ?? '',
      school: params.get('school') ?? '',
    };
  }, [params]);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useCompliancePage(filters, page);
  const supervisors = useSupervisors();
  const schools = useSchools();
  const [search, setSearch] = useState(filters.q);

  const setFilter = (key: (typeof KEYS)[number] | 'page', value: string) => updateParams(...listFilterChange(key, value));

  // The search box follows the URL (back, a link) and goes to the URL once typing rests.
  useEffect(() => setSearch(filters.q), [filters.q]);
  useEffect(() => {
    if (search.trim() === filters.q.trim()) return;
    const timer = setTimeout(() => setFilter('q', search), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the typed text starts the wait
  }, [search]);

  const download = async (which: 'tea' | 'hours' = 'tea') => {
    try {
      if (which === 'hours') downloadCsvText('field-based-experience-hours.csv', await getFieldHoursCsv());
      else downloadCsvText('field-supervision-observations.csv', await getComplianceCsv());
    } catch (err) {
      toast.show(errorMessage(err, 'Failed to download the export. Please try again.'), 'error');
    }
  };

  const supervisorOptions = [
    { value: 'none', label: 'No supervisor' },
    ...(supervisors.data ?? [])
      .map((s) => ({ value: s._id, label: `${s.name.first} ${s.name.last}` }))
      .sort((a, b) => a.label.localeCompare(b.label)),
  ];
  const schoolOptions = (schools.data ?? []).map((s) => ({ value: s._id, label: s.name })).sort((a, b) => a.label.localeCompare(b.label));
  const active = KEYS.some((k) => filters[k]);

  const total = query.data?.total ?? 0;
  const rows = query.data?.rows ?? [];
  const pages = Math.max(1, Math.ceil(total / COMPLIANCE_PAGE_SIZE));
  const first = rows.length ? (page - 1) * COMPLIANCE_PAGE_SIZE + 1 : 0;
  const last = first ? first + rows.length - 1 : 0;
  const noun = total === 1 ? 'teacher' : 'teachers';
  const count = !total
    ? 'No teachers match'
    : total <= COMPLIANCE_PAGE_SIZE && page === 1
      ? `${total} ${noun}`
      : `Showing ${first}–${last} of ${total} ${noun}`;

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
            {/* Its sibling, the field-based experience hours per intern. */}
            <Button variant="secondary" onClick={() => void download('hours')}>
              Field-based experience hours (CSV)
            </Button>
          </StyledExports>
        }
      />
      <StyledFilters role="search" aria-label="Search and filter field supervision">
        <TextField
          label="Search"
          type="search"
          hint="Name, TEA ID or e-mail"
          value={search}
          maxLength={100}
          onChange={(e) => setSearch(e.target.value)}
        />
        <SelectField
          label="Status"
          value={filters.status}
          placeholder="All statuses"
          options={COMPLIANCE_STATUSES.map((s) => ({ value: s, label: displayLabel(s) }))}
          onChange={(e) => setFilter('status', e.target.value)}
        />
        <SelectField
          label="Field Supervisor"
          value={filters.supervisor}
          placeholder="All supervisors"
          options={supervisorOptions}
          onChange={(e) => setFilter('supervisor', e.target.value)}
        />
        <SelectField
          label="School"
          value={filters.school}
          placeholder="All schools"
          options={schoolOptions}
          onChange={(e) => setFilter('school', e.target.value)}
        />
      </StyledFilters>
      <StyledBar>
        <p aria-live="polite">{query.isPending ? 'Loading…' : query.isPlaceholderData ? 'Searching…' : count}</p>
        {active && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => updateParams((next) => [...next.keys()].forEach((k) => next.delete(k)), { replace: true })}
          >
            Clear search and filters
          </Button>
        )}
      </StyledBar>
      {query.isPending ? (
        <LoadingText />
      ) : query.isError ? (
        <QueryErrorPanel query={query} message={COMPLIANCE_FETCH_FAILED} request={COMPLIANCE_REQUEST} />
      ) : (
        <StyledResults aria-busy={query.isPlaceholderData}>
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
                <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setFilter('page', String(page - 1))}>
                  Previous
                </Button>
                <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setFilter('page', String(page + 1))}>
                  Next
                </Button>
              </div>
            </StyledPager>
          )}
        </StyledResults>
      )}
    </>
  );
}
