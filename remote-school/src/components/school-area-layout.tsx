import type { ReactNode } from 'react';
import { SchoolLayout, type MenuItem } from 'shared-ui/staff';
import { useSchool } from '../api/get-school';
import { paths } from '../paths';

/** What a school awaiting approval can use: the rest needs an approved account. */
const BEFORE_APPROVAL = new Set([paths.dashboard.getHref(), paths.settings.getHref()]);

/** The school frame; until an admin approves the school its menu holds only what it can use. */
export function SchoolAreaLayout({ menu, children }: { menu: MenuItem[]; children: ReactNode }) {
  const school = useSchool();
  const awaiting = school.data?.status === 'inactive';
  return <SchoolLayout menu={awaiting ? menu.filter((m) => BEFORE_APPROVAL.has(m.to)) : menu}>{children}</SchoolLayout>;
}
