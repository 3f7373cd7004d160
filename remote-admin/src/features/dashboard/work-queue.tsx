import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  GLOSSARY,
  TEACHER_QUEUE_TITLES,
  TEACHER_QUEUES,
  WORK_QUEUE_TOP,
  type AdminDashboard,
  type DashboardAlert,
  type TeacherQueue,
} from 'shared-domain';
import { Badge, EmptyState, type BadgeTone } from 'shared-ui';
import { Section } from 'shared-ui/staff';
import { alertHref, alertMessage } from './alert-text';
import { useRequests } from './api/get-requests';
import { paths } from '../../paths';

/** The anchor of the work queue (stat cards link to it). */
export const WORK_QUEUE_ID = 'work-queue';

/** One group of the queue: one kind of work, its count, its first items and the list of all of them. */
export interface QueueGroup {
  key: string;
  title: string;
  count: number;
  tone: BadgeTone;
  /** The list filtered to exactly the `count` items. */
  href: string;
  items: { key: string; text: string; href: string }[];
}

const TONE: Record<TeacherQueue, BadgeTone> = {
  'first-observation-overdue': 'red',
  'certification-grace': 'red',
  'payment-overdue': 'yellow',
  'first-observation-due': 'yellow',
  'observation-lapsed': 'yellow',
  'supervisor-needed': 'yellow',
  'certification-ending': 'yellow',
  'forms-pending': 'blue',
  'hire-in-process': 'blue',
};

/** Where a teacher group's 'View all' goes: the staff list with that queue's filter (its count is the list's). */
export const queueHref = (queue: TeacherQueue) => `${paths.teachers.list.getHref()}?queue=${queue}`;

const StyledGroups = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
`;

const StyledGroup = styled.li`
  display: grid;
  grid-template-columns: minmax(14rem, 1fr) minmax(0, 2.4fr);
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.sm} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  &:first-child {
    border-top: 0;
    padding-top: 0;
  }
  @media (max-width: 48rem) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  & h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    margin: 0;
  }
`;

const StyledCount = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  min-width: 2.5ch;
`;

const StyledItems = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  & a {
    overflow-wrap: break-word;
  }
`;

const StyledQuiet = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  margin: 0;
`;

const teacherName = (r: { teacher: { name: { first: string; last: string } } }) => `${r.teacher.name.first} ${r.teacher.name.last}`;

/** The groups of the dashboard's answer and of the pending requests, most urgent first; every count is its list's. */
export function queueGroups(data: AdminDashboard, requests: ReturnType<typeof useRequests>['data']): QueueGroup[] {
  const byKind = new Map<DashboardAlert['kind'], DashboardAlert[]>();
  for (const a of data.alerts) byKind.set(a.kind, [...(byKind.get(a.kind) ?? []), a]);
  const alertItems = (kind: DashboardAlert['kind']) =>
    (byKind.get(kind) ?? [])
      .slice(0, WORK_QUEUE_TOP)
      .map((a, i) => ({ key: `${alertHref(a)}-${i}`, text: alertMessage(a), href: alertHref(a) }));
  const teacher = (queue: TeacherQueue): QueueGroup => ({
    key: queue,
    title: TEACHER_QUEUE_TITLES[queue],
    count: data.alertTotals?.[queue] ?? 0,
    tone: TONE[queue],
    href: queueHref(queue),
    items: alertItems(queue),
  });
  const pending = (requests ?? []).filter((r) => r.status === 'pending');
  const requestsGroup: QueueGroup = {
    key: 'requests',
    title: 'Requests to answer',
    count: data.stats.pendingRequests,
    tone: 'yellow',
    href: paths.requests.getHref({ status: 'pending' }),
    items: pending.slice(0, WORK_QUEUE_TOP).map((r) => ({
      key: r._id,
      text: `${r.from.schoolName} asks for ${teacherName(r)}`,
      href: paths.requests.getHref({ status: 'pending', school: r.from.schoolId, teacher: r.teacher._id }),
    })),
  };
  const schoolsGroup: QueueGroup = {
    key: 'schools',
    title: `Schools ${GLOSSARY.awaitingApproval.toLowerCase()}`,
    count: data.stats.schools.awaitingApproval,
    tone: 'yellow',
    href: paths.schools.list.getHref('inactive'),
    items: alertItems('school-awaiting-approval'),
  };
  const [overdue, due, lapsed, unsupervised, grace, ending, forms, hire, payments] = TEACHER_QUEUES.map(teacher);
  return [overdue, grace, requestsGroup, schoolsGroup, payments, due, lapsed, unsupervised, ending, forms, hire];
}

/**
 * The admin dashboard as a work queue. One full-width group per kind of work with its count, its
 * first WORK_QUEUE_TOP items and 'View all', which opens the list filtered to exactly the counted items (the staff
 * list's ?queue=, the schools awaiting approval, the pending requests). Groups with nothing waiting fold into a line.
 */
export function WorkQueue({ data }: { data: AdminDashboard }) {
  const requests = useRequests();
  const groups = queueGroups(data, requests.data);
  const waiting = groups.filter((g) => g.count > 0);
  const clear = groups.filter((g) => g.count === 0);
  const inAll = waiting.reduce((n, g) => n + g.count, 0);
  return (
    <Section id={WORK_QUEUE_ID} title="Work queue" actions={<strong>{`${inAll} to do`}</strong>}>
      {waiting.length === 0 ? (
        <EmptyState>Nothing waiting right now</EmptyState>
      ) : (
        <StyledGroups aria-label="Work queue groups">
          {waiting.map((g) => (
            <StyledGroup key={g.key} aria-labelledby={`queue-${g.key}`}>
              <StyledHead>
                <StyledCount data-queue-count={g.key}>
                  <Badge tone={g.tone}>{g.count.toLocaleString('en-US')}</Badge>
                </StyledCount>
                <h3 id={`queue-${g.key}`}>{g.title}</h3>
                <Link to={g.href} aria-label={`View all ${g.count} — ${g.title}`} data-queue-link={g.key}>
                  View all
                </Link>
              </StyledHead>
              {g.items.length > 0 ? (
                <StyledItems aria-label={`First of ${g.title}`}>
                  {g.items.map((i) => (
                    <li key={i.key}>
                      <Link to={i.href}>{i.text}</Link>
                    </li>
                  ))}
                </StyledItems>
              ) : (
                <StyledQuiet>{requests.isPending && g.key === 'requests' ? 'Loading...' : 'Open the list to see them.'}</StyledQuiet>
              )}
            </StyledGroup>
          ))}
        </StyledGroups>
      )}
      {clear.length > 0 && <StyledQuiet>{`Nothing waiting: ${clear.map((g) => g.title).join(' · ')}`}</StyledQuiet>}
    </Section>
  );
}
