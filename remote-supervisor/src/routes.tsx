import { lazy, type ComponentType } from 'react';
import { defineArea, lazyWithPreload } from 'shared-ui';
import { icons, staffAreaLayout } from 'shared-ui/staff';
import { QueryProvider } from 'shared-auth/query';
import { paths } from './paths';

/** A shared staff screen, mounted for the supervisor role (the screen loads its own chunk). */
const staff = (
  name: 'TeacherListPage' | 'TeacherAddPage' | 'SupervisedTeacherPage' | 'TeacherEvidencePage' | 'SupervisorListPage' | 'SchoolListPage',
) =>
  lazy(() =>
    import('shared-staff').then((m) => {
      const Page: ComponentType<{ role: 'supervisor' }> = m[name];
      return { default: () => <Page role="supervisor" /> };
    }),
  );

// Every screen is its own chunk: the area's first chunk holds only the layout and this table.
const area = defineArea({
  name: 'supervisor',
  layout: staffAreaLayout('supervisor'),
  provider: QueryProvider,
  fallback: paths.dashboard.getHref(),
  pages: [
    {
      path: paths.dashboard.path,
      component: lazyWithPreload(() => import('./features/dashboard/dashboard-page')),
      menu: { label: 'Dashboard', icon: icons.dashboard },
    },
    { path: paths.teachers.list.path, component: staff('TeacherListPage'), menu: { label: 'Teachers', icon: icons.teachers } },
    { path: paths.teachers.add.path, component: staff('TeacherAddPage') },
    { path: paths.teachers.detail.path, component: staff('SupervisedTeacherPage') },
    { path: paths.teachers.evidence.path, component: staff('TeacherEvidencePage') },
    { path: paths.supervisors.path, component: staff('SupervisorListPage'), menu: { label: 'Field Supervisors', icon: icons.supervisors } },
    { path: paths.schools.path, component: staff('SchoolListPage'), menu: { label: 'Schools', icon: icons.schools } },
    {
      path: paths.settings.path,
      component: lazy(() => import('./features/settings/settings-page')),
      menu: { label: 'Settings', icon: icons.settings },
    },
  ],
});

export const preload = area.preload;
/** The supervisor area's routes (mounted by the shell at /supervisor/*, after the supervisor-only guard). */
export default area.default;
