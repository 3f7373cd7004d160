import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { DashboardAlert } from 'shared-domain';
import { Badge, Button, EmptyState, PlainList, Section, type BadgeTone } from 'shared-ui';
import { alertHref, alertMessage } from './alert-text';

const SEVERITY: Record<DashboardAlert['severity'], { tone: BadgeTone; label: string }> = {
  danger: { tone: 'red', label: 'Urgent' },
  warning: { tone: 'yellow', label: 'Warning' },
  info: { tone: 'blue', label: 'Info' },
};

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
  'payment-overdue': 'Payments overdue',
};

/** How many alerts of a kind show before 'See all'. */
export const ALERTS_SHOWN = 5;

/** The alerts of one kind, the first few at once. */
function AlertGroup({ kind, alerts }: { kind: DashboardAlert['kind']; alerts: DashboardAlert[] }) {
  const [all, setAll] = useState(false);
  const shown = all ? alerts : alerts.slice(0, ALERTS_SHOWN);
  const title = KIND_TITLE[kind];
  return (
    <div>
      <h3>
        {title} <Badge tone={SEVERITY[alerts[0].severity].tone}>{alerts.length}</Badge>
      </h3>
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
 * Alerts computed by the server from the records, grouped by kind (most urgent kind first) with their counts; each
 * links to its school or teacher.
 */
export function AlertsPanel({ alerts }: { alerts: DashboardAlert[] }) {
  const sorted = [...alerts].sort((a, b) => ORDER[a.severity] - ORDER[b.severity]);
  const groups = new Map<DashboardAlert['kind'], DashboardAlert[]>();
  for (const a of sorted) groups.set(a.kind, [...(groups.get(a.kind) ?? []), a]);
  return (
    <Section title="Alerts" actions={alerts.length ? <strong>{`${alerts.length} in all`}</strong> : undefined}>
      {alerts.length === 0 ? (
        <EmptyState>No alerts right now</EmptyState>
      ) : (
        [...groups].map(([kind, list]) => <AlertGroup key={kind} kind={kind} alerts={list} />)
      )}
    </Section>
  );
}
