import { lazy, Suspense, type ComponentType } from 'react';
import { defineArea, lazyWithPreload } from 'shared-ui';
import { icons, preloadVirtualRows, staffAreaLayout } from 'shared-ui/staff';
import { QueryProvider, queryClient } from 'shared-auth/query';
import { firstTeachersQueryOptions } from 'shared-staff';
import { paths } from './paths';
import { dashboardQueryOptions } from './features/dashboard/api/get-dashboard';
import { requestsQueryOptions } from './features/dashboard/api/get-requests';

type Pages = typeof import('./features/staff-pages');
const ComplianceSummary = lazy(() => import('./features/compliance/compliance-summary').then((m) => ({ default: m.ComplianceSummary })));
const AsepClock = lazy(() => import('./features/asep/asep-clock').then((m) => ({ default: m.AsepClock })));
const staff = (name: keyof Pages) => lazy(() => import('./features/staff-pages').then((m) => ({ default: m[name] as ComponentType })));

// Every screen is its own chunk: the area's first chunk holds only the layout and this table.
// Menu order: product spec §2 'Admin and supervisor layout', plus Inquiries, Outbox, Scheduled Jobs and Client errors.
const area = defineArea({
  name: 'admin',
  layout: staffAreaLayout('admin'),
  provider: QueryProvider,
  fallback: paths.dashboard.getHref(),
  pages: [
    {
      path: paths.dashboard.path,
      // The field-supervision counts are the compliance feature's: composed here, as features do not import each other.
      // The summary sits below the work queue, so its chunk (and its request) come after the first paint.
      component: lazyWithPreload(() =>
        import('./features/dashboard/dashboard-page').then(({ default: DashboardPage }) => ({
          default: () => (
            <DashboardPage
              complianceSummary={
                <Suspense fallback={null}>
                  <ComplianceSummary />
                </Suspense>
              }
              asepClock={
                <Suspense fallback={null}>
                  <AsepClock />
                </Suspense>
              }
            />
          ),
        })),
      ),
      prefetch: () => Promise.all([queryClient.prefetchQuery(dashboardQueryOptions()), queryClient.prefetchQuery(requestsQueryOptions())]),
      menu: { label: 'Dashboard', icon: icons.dashboard },
    },
    {
      path: paths.teachers.list.path,
      // Its code and its first rows load during the splash (the first rows paint before the whole list).
      component: lazyWithPreload(() => {
        // The long table's rows load beside the page's chunks, not after them.
        preloadVirtualRows();
        return import('./features/teacher-list-page').then(async (m) => {
          await m.preloadTeacherList();
          return { default: m.AdminTeacherList };
        });
      }),
      prefetch: () => queryClient.prefetchQuery(firstTeachersQueryOptions()),
      menu: { label: 'Teachers', icon: icons.teachers },
    },
    { path: paths.teachers.add.path, component: staff('AdminTeacherAdd') },
    { path: paths.teachers.import.path, component: staff('AdminTeacherImport') },
    { path: paths.teachers.detail.path, component: staff('AdminTeacherEdit') },
    { path: paths.teachers.evidence.path, component: staff('AdminTeacherEvidence') },
    { path: paths.teachers.invoice.path, component: lazy(() => import('./features/invoices/invoice-page')) },
    {
      path: paths.compliance.path,
      component: lazy(() => import('./features/compliance/compliance-page')),
      menu: { label: 'Field Supervision', icon: icons.observations },
    },
    // TEA's year-end report (ASEP): the records with problems first, the files, the exceptions, the indicators.
    {
      path: paths.asep.path,
      component: lazy(() => import('./features/asep/asep-page')),
      menu: { label: 'Year-end report', icon: icons.observations },
    },
    // The candidates by stage on their path, the stuck first.
    {
      path: paths.pipeline.path,
      component: lazy(() => import('./features/pipeline/pipeline-page')),
      menu: { label: 'Pipeline', icon: icons.teachers },
    },
    // Every school request, filterable, with Approve asking first.
    {
      path: paths.requests.path,
      component: lazy(() => import('./features/requests/requests-page')),
      menu: { label: 'Requests', icon: icons.requests },
    },
    { path: paths.schools.list.path, component: staff('AdminSchoolList'), menu: { label: 'Schools', icon: icons.schools } },
    { path: paths.schools.add.path, component: lazy(() => import('./features/schools/school-add-page')) },
    { path: paths.schools.detail.path, component: lazy(() => import('./features/schools/school-detail-page')) },
    {
      path: paths.supervisors.list.path,
      component: staff('AdminSupervisorList'),
      menu: { label: 'Field Supervisors', icon: icons.supervisors },
    },
    { path: paths.supervisors.add.path, component: lazy(() => import('./features/supervisors/supervisor-add-page')) },
    { path: paths.supervisors.detail.path, component: lazy(() => import('./features/supervisors/supervisor-detail-page')) },
    { path: paths.supervisors.edit.path, component: lazy(() => import('./features/supervisors/supervisor-edit-page')) },
    { path: paths.settings.path, component: staff('AdminSettings'), menu: { label: 'Settings', icon: icons.settings } },
    {
      path: paths.inquiries.path,
      component: lazy(() => import('./features/inquiries/inquiries-page')),
      menu: { label: 'Inquiries', icon: icons.inbox },
    },
    {
      path: paths.outbox.path,
      component: lazy(() => import('./features/outbox/outbox-page')),
      menu: { label: 'Outbox', icon: icons.mail },
    },
    {
      path: paths.jobs.path,
      component: lazy(() => import('./features/jobs/jobs-page')),
      menu: { label: 'Scheduled Jobs', icon: icons.jobs },
    },
    {
      path: paths.clientErrors.path,
      component: lazy(() => import('./features/client-errors/client-errors-page')),
      menu: { label: 'Client errors', icon: icons.warning },
    },
  ],
});

export const ADMIN_MENU = area.menu;
export const preload = area.preload;
/** The admin area's routes (mounted by the shell at /admin/*). */
export default area.default;
