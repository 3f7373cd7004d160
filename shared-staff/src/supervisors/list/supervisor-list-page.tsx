import type { StaffArea } from 'shared-domain';
import { MESSAGES, SUPERVISORS_MIN_LOADING_MS } from 'shared-domain';
import { LoadingText, useMinimumDelay } from 'shared-ui';
import { PageHeader } from 'shared-ui/staff';
import { SUPERVISORS_REQUEST, useSupervisors } from '../api/get-supervisors';
import { supervisorPaths } from '../paths';
import { exportSupervisorsCsv } from './supervisors-csv';
import { SupervisorTable } from './supervisor-table';
import { ListActions } from '../../lib/list-parts';
import { QueryErrorPanel } from '../../lib/query-error-panel';

export interface SupervisorListPageProps {
  /** 'admin': add and view details; 'supervisor': read-only. */
  role: StaffArea;
}

/** Field supervisors list (product spec §2 'Supervisors list'); shows 'Loading...' for at least 1 s. */
export function SupervisorListPage({ role }: SupervisorListPageProps) {
  const query = useSupervisors();
  const waited = useMinimumDelay(SUPERVISORS_MIN_LOADING_MS);

  if (query.isPending || !waited) return <LoadingText />;
  if (query.isError) {
    return <QueryErrorPanel query={query} message={MESSAGES.supervisorsFetchFailed} request={SUPERVISORS_REQUEST} />;
  }
  const rows = query.data;
  return (
    <>
      <PageHeader
        title="Field Supervisors"
        subtitle={`${rows.length} supervisor${rows.length === 1 ? '' : 's'}`}
        actions={
          <ListActions
            onExport={() => exportSupervisorsCsv(rows)}
            rowCount={rows.length}
            add={role === 'admin' ? { label: 'Add Supervisor', href: supervisorPaths(role).add.getHref() } : undefined}
          />
        }
      />
      <SupervisorTable role={role} rows={rows} />
    </>
  );
}
