import type { StaffArea } from 'shared-domain';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MESSAGES, TEACHER_LIST_FILTERS } from 'shared-domain';
import { errorMessage, useAuth } from 'shared-auth';
import type { TeacherListItem } from 'shared-domain';
import { ButtonLink, LoadingText, PageHeader, useToast } from 'shared-ui';
import { TEACHERS_REQUEST, useTeachers } from '../api/get-teachers';
import { teacherPaths } from '../paths';
import { RecordSupervisionDialog } from '../supervision/record-supervision-dialog';
import { QuickViewDialog } from './quick-view/quick-view-dialog';
import { exportTeachersCsv } from './teachers-csv';
import { TeacherFilters } from './teacher-filters';
import { TeacherTable } from './teacher-table';
import { useTeacherList } from './use-teacher-list';
import type { FilterState } from './filter-teachers';
import { ListActions, StyledCount } from '../../lib/list-parts';
import { QueryErrorPanel } from '../../lib/query-error-panel';
import { teachersFetchFailed } from '../teachers-fetch-failed';

/** The filters a link can open the list with: ?status= (a teacher status) and ?open=1 (has open items). */
function startFilter(params: URLSearchParams): Partial<FilterState> {
  const status = params.get('status');
  return {
    ...(status && (TEACHER_LIST_FILTERS as readonly string[]).includes(status) ? { status: status as FilterState['status'] } : {}),
    ...(params.get('open') === '1' ? { openItemsOnly: true } : {}),
  };
}

export interface TeacherListPageProps {
  role: StaffArea;
}

/** Staff teacher list (product spec §2 'Teacher list'). */
export default function TeacherListScreen({ role }: TeacherListPageProps) {
  const { user } = useAuth();
  const myId = role === 'supervisor' ? (user?.profile ?? null) : null;
  const query = useTeachers();
  const [params] = useSearchParams();
  const list = useTeacherList(query.data, myId, role === 'supervisor', startFilter(params));
  const [quickViewId, setQuickViewId] = useState<string | null>(null);
  const [supervising, setSupervising] = useState<TeacherListItem | null>(null);
  const onQuickView = useCallback((t: TeacherListItem) => setQuickViewId(t._id), []);
  const toast = useToast();
  const paths = teacherPaths(role);

  if (query.isPending) return <LoadingText />;
  if (query.isError) {
    return <QueryErrorPanel query={query} message={teachersFetchFailed(role)} request={TEACHERS_REQUEST} />;
  }
  const quickView = quickViewId ? query.data.find((t) => t._id === quickViewId) : undefined;

  return (
    <>
      <PageHeader
        title="Teachers"
        subtitle="Certification records of interns, hired and ready-for-hire teachers"
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
      {quickView && <QuickViewDialog role={role} row={quickView} onClose={() => setQuickViewId(null)} />}
      {supervising && <RecordSupervisionDialog teacher={supervising} open onClose={() => setSupervising(null)} />}
    </>
  );
}
