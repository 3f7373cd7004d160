import type { ReactNode } from 'react';
import { AppLayout } from './app-layout';
import type { MenuItem } from './side-menu';
import { STAFF_SUBTITLES } from './staff-layout';

export interface SchoolLayoutProps {
  menu: MenuItem[];
  children: ReactNode;
  /** The spec gives the school area "the same header" as the admin one. */
  subtitle?: string;
  splash?: boolean;
}

/** School frame (product spec §2, "School layout"). */
export function SchoolLayout({ menu, children, subtitle = STAFF_SUBTITLES.admin, splash }: SchoolLayoutProps) {
  return (
    <AppLayout area="school" subtitle={subtitle} menu={menu} splash={splash}>
      {children}
    </AppLayout>
  );
}
