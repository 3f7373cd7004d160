import type { StaffArea } from 'shared-domain';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { keepPreviousData, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from 'shared-domain';
import { errorMessage, useAuth } from 'shared-auth';
import type { TeacherListItem } from 'shared-domain';
import { ButtonLink, LoadingText, useToast } from 'shared-ui';
import { downloadCsvText, PageHeader } from 'shared-ui/staff';
import {
  firstTeachersQueryOptions,
  getTeacherPage,
  getTeachersCsv,
  TEACHER_PAGE_ROWS,
  TEACHERS_REQUEST,
  useTeachers,
} from '../api/get-teachers';
import { teacherPaths } from '../paths';
import { QuickViewDialog, RecordSupervisionDialog, usePreloadListDialogs } from './list-dialogs';
import { exportTeachersCsv } from './teachers-csv';
import { TeacherFilters } from './teacher-filters';
import { TeacherTable } from './teacher-table';
import { useListUrl, useTeacherList } from './use-teacher-list';
import { apiParams, opensUnfiltered } from './filter-teachers';
import { teacherKeys } from '../api/query-keys';
import { ListActions, StyledCount } from '../../lib/list-parts';
import { QueryErrorPanel } from '../../lib/query-error-panel';
import { teachersFetchFailed } from '../teachers-fetch-failed';

const SUBTITLE = 'Certification records of interns, hired and ready-for-hire teachers';
const count = (n: number) => n.toLocaleString('en-US');

export interface TeacherListPageProps {
  role: StaffArea;
}

/**
 * Staff teacher list (product spec §2 'Teacher list'). Up to the server's threshold the whole list loads once and is
 * searched in the browser; above it the server searches, filters, sorts and pages, and the table loads
 * pages as it scrolls: the browser never holds every row. Search, filters and sort live in the URL either way.
 */
export default function TeacherListScreen({ role }: TeacherListPageProps) {
  const { user } = useAuth();
  const myId = role === 'supervisor' ? (user?.profile ?? null) : null;
  const [params] = useSearchParams();
  const client = useQueryClient();
  const url = useListUrl(role);
  // The unfiltered first page comes first: it paints on a first visit and its totals decide how the list loads.
  const hasWhole = client.getQueryData(teacherKeys.list()) !== undefined;
  // A work-queue group (?queue=) is worked out by the server, so its list is always paged there.
  const queued = url.filter.queue !== null;
  const first = useQuery({ ...firstTeachersQueryOptions(), enabled: !hasWhole && !queued });
  const paged = queued ? true : hasWhole ? false : first.data ? first.data.total > first.data.wholeMax : undefined;
  const query = useTeachers({ enabled: paged === false });
  const list = useTeacherList(query.data, myId, url.deferred);
  const server = apiParams(url.deferred, url.sort, myId);
  const pages = useInfiniteQuery({
    queryKey: teacherKeys.page(server),
    queryFn: ({ pageParam, signal }) => getTeacherPage(`${server}&limit=${TEACHER_PAGE_ROWS}`, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (p) => p.next,
    enabled: paged === true,
    placeholderData: keepPreviousData,
  });
  const [quickViewRef, setQuickViewRef] = useState<number | null>(null);
  const [supervising, setSupervising] = useState<TeacherListItem | null>(null);
  const onQuickView = useCallback((t: TeacherListItem) => setQuickViewRef(t.ref), []);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  const onEndReached = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const toast = useToast();
  const paths = teacherPaths(role);
  usePreloadListDialogs(query.isSuccess || pages.isSuccess);

  const firstRows = first.data?.rows;
  if (paged !== true && query.isPending && opensUnfiltered(role, params) && firstRows?.length) {
    const quickRow = quickViewRef ? firstRows.find((t) => t.ref === quickViewRef) : undefined;
    return (
      <>
        <PageHeader title="Teachers" subtitle={SUBTITLE} />
        <StyledCount role="status">{`Showing the first ${firstRows.length} teachers by last name. Loading the whole list…`}</StyledCount>
        <TeacherTable role={role} rows={firstRows} onQuickView={onQuickView} onRecordSupervision={setSupervising} />
        {quickRow && <QuickViewDialog role={role} row={quickRow} onClose={() => setQuickViewRef(null)} />}
        {supervising && <RecordSupervisionDialog teacher={supervising} open onClose={() => setSupervising(null)} />}
      </>
    );
  }
  const active = paged ? pages : paged === false ? query : first;
  if (active.isError) {
    return <QueryErrorPanel query={active} message={teachersFetchFailed(role)} request={TEACHERS_REQUEST} />;
  }
  if (paged === undefined || (paged ? pages.isPending : query.isPending)) return <LoadingText />;

  const loaded = paged ? (pages.data?.pages.flatMap((p) => p.rows) ?? []) : list.rows;
  const head = pages.data?.pages[0];
  const shown = paged ? (head?.matched ?? 0) : list.rows.length;
  const total = paged ? (head?.total ?? 0) : list.total;
  const quickView = quickViewRef ? loaded.find((t) => t.ref === quickViewRef) : undefined;
  const exportCsv = async () => {
    if (!paged) return exportTeachersCsv(list.rows);
    downloadCsvText(`teachers-${new Date().toISOString().slice(0, 10)}.csv`, await getTeachersCsv(server));
  };

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
              onExport={() => exportCsv().catch((err: unknown) => toast.show(errorMessage(err, MESSAGES.exportFailed), 'error'))}
              rowCount={shown}
              add={{ label: 'Add Teacher', href: paths.add.getHref(), state: paths.add.state }}
            />
          </>
        }
      />
      <TeacherFilters role={role} filter={url.filter} onChange={url.update} />
      <StyledCount aria-live="polite">{`Showing ${count(shown)} of ${count(total)} teachers`}</StyledCount>
      <TeacherTable
        role={role}
        rows={loaded}
        onQuickView={onQuickView}
        onRecordSupervision={setSupervising}
        onClearFilters={total > 0 ? url.clear : undefined}
        sort={url.sort}
        onSortChange={url.setSort}
        paged={paged ? { rowCount: shown, onEndReached } : undefined}
      />
      {quickView && <QuickViewDialog role={role} row={quickView} onClose={() => setQuickViewRef(null)} />}
      {supervising && <RecordSupervisionDialog teacher={supervising} open onClose={() => setSupervising(null)} />}
    </>
  );
}
