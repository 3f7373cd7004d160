import type { ReactNode } from 'react';
import { formatDate, type School } from 'shared-domain';
import { Badge } from 'shared-ui';
import { DescriptionList, Section } from 'shared-ui/staff';

/** Read-only school information: an administrator changes these. */
export function SchoolInfoCard({ school }: { school: School }) {
  const items: [string, ReactNode][] = [
    ['School Name', school.name],
    ['NCES ID', school.ncesId],
    ['District', school.districtName],
    [
      'Status',
      <Badge key="s" tone={school.status === 'active' ? 'green' : 'yellow'}>
        {school.status === 'active' ? 'Active' : 'Awaiting approval'}
      </Badge>,
    ],
    ['Registered', formatDate(school.createdAt)],
  ];
  return (
    <Section title="School Information">
      <DescriptionList items={items} tiles />
      <p>To change the school name, NCES ID or district, contact the program team.</p>
    </Section>
  );
}
