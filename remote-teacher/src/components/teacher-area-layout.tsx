import type { ReactNode } from 'react';
import { AppLayout, type MenuItem } from 'shared-ui/staff';

/** The teacher's frame: the same header and menu as the other signed-in areas (a drawer on a phone). */
export function TeacherAreaLayout({ menu, children }: { menu: MenuItem[]; children: ReactNode }) {
  return (
    <AppLayout area="teacher" subtitle="Your certification" menu={menu}>
      {children}
    </AppLayout>
  );
}
