import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { TEST_IDS, renderWithProviders as renderBase, type RenderOptions } from 'shared-ui/src/test/harness';
import TeacherRoutes from '../routes';

export * from 'shared-ui/src/test/harness';

/** The signed-in teacher's own record. */
export const TEACHER_ID = TEST_IDS.teacher;

/** The teacher area renders signed in as the default teacher, on its dashboard. */
export const renderWithProviders = (ui: ReactElement, options: RenderOptions = {}) =>
  renderBase(ui, { user: 'teacher', route: '/teacher/dashboard', ...options });

/** The whole area (its layout, menu and pages) at `route`, as the shell mounts it. */
export const renderArea = (route: string, options: RenderOptions = {}) =>
  renderWithProviders(
    <Routes>
      <Route path="/teacher/*" element={<TeacherRoutes />} />
    </Routes>,
    { route, ...options },
  );
