import { lazy } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { lazyWithPreload } from 'shared-ui';
import { preloadVirtualRows } from 'shared-ui/staff';
import { firstTeachersQueryOptions, teachersQueryOptions } from './api/get-teachers';
import { teacherKeys } from './api/query-keys';
import { opensUnfiltered } from './list/filter-teachers';
import { useSearchParams } from 'react-router-dom';
import type { StaffArea } from 'shared-domain';
import type { RenderAssignment } from './record/teacher-edit-screen';

// Each screen is its own chunk, so an area's first chunk stays small (loaded when the route is visited).
// No Suspense of their own: the area's routes (defineArea) hold the one 'Loading...' boundary.
// The list screen's chunk is fetched beside this one (webpackPreload), as an area that opens on the list needs both.
const ListScreen = lazyWithPreload(() => import(/* webpackPreload: true */ './list/teacher-list-screen'));
const EditScreen = lazy(() => import('./record/teacher-edit-screen'));
const AddScreen = lazy(() => import('./record/teacher-add-screen'));
const ImportScreen = lazy(() => import('./import/teacher-import-screen'));
const EvidenceScreen = lazy(() => import('./evidence/evidence-screen'));
const SupervisedScreen = lazy(() => import('./supervised/supervised-teacher-screen'));

export interface TeacherPageProps {
  role: StaffArea;
}

/** /{role}/teachers: search, filters, sortable virtualised table, CSV export, quick view. */
export function TeacherListPage({ role }: TeacherPageProps) {
  // The list's data and the long table's rows start loading with the screen's own chunk, not after it renders
  // (in render, not in an effect: this component suspends until that chunk is here, and effects wait for it).
  // A first visit to the unfiltered list starts with its first rows (small and quick, for the first paint), the
  // screen then asks for the whole list; otherwise the whole list.
  const [params] = useSearchParams();
  const client = useQueryClient();
  const firstRows = opensUnfiltered(role, params) && client.getQueryData(teacherKeys.list()) === undefined;
  // As usePrefetchQuery does: in render, once (a query already in the cache is not fetched again).
  const prefetch = firstRows ? firstTeachersQueryOptions() : teachersQueryOptions();
  if (!client.getQueryState(prefetch.queryKey)) {
    void (firstRows ? client.prefetchQuery(firstTeachersQueryOptions()) : client.prefetchQuery(teachersQueryOptions()));
  }
  preloadVirtualRows();
  return <ListScreen role={role} />;
}

/** The list screen's code (and the long table's), for an area that opens on the list: loaded with the page's chunk. */
export const preloadTeacherList = () => {
  preloadVirtualRows();
  return ListScreen.preload();
};

/** /{role}/teachers/:id: the whole record with 'What's left', drafts, history. */
export function TeacherEditPage({ role, renderAssignment }: TeacherPageProps & { renderAssignment?: RenderAssignment }) {
  return <EditScreen role={role} renderAssignment={renderAssignment} />;
}

/** /supervisor/teachers/:id: the intern's observations first, then a short read-only summary (no record form). */
export function SupervisedTeacherPage({ role }: { role: 'supervisor' }) {
  return <SupervisedScreen role={role} />;
}

/** /{role}/teachers/add: 'Add New Teacher'. */
export function TeacherAddPage({ role }: TeacherPageProps) {
  return <AddScreen role={role} />;
}

/** /admin/teachers/import: a spreadsheet's rows into teacher records. */
export function TeacherImportPage({ role }: TeacherPageProps) {
  return <ImportScreen role={role} />;
}

/** /{role}/teachers/:id/evidence: the teacher's evidence, ready to print. */
export function TeacherEvidencePage({ role }: TeacherPageProps) {
  return <EvidenceScreen role={role} />;
}
