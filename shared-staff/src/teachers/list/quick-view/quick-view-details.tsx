import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import { formatUsd, type Teacher } from 'shared-domain';
import { Badge } from 'shared-ui';
import { TeacherStatusBadge } from '../status-badge';

const StyledList = styled.dl`
  display: grid;
  grid-template-columns: 10rem minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  & dt { font-weight: ${({ theme }) => theme.fontWeights.semibold}; }
  & dd { margin: 0; overflow-wrap: anywhere; }
`;

const or = (v: unknown) => (v === null || v === undefined || v === '' ? 'Not set' : String(v));

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
    ['Hired list', <Badge key="h" tone={t.hiredListInfo.dateHired ? 'green' : 'blue'}>{t.hiredListInfo.dateHired ? 'Hired' : 'In Process'}</Badge>],
    ['Remaining balance', formatUsd(t.financials.remainingBalance)],
  ];
  return (
    <StyledList>
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </StyledList>
  );
}
