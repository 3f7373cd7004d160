import { Link } from 'react-router-dom';
import type { DashboardAlert } from 'shared-domain';
import { Badge, ListPanel, type BadgeTone } from 'shared-ui';
import { alertHref, alertMessage } from './alert-text';

const SEVERITY: Record<DashboardAlert['severity'], { tone: BadgeTone; label: string }> = {
  danger: { tone: 'red', label: 'Urgent' },
  warning: { tone: 'yellow', label: 'Warning' },
  info: { tone: 'blue', label: 'Info' },
};

const ORDER = { danger: 0, warning: 1, info: 2 };

/** Alerts computed by the server from the records, most urgent first; each links to its school or teacher. */
export function AlertsPanel({ alerts }: { alerts: DashboardAlert[] }) {
  const sorted = [...alerts].sort((a, b) => ORDER[a.severity] - ORDER[b.severity]);
  return (
    <ListPanel
      title="Alerts"
      items={sorted}
      empty="No alerts right now"
      itemKey={(a, i) => `${a.kind}-${alertHref(a)}-${i}`}
      renderItem={(a) => (
        <>
          <Badge tone={SEVERITY[a.severity].tone}>{SEVERITY[a.severity].label}</Badge>
          <Link to={alertHref(a)}>{alertMessage(a)}</Link>
        </>
      )}
    />
  );
}
