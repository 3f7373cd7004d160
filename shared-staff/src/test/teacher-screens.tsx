import { Route, Routes } from 'react-router-dom';
import { Suspense, type ReactElement } from 'react';
import { LoadingText } from 'shared-ui';
import { SupervisedTeacherPage, TeacherAddPage, TeacherEditPage, TeacherImportPage, TeacherListPage } from '../teachers';
import type { StaffArea as StaffRole } from 'shared-domain';
import { TEST_IDS, renderWithProviders } from './harness';
// Loaded up front so the pages' lazy chunks resolve at once (the first compile would outlast findBy's wait).
import '../teachers/list/teacher-list-screen';
import '../teachers/record/teacher-edit-screen';
import '../teachers/record/teacher-add-screen';
import '../teachers/supervised/supervised-teacher-screen';
import '../teachers/import/teacher-import-screen';

export const SUPERVISOR_ID = TEST_IDS.supervisor;
export const OTHER_SUPERVISOR_ID = TEST_IDS.otherSupervisor;

// jsdom has no layout: give elements a desktop-sized box so the virtualised table renders its visible rows.
Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 560 });
Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1200 });

export interface TeacherScreensOptions {
  role?: StaffRole;
  route?: string;
  state?: unknown;
}

/** Renders `ui`, or the teacher screens' routes, at `route`, signed in as `role`. */
export function renderTeacherScreens(
  ui: ReactElement | null,
  { role = 'admin', route = `/${role}/teachers`, state }: TeacherScreensOptions = {},
) {
  // The pages have no Suspense of their own: like the area's routes, one 'Loading...' boundary holds them.
  const screens = (
    <Suspense fallback={<LoadingText />}>
      <Routes>
        <Route path={`/${role}/teachers`} element={<TeacherListPage role={role} />} />
        <Route path={`/${role}/teachers/add`} element={<TeacherAddPage role={role} />} />
        <Route path={`/${role}/teachers/import`} element={<TeacherImportPage role={role} />} />
        {/* As the areas mount them: a supervisor's record page is the intern's page, an admin's the record's form. */}
        <Route
          path={`/${role}/teachers/:id`}
          element={role === 'supervisor' ? <SupervisedTeacherPage role={role} /> : <TeacherEditPage role={role} />}
        />
        <Route path="*" element={<p>Elsewhere</p>} />
      </Routes>
    </Suspense>
  );
  return renderWithProviders(ui ?? screens, { user: role, route, state });
}
