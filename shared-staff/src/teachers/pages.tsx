import { lazy, type ReactNode } from 'react';
import { usePrefetchQuery } from '@tanstack/react-query';
import { preloadVirtualRows } from 'shared-ui';
import { teachersQueryOptions } from './api/get-teachers';
import type { StaffArea, Teacher } from 'shared-domain';

// Each screen is its own chunk, so an area's first chunk stays small (loaded when the route is visited).
// No Suspense of their own: the area's routes (defineArea) hold the one 'Loading...' boundary.
const ListScreen = lazy(() => import('./list/teacher-list-screen'));
const EditScreen = lazy(() => import('./record/teacher-edit-screen'));
const AddScreen = lazy(() => import('./record/teacher-add-screen'));
const ImportScreen = lazy(() => import('./import/teacher-import-screen'));

export interface TeacherPageProps {
  role: StaffArea;
}

/** /{role}/teachers: search, filters, sortable virtualised table, CSV export, quick view. */
export function TeacherListPage({ role }: TeacherPageProps) {
  // The list's data and the long table's rows start loading with the screen's own chunk, not after it renders
  // (in render, not in an effect: this component suspends until that chunk is here, and effects wait for it).
  usePrefetchQuery(teachersQueryOptions());
  preloadVirtualRows();
  return <ListScreen role={role} />;
}

/** /{role}/teachers/:id: the whole record with 'What's left', drafts, history. */
export function TeacherEditPage({ role, renderAssignment }: TeacherPageProps & { renderAssignment?: (teacher: Teacher) => ReactNode }) {
  return <EditScreen role={role} renderAssignment={renderAssignment} />;
}

/** /{role}/teachers/add: 'Add New Teacher'. */
export function TeacherAddPage({ role }: TeacherPageProps) {
  return <AddScreen role={role} />;
}

/** /admin/teachers/import: a spreadsheet's rows into teacher records (issue 19). */
export function TeacherImportPage({ role }: TeacherPageProps) {
  return <ImportScreen role={role} />;
}
