import { useState } from 'react';
import styled from 'styled-components';
import { formatDate } from 'shared-domain';
import { LoadingText, Section } from 'shared-ui';
import { useAudit, type AuditEntity } from '../api/get-audit';

const StyledList = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  & ul { margin: ${({ theme }) => theme.space.xxs} 0 0; padding-left: ${({ theme }) => theme.space.md}; }
  & small { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const show = (v: unknown) => (v === null || v === undefined || v === '' ? '(empty)' : typeof v === 'object' ? JSON.stringify(v) : String(v));

export interface HistoryPanelProps {
  entity: AuditEntity;
  /** The record; none for the system settings (one record). */
  id?: string;
  title?: string;
  /** How a changed field is named (default: its dotted path). */
  fieldLabel?: (field: string) => string;
}

/** 'Change History' from the audit log, loaded when opened. */
export function HistoryPanel({ entity, id, title = 'Change History', fieldLabel = (f) => f }: HistoryPanelProps) {
  const [open, setOpen] = useState(false);
  const query = useAudit(entity, id, open);
  return (
    <Section title={title} level={2}>
      <details onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary>Show who changed what and when</summary>
        {query.isLoading && <LoadingText />}
        {query.isError && <p role="alert">Failed to load the change history.</p>}
        {query.data && query.data.length === 0 && <p>No changes recorded yet.</p>}
        {query.data && query.data.length > 0 && (
          <StyledList>
            {query.data.map((entry) => (
              <li key={entry._id}>
                <strong>{entry.action}</strong> <small>{`${formatDate(entry.at)} by ${entry.actor ?? 'system'}`}</small>
                {entry.changes.length > 0 && (
                  <ul>
                    {entry.changes.slice(0, 20).map((c) => (
                      <li key={c.field}>{`${fieldLabel(c.field)}: ${show(c.from)} → ${show(c.to)}`}</li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </StyledList>
        )}
      </details>
    </Section>
  );
}
