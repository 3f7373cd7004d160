import type { StaffArea } from 'shared-domain';
import { useMemo } from 'react';
import styled from 'styled-components';
import { MESSAGES } from 'shared-domain';
import { FormGrid, LoadingText, SelectField, TextField } from 'shared-ui';
import { PageHeader, useUrlParams } from 'shared-ui/staff';
import { SCHOOLS_REQUEST, useSchools } from '../../lib/api/get-schools';
import { schoolPaths } from '../paths';
import { SCHOOL_STATUS_OPTIONS, filterSchools, toStatusFilter } from './filter-schools';
import { exportSchoolsCsv } from './schools-csv';
import { SchoolTable } from './school-table';
import { ListActions, StyledCount } from '../../lib/list-parts';
import { QueryErrorPanel } from '../../lib/query-error-panel';

const StyledFilters = styled(FormGrid)`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

export interface SchoolListPageProps {
  /** 'admin': add, export and view details; 'supervisor': read-only. */
  role: StaffArea;
}

/** Partner schools (product spec §2 'Schools list'). Search and status live in the URL (?q=&status=). */
export function SchoolListPage({ role }: SchoolListPageProps) {
  const query = useSchools();
  const [params, updateParams] = useUrlParams();
  const search = params.get('q') ?? '';
  const status = toStatusFilter(params.get('status'));
  const rows = useMemo(() => filterSchools(query.data ?? [], search, status), [query.data, search, status]);
  const setParam = (key: string, value: string, empty: string) =>
    updateParams(
      (next) => {
        if (value === empty) next.delete(key);
        else next.set(key, value);
      },
      { replace: true },
    );

  if (query.isPending) return <LoadingText />;
  if (query.isError) {
    return <QueryErrorPanel query={query} message={MESSAGES.schoolsFetchFailed} request={SCHOOLS_REQUEST} />;
  }
  const awaiting = query.data.filter((s) => s.status === 'inactive').length;
  return (
    <>
      <PageHeader
        title="Schools"
        subtitle={awaiting ? `${awaiting} awaiting approval` : 'Partner schools and districts'}
        actions={
          <ListActions
            onExport={() => exportSchoolsCsv(rows)}
            rowCount={rows.length}
            add={role === 'admin' ? { label: 'Add School', href: schoolPaths(role).add.getHref() } : undefined}
          />
        }
      />
      <StyledFilters columns={2} role="search" aria-label="Filter schools">
        <TextField
          label="Search"
          type="search"
          placeholder="Search schools..."
          value={search}
          onChange={(e) => setParam('q', e.target.value, '')}
        />
        <SelectField
          label="Status"
          options={SCHOOL_STATUS_OPTIONS}
          value={status}
          onChange={(e) => setParam('status', e.target.value, 'all')}
        />
      </StyledFilters>
      <StyledCount aria-live="polite">{`Showing ${rows.length} of ${query.data.length} schools`}</StyledCount>
      <SchoolTable role={role} rows={rows} />
    </>
  );
}
