import { lazy, Suspense, type ReactNode } from 'react';
import type { Teacher } from 'shared-domain';
import { LoadingText } from 'shared-ui';
import type { StaffRole } from './paths';

// Each screen is its own chunk, so an area's first chunk stays small (loaded when the route is visited).
const ListScreen = lazy(() => import('./list/teacher-list-screen'));
const EditScreen = lazy(() => import('./record/teacher-edit-screen'));
const AddScreen = lazy(() => import('./record/teacher-add-screen'));

export interface TeacherPageProps {
  role: StaffRole;
}

/** /{role}/teachers: search, filters, sortable virtualised table, CSV export, quick view. */
export function TeacherListPage({ role }: TeacherPageProps) {
  return (
    <Suspense fallback={<LoadingText />}>
      <ListScreen role={role} />
    </Suspense>
  );
}

/** /{role}/teachers/:id: the whole record with 'What's left', drafts, history. */
export function TeacherEditPage({ role, renderAssignment }: TeacherPageProps & { renderAssignment?: (teacher: Teacher) => ReactNode }) {
  return (
    <Suspense fallback={<LoadingText />}>
      <EditScreen role={role} renderAssignment={renderAssignment} />
    </Suspense>
  );
}

/** /{role}/teachers/add: 'Add New Teacher'. */
export function TeacherAddPage({ role }: TeacherPageProps) {
  return (
    <Suspense fallback={<LoadingText />}>
      <AddScreen role={role} />
    </Suspense>
  );
}
