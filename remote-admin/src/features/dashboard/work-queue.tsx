import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  alertDue,
  dueInWords,
  GLOSSARY,
  orderWorkQueue,
  pathClockText,
  TEACHER_QUEUE_TITLES,
  WORK_QUEUE_KINDS,
  WORK_QUEUE_ROWS,
  type AdminDashboard,
  type TeacherQueue,
  type WorkQueueEntry,
} from 'shared-domain';
import { Badge, EmptyState, type BadgeTone } from 'shared-ui';
import { Section } from 'shared-ui/staff';
import { alertHref, alertMessage } from './alert-text';
import { useRequests } from './api/get-requests';
import { paths } from '../../paths';

/** The anchor of the work queue (stat cards link to it). */
export const WORK_QUEUE_ID = 'work-queue';

/** One group of the queue: one kind of work, its count and the list of all of them. */
export interface QueueGroup {
  key: string;
  title: string;
  count: number;
  tone: BadgeTone;
  /** The list filtered to exactly the `count` items. */
  href: string;
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

const StyledQueue = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xl};
  align-items: start;
  /* The kinds' column wide enough for each name on one line: the queue fits the first screen of 1366 x 900. */
  @media (min-width: 64rem) {
    grid-template-columns: minmax(0, 1.4fr) minmax(24rem, 1fr);
  }
  & h3 {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    margin: 0;
  }
`;

/** One row per item: when it is due (a column of its own, so the eye runs down it), then what to do. */
const StyledRows = styled.ol`
  list-style: none;
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding: 0;
  & > li {
    display: grid;
    grid-template-columns: 7.5rem minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.sm};
    align-items: baseline;
    padding: ${({ theme }) => theme.space.xxs} 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  & > li:first-child {
    border-top: 0;
  }
  & a {
    overflow-wrap: break-word;
  }
`;

const StyledWhen = styled.span<{ $late: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme, $late }) => ($late ? theme.fontWeights.bold : theme.fontWeights.regular)};
  color: ${({ theme, $late }) => ($late ? theme.colors.danger.fg : theme.colors.textMuted)};
  font-variant-numeric: tabular-nums;
`;

