import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { AdminDashboard, DashboardAlert } from 'shared-domain';
import { Badge, Button, EmptyState, type BadgeTone } from 'shared-ui';
import { PlainList, Section } from 'shared-ui/staff';
import { alertHref, alertMessage } from './alert-text';
import { paths } from '../../paths';

const SEVERITY: Record<DashboardAlert['severity'], { tone: BadgeTone; label: string }> = {
  danger: { tone: 'red', label: 'Urgent' },
  warning: { tone: 'yellow', label: 'Warning' },
  info: { tone: 'blue', label: 'Info' },
};

const StyledGroupHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
`;

const ORDER = { danger: 0, warning: 1, info: 2 };

const KIND_TITLE: Record<DashboardAlert['kind'], string> = {
  'first-observation-overdue': 'First observation overdue',
  'school-awaiting-approval': 'Schools awaiting approval',
  'first-observation-due': 'First observation due soon',
  'hire-in-process': 'Hire in process',
  'forms-pending': 'Forms pending',
  'certification-grace': 'Certification in grace period',
  'certification-ending': 'Certification ending soon',
  'supervisor-needed': 'Placements without a supervisor',
  'observation-lapsed': 'No recent observation',
  'payment-overdue': 'Payments overdue',
};

const teachersWith = (q: string) => `${paths.teachers.list.getHref()}?${q}`;
/** The list that holds every record of an alert's kind (the dashboard shows the first ones). */
const KIND_LIST: Record<DashboardAlert['kind'], string> = {
  'first-observation-overdue': paths.compliance.getHref('overdue'),
  'school-awaiting-approval': paths.schools.list.getHref('inactive'),
  'first-observation-due': paths.compliance.getHref('at risk'),
  'hire-in-process': teachersWith('status=ready%20for%20hire'),
  'forms-pending': teachersWith('status=intern&open=1'),
  'certification-grace': teachersWith('open=1'),
  'certification-ending': teachersWith('open=1'),
  'supervisor-needed': teachersWith('status=intern'),
  'observation-lapsed': paths.compliance.getHref(),
  'payment-overdue': teachersWith('open=1'),
};

/** How many alerts of a kind show before 'See all'. */
export const ALERTS_SHOWN = 5;

/** The alerts of one kind, the first few at once. */
function AlertGroup({ kind, alerts, total }: { kind: DashboardAlert['kind']; alerts: DashboardAlert[]; total: number }) {
  const [all, setAll] = useState(false);
  const shown = all ? alerts : alerts.slice(0, ALERTS_SHOWN);
  const title = KIND_TITLE[kind];
  return (
    <div>
      <StyledGroupHead>
        <h3>
          {title} <Badge tone={SEVERITY[alerts[0].severity].tone}>{total}</Badge>
        </h3>
        <Link to={KIND_LIST[kind]} aria-label={`Open the list: ${title}`}>
          Open the list
        </Link>
      </StyledGroupHead>
      <PlainList aria-label={title}>
        {shown.map((a, i) => (
          <li key={`${alertHref(a)}-${i}`}>
            <Badge tone={SEVERITY[a.severity].tone}>{SEVERITY[a.severity].label}</Badge>
            <Link to={alertHref(a)}>{alertMessage(a)}</Link>
          </li>
        ))}
      </PlainList>
      {alerts.length > ALERTS_SHOWN && (
        <Button variant="link" onClick={() => setAll((v) => !v)}>
          {all ? 'Show fewer' : `See all ${alerts.length}`}
        </Button>
      )}
    </div>
  );
}

/**
 * Alerts computed by the server from the records, grouped by kind (most urgent kind first) with their counts and a
 * link to the list of their kind; each alert links to its school or teacher. The server sends the first alerts of each
 * kind and `totals`, how many there are in all (issue 33): the counts shown are the totals.
 */
export function AlertsPanel({ alerts, totals }: { alerts: DashboardAlert[]; totals?: AdminDashboard['alertTotals'] }) {
  const sorted = [...alerts].sort((a, b) => ORDER[a.severity] - ORDER[b.severity]);
  const groups = new Map<DashboardAlert['kind'], DashboardAlert[]>();
  for (const a of sorted) groups.set(a.kind, [...(groups.get(a.kind) ?? []), a]);
  const total = (kind: DashboardAlert['kind'], list: DashboardAlert[]) => Math.max(totals?.[kind] ?? 0, list.length);
  const inAll = [...groups].reduce((n, [kind, list]) => n + total(kind, list), 0);
  return (
    <Section title="Alerts" actions={alerts.length ? <strong>{`${inAll} in all`}</strong> : undefined}>
      {alerts.length === 0 ? (
        <EmptyState>No alerts right now</EmptyState>
      ) : (
        [...groups].map(([kind, list]) => <AlertGroup key={kind} kind={kind} alerts={list} total={total(kind, list)} />)
      )}
    </Section>
  );
}
