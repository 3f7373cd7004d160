import type { ReactNode } from 'react';
import { AppLayout } from './app-layout';
import type { MenuItem } from './side-menu';

export const STAFF_SUBTITLES = {
  admin: 'Manage your teaching staff',
  supervisor: 'Manage your staff',
} as const;

export interface StaffLayoutProps {
  role: 'admin' | 'supervisor';
  menu: MenuItem[];
  children: ReactNode;
  splash?: boolean;
}

/** Admin and supervisor frame (SPEC section 2, "Admin and supervisor layout"). */
export function StaffLayout({ role, menu, children, splash }: StaffLayoutProps) {
  return (
    <AppLayout area={role} subtitle={STAFF_SUBTITLES[role]} menu={menu} splash={splash}>
      {children}
    </AppLayout>
  );
}