const StyledKind = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Every kind with work waiting: its count, its name, and 'View all' always in the last column. */
const StyledGroups = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding: 0;
  & > li {
    display: grid;
    grid-template-columns: 3rem minmax(0, 1fr) max-content;
    gap: ${({ theme }) => theme.space.sm};
    align-items: center;
    /* Half the rows' padding: every kind, the path clocks' too, and its 'View all' on the first screen of 1366 x 900. */
    padding: 0.125rem 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  & > li:first-child {
    border-top: 0;
  }
`;

const StyledQuiet = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  margin: ${({ theme }) => theme.space.sm} 0 0;
`;

const teacherName = (r: { teacher: { name: { first: string; last: string } } }) => `${r.teacher.name.first} ${r.teacher.name.last}`;

/** One item of the queue: what it is about, where it leads, and the day it is due by (null: no deadline). */
export interface QueueItem extends WorkQueueEntry {
  key: string;
  text: string;
  href: string;
}

/** The groups of the queue, one per kind of work in WORK_QUEUE_KINDS's order; every count is its list's. */
export function queueGroups(data: AdminDashboard): QueueGroup[] {
  const teacher = (queue: TeacherQueue): QueueGroup => ({
    key: queue,
    title: TEACHER_QUEUE_TITLES[queue],
    count: data.alertTotals?.[queue] ?? 0,
    tone: TONE[queue],
    href: queueHref(queue),
  });
  return WORK_QUEUE_KINDS.map((kind): QueueGroup => {
    if (kind === 'requests')
      return {
        key: 'requests',
        title: 'Requests to answer',
        count: data.stats.pendingRequests,
        tone: 'yellow',
        href: paths.requests.getHref({ status: 'pending' }),
      };
    if (kind === 'path-clock')
      return {
        key: 'path-clock',
        title: 'Path clocks due',
        count: data.pathClocks?.total ?? 0,
        tone: 'red',
        href: `${paths.pipeline.getHref()}?stuck=soon`,
      };
    if (kind === 'school-awaiting-approval')
      return {
        key: 'schools',
        title: `Schools ${GLOSSARY.awaitingApproval.toLowerCase()}`,
        count: data.stats.schools.awaitingApproval,
        tone: 'yellow',
        href: paths.schools.list.getHref('inactive'),
      };
    return teacher(kind);
  });
}

/** Every item the dashboard and the pending requests hold, most urgent first (orderWorkQueue, the one order). */
export function queueItems(data: AdminDashboard, requests: ReturnType<typeof useRequests>['data'], today?: string | Date) {
  const items: QueueItem[] = data.alerts.map((a, i) => ({
    key: `${alertHref(a)}-${a.kind}-${i}`,
    kind: a.kind,
    due: alertDue(a),
    text: alertMessage(a),
    href: alertHref(a),
  }));
  for (const c of data.pathClocks?.items ?? []) {
    items.push({
      key: `${c.teacherId}-${c.key}`,
      kind: 'path-clock',
      due: c.due,
      text: pathClockText(c),
      href: paths.teachers.detail.getHref(c.teacherId),
    });
  }
  for (const r of (requests ?? []).filter((x) => x.status === 'pending')) {
    items.push({
      key: r._id,
      kind: 'requests',
      due: null,
      text: `${r.from.schoolName} asks for ${teacherName(r)}`,
      href: paths.requests.getHref({ status: 'pending', school: r.from.schoolId, teacher: r.teacher._id }),
    });
  }
  return orderWorkQueue(items, today);
}

/**
 * The admin dashboard's work queue. Left, one row per item, most urgent first across every kind of work (days
 * late, then due date: orderWorkQueue), the first WORK_QUEUE_ROWS of them. Right, every kind with work waiting, its
 * count and 'View all' in a column of its own, which opens the list filtered to exactly the counted items (the
 * staff list's ?queue=, the schools awaiting approval, the pending requests).
 */
export function WorkQueue({ data }: { data: AdminDashboard }) {
  const requests = useRequests();
  const groups = queueGroups(data);
  const titles = new Map(groups.map((g) => [g.key, g.title]));
  const waiting = groups.filter((g) => g.count > 0);
  const clear = groups.filter((g) => g.count === 0);
  const inAll = waiting.reduce((n, g) => n + g.count, 0);
  const rows = queueItems(data, requests.data).slice(0, WORK_QUEUE_ROWS);
  return (
    <Section id={WORK_QUEUE_ID} title="Work queue" actions={<strong>{`${inAll} to do`}</strong>}>
      {waiting.length === 0 ? (
        <EmptyState>Nothing waiting right now</EmptyState>
      ) : (
        <StyledQueue>
          <div>
            <h3 id="queue-next">Most urgent first</h3>
            <StyledRows aria-labelledby="queue-next">
              {rows.map((r) => (
                <li key={r.key} data-queue-row={r.kind} data-late={r.late ?? ''}>
                  <StyledWhen $late={(r.late ?? 0) > 0}>{r.late === null ? 'No deadline' : dueInWords(r.late)}</StyledWhen>
                  <span>
                    <Link to={r.href}>{r.text}</Link>
                    <StyledKind>{titles.get(r.kind === 'school-awaiting-approval' ? 'schools' : r.kind)}</StyledKind>
                  </span>
                </li>
              ))}
            </StyledRows>
            {requests.isPending && <StyledQuiet>Loading requests...</StyledQuiet>}
          </div>
          <div>
            <h3 id="queue-kinds">By kind of work</h3>
            <StyledGroups aria-label="Work queue groups">
              {waiting.map((g) => (
                <li key={g.key}>
                  <span data-queue-count={g.key}>
                    <Badge tone={g.tone}>{g.count.toLocaleString('en-US')}</Badge>
                  </span>
                  <span id={`queue-${g.key}`}>{g.title}</span>
                  <Link to={g.href} aria-label={`View all ${g.count} — ${g.title}`} data-queue-link={g.key}>
                    View all
                  </Link>
                </li>
              ))}
            </StyledGroups>
            {clear.length > 0 && <StyledQuiet>{`Nothing waiting: ${clear.map((g) => g.title).join(' · ')}`}</StyledQuiet>}
          </div>
        </StyledQueue>
      )}
    </Section>
  );
}
