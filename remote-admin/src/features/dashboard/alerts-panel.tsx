import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { DashboardAlert } from 'shared-domain';
import { Badge, EmptyState, Section, type BadgeTone } from 'shared-ui';

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  & li { display: flex; gap: ${({ theme }) => theme.space.sm}; align-items: baseline; }
`;

const SEVERITY: Record<DashboardAlert['severity'], { tone: BadgeTone; label: string }> = {
  danger: { tone: 'red', label: 'Urgent' },
  warning: { tone: 'yellow', label: 'Warning' },
  info: { tone: 'blue', label: 'Info' },
};

const ORDER = { danger: 0, warning: 1, info: 2 };

/** Alerts computed by the server from the records, most urgent first; each links to its record or list. */
export function AlertsPanel({ alerts }: { alerts: DashboardAlert[] }) {
  const sorted = [...alerts].sort((a, b) => ORDER[a.severity] - ORDER[b.severity]);
  return (
    <Section title="Alerts">
      {sorted.length === 0 ? (
        <EmptyState>No alerts right now</EmptyState>
      ) : (
        <StyledList>
          {sorted.map((a, i) => (
            <li key={`${a.kind}-${a.href}-${i}`}>
              <Badge tone={SEVERITY[a.severity].tone}>{SEVERITY[a.severity].label}</Badge>
              <Link to={a.href}>{a.message}</Link>
            </li>
          ))}
        </StyledList>
      )}
    </Section>
  );
}
