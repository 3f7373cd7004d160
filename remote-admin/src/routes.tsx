import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { LoadingText, StaffLayout, icons, lazyWithPreload, type MenuItem } from 'shared-ui';
import { QueryProvider, queryClient } from 'shared-auth/query';
import { paths } from './paths';
import { dashboardQueryOptions } from './features/dashboard/api/get-dashboard';
import { requestsQueryOptions } from './features/dashboard/api/get-requests';

type Pages = typeof import('./features/staff-pages');
const staff = (name: keyof Pages) => lazy(() => import('./features/staff-pages').then((m) => ({ default: m[name] as ComponentType })));

// Every screen is its own chunk: the area's first chunk holds only the layout and this table.
const DashboardPage = lazyWithPreload(() => import('./features/dashboard/dashboard-page'));
const SupervisorDetailPage = lazy(() => import('./features/supervisors/supervisor-detail-page'));
const SupervisorEditPage = lazy(() => import('./features/supervisors/supervisor-edit-page'));
const SupervisorAddPage = lazy(() => import('./features/supervisors/supervisor-add-page'));
const SchoolDetailPage = lazy(() => import('./features/schools/school-detail-page'));
const SchoolAddPage = lazy(() => import('./features/schools/school-add-page'));
const InquiriesPage = lazy(() => import('./features/inquiries/inquiries-page'));
const OutboxPage = lazy(() => import('./features/outbox/outbox-page'));
const TeacherList = staff('AdminTeacherList');
const TeacherAdd = staff('AdminTeacherAdd');
const TeacherEdit = staff('AdminTeacherEdit');
const SupervisorList = staff('AdminSupervisorList');
const SchoolList = staff('AdminSchoolList');
const Settings = staff('AdminSettings');

/** SPEC section 2 'Admin and supervisor layout', plus Inquiries and Outbox. */
export const ADMIN_MENU: MenuItem[] = [
  { to: paths.dashboard.getHref(), label: 'Dashboard', icon: icons.dashboard },
  { to: paths.teachers.list.getHref(), label: 'Teachers', icon: icons.teachers },
  { to: paths.schools.list.getHref(), label: 'Schools', icon: icons.schools },
  { to: paths.supervisors.list.getHref(), label: 'Field Supervisors', icon: icons.supervisors },
  { to: paths.settings.getHref(), label: 'Settings', icon: icons.settings },
  { to: paths.inquiries.getHref(), label: 'Inquiries', icon: icons.inbox },
  { to: paths.outbox.getHref(), label: 'Outbox', icon: icons.mail },
];

const ROUTES: [string, ComponentType][] = [
  [paths.dashboard.path, DashboardPage],
  [paths.settings.path, Settings],
  [paths.teachers.list.path, TeacherList],
  [paths.teachers.add.path, TeacherAdd],
  [paths.teachers.detail.path, TeacherEdit],
  [paths.supervisors.list.path, SupervisorList],
  [paths.supervisors.add.path, SupervisorAddPage],
  [paths.supervisors.detail.path, SupervisorDetailPage],
  [paths.supervisors.edit.path, SupervisorEditPage],
  [paths.schools.list.path, SchoolList],
  [paths.schools.add.path, SchoolAddPage],
  [paths.schools.detail.path, SchoolDetailPage],
  [paths.inquiries.path, InquiriesPage],
  [paths.outbox.path, OutboxPage],
];

/** Called by the shell during its splash: the dashboard's code and data are ready when the splash ends. */
export function preload(pathname: string): Promise<unknown> {
  if (!pathname.startsWith(paths.dashboard.getHref())) return Promise.resolve();
  return Promise.all([
    DashboardPage.preload(),
    queryClient.prefetchQuery(dashboardQueryOptions()),
    queryClient.prefetchQuery(requestsQueryOptions()),
  ]);
}

/** The admin area's routes (mounted by the shell at /admin/*). */
export default function AdminRoutes() {
  return (
    <QueryProvider>
      <StaffLayout role="admin" menu={ADMIN_MENU}>
        <Suspense fallback={<LoadingText />}>
          <Routes>
            {ROUTES.map(([path, Page]) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
            <Route path="*" element={<Navigate to={paths.dashboard.getHref()} replace />} />
          </Routes>
        </Suspense>
      </StaffLayout>
    </QueryProvider>
  );
}
