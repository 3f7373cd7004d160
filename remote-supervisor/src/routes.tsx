import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { LoadingText, StaffLayout, icons, type MenuItem, lazyWithPreload } from 'shared-ui';
import { QueryProvider } from 'shared-auth/query';
import { paths } from './paths';

// Every screen is its own chunk: the area's first chunk holds only the layout and this table.
const DashboardPage = lazyWithPreload(() => import('./features/dashboard/dashboard-page'));
const SettingsPage = lazy(() => import('./features/settings/settings-page'));
const TeacherListPage = lazy(() => import('shared-staff').then((m) => ({ default: m.TeacherListPage })));
const TeacherAddPage = lazy(() => import('shared-staff').then((m) => ({ default: m.TeacherAddPage })));
const TeacherEditPage = lazy(() => import('shared-staff').then((m) => ({ default: m.TeacherEditPage })));
const SupervisorListPage = lazy(() => import('shared-staff').then((m) => ({ default: m.SupervisorListPage })));
const SchoolListPage = lazy(() => import('shared-staff').then((m) => ({ default: m.SchoolListPage })));

const menu: MenuItem[] = [
  { to: paths.dashboard.getHref(), label: 'Dashboard', icon: icons.dashboard },
  { to: paths.teachers.list.getHref(), label: 'Teachers', icon: icons.teachers },
  { to: paths.supervisors.getHref(), label: 'Field Supervisors', icon: icons.supervisors },
  { to: paths.schools.getHref(), label: 'Schools', icon: icons.schools },
  { to: paths.settings.getHref(), label: 'Settings', icon: icons.settings },
];

/** Called by the shell during its splash: the landing page's code is ready when the splash ends. */
export function preload(pathname: string): Promise<unknown> {
  return pathname.startsWith('/supervisor/dashboard') ? DashboardPage.preload() : Promise.resolve();
}

/** The supervisor area's routes (mounted by the shell at /supervisor/*, after the supervisor-only guard). */
export default function SupervisorRoutes() {
  return (
    <QueryProvider>
      <StaffLayout role="supervisor" menu={menu}>
        <Suspense fallback={<LoadingText />}>
          <Routes>
            <Route path={paths.dashboard.path} element={<DashboardPage />} />
            <Route path={paths.teachers.list.path} element={<TeacherListPage role="supervisor" />} />
            <Route path={paths.teachers.add.path} element={<TeacherAddPage role="supervisor" />} />
            <Route path={paths.teachers.detail.path} element={<TeacherEditPage role="supervisor" />} />
            <Route path={paths.supervisors.path} element={<SupervisorListPage role="supervisor" />} />
            <Route path={paths.schools.path} element={<SchoolListPage role="supervisor" />} />
            <Route path={paths.settings.path} element={<SettingsPage />} />
            <Route path="*" element={<Navigate to={paths.dashboard.getHref()} replace />} />
          </Routes>
        </Suspense>
      </StaffLayout>
    </QueryProvider>
  );
}
