import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { icons, LoadingText, SchoolLayout, type MenuItem, lazyWithPreload } from 'shared-ui';
import { QueryProvider } from 'shared-auth/query';
import { paths } from './paths';

// Each page is its own chunk: the area's first chunk stays small.
const DashboardPage = lazyWithPreload<object>(() => import('./features/dashboard/dashboard-page').then((m) => ({ default: m.DashboardPage })));
const FindTeachersPage = lazy(() => import('./features/find-teachers/find-teachers-page').then((m) => ({ default: m.FindTeachersPage })));
const TeacherDetailPage = lazy(() => import('./features/teacher-detail/teacher-detail-page').then((m) => ({ default: m.TeacherDetailPage })));
const RequestsPage = lazy(() => import('./features/requests/requests-page').then((m) => ({ default: m.RequestsPage })));
const HiredTeachersPage = lazy(() =>
  import('./features/assigned-teachers/assigned-teachers-page').then((m) => ({ default: m.HiredTeachersPage })),
);
const InternsPage = lazy(() => import('./features/assigned-teachers/assigned-teachers-page').then((m) => ({ default: m.InternsPage })));
const SettingsPage = lazy(() => import('./features/settings/settings-page').then((m) => ({ default: m.SettingsPage })));

export const SCHOOL_MENU: MenuItem[] = [
  { to: paths.dashboard.getHref(), label: 'Dashboard', icon: icons.dashboard },
  { to: paths.teachers.getHref(), label: 'Find Teachers', icon: icons.teachers },
  { to: paths.requests.getHref(), label: 'Requests', icon: icons.requests },
  { to: paths.hiredTeachers.getHref(), label: 'Hired Teachers', icon: icons.supervisors },
  { to: paths.interns.getHref(), label: 'Interns', icon: icons.schools },
  { to: paths.settings.getHref(), label: 'Settings', icon: icons.settings },
];

/** Called by the shell during its splash: the landing page's code is ready when the splash ends. */
export function preload(pathname: string): Promise<unknown> {
  return pathname.startsWith('/school/dashboard') ? DashboardPage.preload() : Promise.resolve();
}

/** The school area's routes (mounted by the shell at /school/*). */
export default function SchoolRoutes() {
  return (
    <QueryProvider>
      <SchoolLayout menu={SCHOOL_MENU}>
        <Suspense fallback={<LoadingText />}>
          <Routes>
            <Route path={paths.dashboard.path} element={<DashboardPage />} />
            <Route path={paths.teachers.path} element={<FindTeachersPage />} />
            <Route path={paths.teacher.path} element={<TeacherDetailPage />} />
            <Route path={paths.requests.path} element={<RequestsPage />} />
            <Route path={paths.hiredTeachers.path} element={<HiredTeachersPage />} />
            <Route path={paths.interns.path} element={<InternsPage />} />
            <Route path={paths.settings.path} element={<SettingsPage />} />
            <Route path="*" element={<Navigate to={paths.dashboard.getHref()} replace />} />
          </Routes>
        </Suspense>
      </SchoolLayout>
    </QueryProvider>
  );
}
