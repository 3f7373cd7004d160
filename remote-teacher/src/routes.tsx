import { lazy, type ComponentType } from 'react';
import { defineArea, lazyWithPreload, type AreaPage } from 'shared-ui';
import { icons } from 'shared-ui/staff';
import { QueryProvider } from 'shared-auth/query';
import { paths } from './paths';
import { TeacherAreaLayout } from './components/teacher-area-layout';

/** A page (a named export of its module) as its own chunk: the area's first chunk stays small. */
const page = <M,>(load: () => Promise<M>, name: keyof M) => lazy(async () => ({ default: (await load())[name] as ComponentType }));

/**
 * The teacher area's pages, in menu order: one row per page (a `menu` makes it a menu entry). Another feature adds
 * its pages here (e.g. Documents, Field hours) and nothing else changes.
 */
export const TEACHER_AREA_PAGES: AreaPage[] = [
  {
    path: paths.dashboard.path,
    component: lazyWithPreload<object>(() => import('./features/dashboard/dashboard-page').then((m) => ({ default: m.DashboardPage }))),
    menu: { label: 'Dashboard', icon: icons.dashboard },
  },
  {
    path: paths.observations.path,
    component: page(() => import('./features/observations/observations-page'), 'ObservationsPage'),
    menu: { label: 'My observations', icon: icons.supervisors },
  },
  // Evidence
  {
    path: paths.documents.path,
    component: page(() => import('./features/documents/documents-page'), 'DocumentsPage'),
    menu: { label: 'My documents', icon: icons.inbox },
  },
  {
    path: paths.fieldHours.path,
    component: page(() => import('./features/field-hours/field-hours-page'), 'FieldHoursPage'),
    menu: { label: 'Field hours', icon: icons.observations },
  },
  // Reached from the offer e-mail and the dashboard's link, not the menu.
  { path: paths.offer.path, component: page(() => import('./features/offer/offer-page'), 'OfferPage') },
  { path: paths.observation.path, component: page(() => import('./features/observations/observations-page'), 'ObservationsPage') },
  {
    path: paths.payments.path,
    component: page(() => import('./features/payments/payments-page'), 'PaymentsPage'),
    menu: { label: 'My payments', icon: icons.requests },
  },
  { path: paths.invoice.path, component: page(() => import('./features/payments/invoice-page'), 'InvoicePage') },
  {
    path: paths.profile.path,
    component: page(() => import('./features/profile/profile-page'), 'ProfilePage'),
    menu: { label: 'My profile', icon: icons.teachers },
  },
  {
    path: paths.data.path,
    component: page(() => import('./features/data/my-data-page'), 'MyDataPage'),
    menu: { label: 'My data', icon: icons.settings },
  },
];

const area = defineArea({
  name: 'teacher',
  layout: TeacherAreaLayout,
  provider: QueryProvider,
  fallback: paths.dashboard.getHref(),
  pages: TEACHER_AREA_PAGES,
});

export const TEACHER_MENU = area.menu;
export const preload = area.preload;
/** The teacher area's routes (mounted by the shell at /teacher/*, after the teacher-only guard). */
export default area.default;
