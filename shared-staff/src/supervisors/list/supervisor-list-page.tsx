import type { StaffArea } from 'shared-domain';
import { MESSAGES, SUPERVISORS_MIN_LOADING_MS } from 'shared-domain';
import { Button, ButtonLink, ErrorPanel, LoadingText, PageHeader, useMinimumDelay } from 'shared-ui';
import { SUPERVISORS_REQUEST, useSupervisors } from '../api/get-supervisors';
import { supervisorPaths } from '../paths';
import { exportSupervisorsCsv } from './supervisors-csv';
import { SupervisorTable } from './supervisor-table';

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
    return (
      <ErrorPanel
        message={MESSAGES.supervisorsFetchFailed}
        details={`${SUPERVISORS_REQUEST}\n${query.error.message}`}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const rows = query.data;
  return (
    <>
      <PageHeader
        title="Field Supervisors"
        subtitle={`${rows.length} supervisor${rows.length === 1 ? '' : 's'}`}
        actions={
          <>
            <Button variant="secondary" onClick={() => exportSupervisorsCsv(rows)} disabled={rows.length === 0}>
              Export CSV
            </Button>
            {role === 'admin' && <ButtonLink to={supervisorPaths(role).add.getHref()}>Add Supervisor</ButtonLink>}
          </>
        }
      />
      <SupervisorTable role={role} rows={rows} />
    </>
  );
}
