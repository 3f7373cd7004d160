import type { ReactNode } from 'react';
import type { StaffArea } from 'shared-domain';
import { AppLayout } from './app-layout';
import type { MenuItem } from './side-menu';

export const STAFF_SUBTITLES = {
  admin: 'Manage your teaching staff',
  supervisor: 'Manage your staff',
} as const;

export interface StaffLayoutProps {
  role: StaffArea;
  menu: MenuItem[];
  children: ReactNode;
  splash?: boolean;
}

/** Admin and supervisor frame (product spec §2, "Admin and supervisor layout"). */
export function StaffLayout({ role, menu, children, splash }: StaffLayoutProps) {
  return (
    <AppLayout area={role} subtitle={STAFF_SUBTITLES[role]} menu={menu} splash={splash}>
      {children}
    </AppLayout>
  );
}

/** The staff frame as an area layout (defineArea gives it the menu). */
export const staffAreaLayout = (role: StaffArea) =>
  function StaffAreaLayout({ menu, children }: { menu: MenuItem[]; children: ReactNode }) {
    return (
      <StaffLayout role={role} menu={menu}>
        {children}
      </StaffLayout>
    );
  };
