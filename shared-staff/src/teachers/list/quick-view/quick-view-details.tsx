import type { ReactNode } from 'react';
import { displayValue, formatUsd, type Teacher } from 'shared-domain';
import { Badge } from 'shared-ui';
import { DescriptionList } from 'shared-ui/staff';
import { TeacherStatusBadge } from '../status-badge';

const or = (v: unknown) => displayValue(v, 'Not set');

/** The read-only view of the modal detail form. */
export function QuickViewDetails({ teacher: t }: { teacher: Teacher }) {
  const rows: [string, ReactNode][] = [
    ['Status', <TeacherStatusBadge key="s" status={t.teacherStatus} />],
    ['Name', `${t.name.first} ${t.name.last}`],
    ['TEA ID', or(t.teaId)],
    ['Email', or(t.contact.email)],
    ['Phone', or(t.contact.phoneNumber)],
    ['Location', or(t.contact.location)],
    ['District', or(t.placement.districtName)],
    ['Campus', or(t.placement.campusName)],
    ['Exams', t.exams.length ? t.exams.map((e) => `#${e.number} ${e.content}`).join(', ') : 'None'],
    [
      'Hired list',
      <Badge key="h" tone={t.hiredListInfo.dateHired ? 'green' : 'blue'}>
        {t.hiredListInfo.dateHired ? 'Hired' : 'In Process'}
      </Badge>,
    ],
    // Only an admin's copy of the record carries amounts.
    ...(t.financials ? [['Remaining balance', formatUsd(t.financials.remainingBalance)] as [string, ReactNode]] : []),
  ];
  return <DescriptionList items={rows} />;
}
