import { lazy, type ComponentType } from 'react';
import { defineArea, lazyWithPreload } from 'shared-ui';
import { icons } from 'shared-ui/staff';
import { QueryProvider } from 'shared-auth/query';
import { prefetchSchool } from './api/get-school';
import { paths } from './paths';
import { SchoolAreaLayout } from './components/school-area-layout';

/** A page (a named export of its module) as its own chunk: the area's first chunk stays small. */
const page = <M,>(load: () => Promise<M>, name: keyof M) => lazy(async () => ({ default: (await load())[name] as ComponentType }));
const assigned = () => import('./features/assigned-teachers/assigned-teachers-page');

const area = defineArea({
  name: 'school',
  layout: SchoolAreaLayout,
  provider: QueryProvider,
  fallback: paths.dashboard.getHref(),
  // Every page opens with the signed-in school at hand.
  preload: prefetchSchool,
  pages: [
    {
      path: paths.dashboard.path,
      component: lazyWithPreload<object>(() => import('./features/dashboard/dashboard-page').then((m) => ({ default: m.DashboardPage }))),
      menu: { label: 'Dashboard', icon: icons.dashboard },
    },
    {
      path: paths.teachers.path,
      component: page(() => import('./features/find-teachers/find-teachers-page'), 'FindTeachersPage'),
      menu: { label: 'Find Teachers', icon: icons.teachers },
    },
    { path: paths.teacher.path, component: page(() => import('./features/teacher-detail/teacher-detail-page'), 'TeacherDetailPage') },
    {
      path: paths.requests.path,
      component: page(() => import('./features/requests/requests-page'), 'RequestsPage'),
      menu: { label: 'Requests', icon: icons.requests },
    },
    {
      path: paths.hiredTeachers.path,
      component: page(assigned, 'HiredTeachersPage'),
      menu: { label: 'Hired Teachers', icon: icons.supervisors },
    },
    { path: paths.interns.path, component: page(assigned, 'InternsPage'), menu: { label: 'Interns', icon: icons.schools } },
    {
      path: paths.settings.path,
      component: page(() => import('./features/settings/settings-page'), 'SettingsPage'),
      menu: { label: 'Settings', icon: icons.settings },
    },
  ],
});

export const SCHOOL_MENU = area.menu;
export const preload = area.preload;
/** The school area's routes (mounted by the shell at /school/*). */
export default area.default;
