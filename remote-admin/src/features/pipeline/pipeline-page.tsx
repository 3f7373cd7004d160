import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ASSIGNMENT_TYPES, PATH_STAGE_LABELS, PATH_STAGES, displayLabel, formatDate, type PipelineCandidate } from 'shared-domain';
import { Badge, Button, LoadingText, SelectField, spacedRow } from 'shared-ui';
import { DataTable, PageHeader, listFilterChange, useUrlParams, type DataTableColumn } from 'shared-ui/staff';
import { QueryErrorPanel } from 'shared-staff';
import { paths } from '../../paths';
import { PIPELINE_PAGE_SIZE, PIPELINE_REQUEST, usePipeline, type PipelineFilters } from './api';

export const PIPELINE_FETCH_FAILED = 'Failed to load the pipeline. Please try again later.';
const KEYS = ['cohort', 'assignmentType', 'area', 'stage', 'stuck'] as const;

const StyledFilters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
`;
const StyledStages = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  list-style: none;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space.md};
  & li {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    padding: ${({ theme }) => theme.space.sm};
  }
  & li[data-current='true'] {
    border-width: 2px;
  }
`;
const StyledBar = styled.div`
  ${spacedRow}
  margin-bottom: ${({ theme }) => theme.space.sm};
  & p {
    margin: 0;
  }
`;

const stuckText = (c: PipelineCandidate) =>
  c.stuck.map((s) => `${s.label}: ${Math.abs(s.daysLeft)} ${s.unit} past ${formatDate(s.due)}`).join('; ');

const columns: DataTableColumn<PipelineCandidate>[] = [
  { key: 'name', header: 'Candidate', render: (c) => `${c.name.first} ${c.name.last}` },
  { key: 'stage', header: 'Stage', render: (c) => PATH_STAGE_LABELS[c.stage] },
  { key: 'reachedOn', header: 'Since', nowrap: true, render: (c) => formatDate(c.reachedOn) },
  { key: 'cohort', header: 'Cohort', render: (c) => c.cohort ?? '—' },
  {
    key: 'stuck',
    header: 'Stuck',
    width: '18rem',
    render: (c) => (c.stuck.length ? <Badge tone="red">{`Stuck — ${stuckText(c)}`}</Badge> : '—'),
  },
];

/**
 * /admin/pipeline: the candidates by stage on their path, how many of each are stuck (a clock past its due day), under
 * the cohort, assignment type and certification area filters; each number opens the list of those candidates below,
 * the stuck first. The filters and the list's stage live in the URL.
 */
export default function PipelinePage() {
  const navigate = useNavigate();
  const [params, updateParams] = useUrlParams();
  const filters = useMemo(() => Object.fromEntries(KEYS.map((k) => [k, params.get(k) ?? ''])) as unknown as PipelineFilters, [params]);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = usePipeline(filters, page);
  const data = query.data;
  const set = (key: (typeof KEYS)[number] | 'page', value: string) => updateParams(...listFilterChange(key, value));
  const listHref = (more: Partial<PipelineFilters>) => {
    const q = new URLSearchParams(Object.entries<string>({ ...filters, stage: '', stuck: '', ...more }).filter(([, v]) => v !== ''));
    return `${paths.pipeline.getHref()}?${q}`;
  };
  const pages = Math.max(1, Math.ceil((data?.listTotal ?? 0) / PIPELINE_PAGE_SIZE));
  const listName =
    filters.stuck === 'true'
      ? 'Stuck'
      : filters.stuck === 'soon'
        ? 'A clock due soon or past'
        : filters.stage
          ? PATH_STAGE_LABELS[filters.stage as never]
          : 'Every candidate';

  return (
    <>
      <PageHeader title="Pipeline" subtitle="Candidates on their path, admission to standard certificate; the stuck first" />
      <StyledFilters role="search" aria-label="Filter the pipeline">
        <SelectField
          label="Cohort (admission year)"
          placeholder="Every cohort"
          value={filters.cohort}
          options={(data?.cohorts ?? []).map((y) => ({ value: String(y), label: String(y) }))}
          onChange={(e) => set('cohort', e.target.value)}
        />
        <SelectField
          label="Assignment type"
          placeholder="Every assignment type"
          value={filters.assignmentType}
          options={ASSIGNMENT_TYPES.map((a) => ({ value: a, label: displayLabel(a) }))}
          onChange={(e) => set('assignmentType', e.target.value)}
        />
        <SelectField
          label="Certification area"
          placeholder="Every area"
          value={filters.area}
          options={data?.areas ?? []}
          onChange={(e) => set('area', e.target.value)}
        />
      </StyledFilters>
      {query.isError ? (
        <QueryErrorPanel query={query} message={PIPELINE_FETCH_FAILED} request={PIPELINE_REQUEST} />
      ) : !data ? (
        <LoadingText />
      ) : (
        <>
          <StyledStages aria-label="Candidates by stage">
            <li data-current={filters.stuck === 'true'}>
              <Link to={listHref({ stuck: 'true' })}>{`Stuck: ${data.stuck}`}</Link>
            </li>
            {PATH_STAGES.map((stage) => {
              const s = data.stages.find((x) => x.stage === stage);
              return (
                <li key={stage} data-current={filters.stage === stage}>
                  <Link to={listHref({ stage })}>{`${PATH_STAGE_LABELS[stage]}: ${s?.count ?? 0}`}</Link>
                  {s?.stuck ? <div>{`${s.stuck} stuck`}</div> : null}
                </li>
              );
            })}
          </StyledStages>
          <StyledBar>
            <h2>{`${listName} (${data.listTotal})`}</h2>
            {(filters.stage || filters.stuck) && <Link to={listHref({})}>Every candidate</Link>}
          </StyledBar>
          <DataTable
            caption={`${listName}, the stuck first`}
            columns={columns}
            rows={data.list}
            getRowId={(c) => c.teacherId}
            emptyText="No candidates match"
            onRowOpen={(c) => void navigate(paths.teachers.detail.getHref(c.teacherId))}
          />
          {pages > 1 && (
            <StyledBar as="nav" aria-label="Pipeline pages">
              <p>{`Page ${page} of ${pages}`}</p>
              <div>
                <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => set('page', String(page - 1))}>
                  Previous
                </Button>
                <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => set('page', String(page + 1))}>
                  Next
                </Button>
              </div>
            </StyledBar>
          )}
        </>
      )}
    </>
  );
}
