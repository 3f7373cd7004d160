import type { StaffArea } from 'shared-domain';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from 'shared-domain';
import { errorMessage, useAuth } from 'shared-auth';
import type { TeacherListItem } from 'shared-domain';
import { ButtonLink, LoadingText, useToast } from 'shared-ui';
import { PageHeader } from 'shared-ui/staff';
import { firstTeachersQueryOptions, TEACHERS_REQUEST, useTeachers } from '../api/get-teachers';
import { teacherPaths } from '../paths';
import { QuickViewDialog, RecordSupervisionDialog, usePreloadListDialogs } from './list-dialogs';
import { exportTeachersCsv } from './teachers-csv';
import { TeacherFilters } from './teacher-filters';
import { TeacherTable } from './teacher-table';
import { useTeacherList } from './use-teacher-list';
import { opensUnfiltered, startFilter } from './filter-teachers';
import { teacherKeys } from '../api/query-keys';
import { ListActions, StyledCount } from '../../lib/list-parts';
import { QueryErrorPanel } from '../../lib/query-error-panel';
import { teachersFetchFailed } from '../teachers-fetch-failed';

const SUBTITLE = 'Certification records of interns, hired and ready-for-hire teachers';

export interface TeacherListPageProps {
  role: StaffArea;
}

/** Staff teacher list (product spec §2 'Teacher list'). */
export default function TeacherListScreen({ role }: TeacherListPageProps) {
  const { user } = useAuth();
  const myId = role === 'supervisor' ? (user?.profile ?? null) : null;
  const [params] = useSearchParams();
  const client = useQueryClient();
  // On a first visit to the unfiltered list, its first rows (by last name, the table's first order) come first and
  // paint; the whole list is asked for once they are shown (10,000 teachers take a moment to parse and sort).
  const unfiltered = opensUnfiltered(role, params);
  const first = useQuery({ ...firstTeachersQueryOptions(), enabled: unfiltered && client.getQueryData(teacherKeys.list()) === undefined });
  const query = useTeachers({ enabled: !unfiltered || first.fetchStatus === 'idle' });
  const start = startFilter(params);
  const list = useTeacherList(query.data, myId, role === 'supervisor', start);
  const [quickViewRef, setQuickViewRef] = useState<number | null>(null);
  const [supervising, setSupervising] = useState<TeacherListItem | null>(null);
  const onQuickView = useCallback((t: TeacherListItem) => setQuickViewRef(t.ref), []);
  const toast = useToast();
  const paths = teacherPaths(role);
  usePreloadListDialogs(query.isSuccess);

  if (query.isPending && unfiltered && first.data?.length) {
    const quickRow = quickViewRef ? first.data.find((t) => t.ref === quickViewRef) : undefined;
    return (
      <>
        <PageHeader title="Teachers" subtitle={SUBTITLE} />
        <StyledCount role="status">{`Showing the first ${first.data.length} teachers by last name. Loading the whole list…`}</StyledCount>
        <TeacherTable role={role} rows={first.data} onQuickView={onQuickView} onRecordSupervision={setSupervising} />
        {quickRow && <QuickViewDialog role={role} row={quickRow} onClose={() => setQuickViewRef(null)} />}
        {supervising && <RecordSupervisionDialog teacher={supervising} open onClose={() => setSupervising(null)} />}
      </>
    );
  }
  if (query.isPending) return <LoadingText />;
  if (query.isError) {
    return <QueryErrorPanel query={query} message={teachersFetchFailed(role)} request={TEACHERS_REQUEST} />;
  }
  const quickView = quickViewRef ? query.data.find((t) => t.ref === quickViewRef) : undefined;

  return (
    <>
      <PageHeader
        title="Teachers"
        subtitle={SUBTITLE}
        actions={
          <>
            {role === 'admin' && (
              <ButtonLink to={paths.import.getHref()} variant="secondary">
                Import
              </ButtonLink>
            )}
            <ListActions
              onExport={() =>
                exportTeachersCsv(list.rows).catch((err: unknown) => toast.show(errorMessage(err, MESSAGES.exportFailed), 'error'))
              }
              rowCount={list.rows.length}
              add={{ label: 'Add Teacher', href: paths.add.getHref(), state: paths.add.state }}
            />
          </>
        }
      />
      <TeacherFilters role={role} filter={list.filter} onChange={list.update} />
      <StyledCount aria-live="polite">
        {`Showing ${list.rows.length.toLocaleString('en-US')} of ${list.total.toLocaleString('en-US')} teachers`}
      </StyledCount>
      <TeacherTable
        role={role}
        rows={list.rows}
        onQuickView={onQuickView}
        onRecordSupervision={setSupervising}
        onClearFilters={list.total > 0 ? list.clear : undefined}
      />
      {quickView && <QuickViewDialog role={role} row={quickView} onClose={() => setQuickViewRef(null)} />}
      {supervising && <RecordSupervisionDialog teacher={supervising} open onClose={() => setSupervising(null)} />}
    </>
  );
}
