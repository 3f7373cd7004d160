import { useState } from 'react';
import { displayValue, formatDate } from 'shared-domain';
import { HistoryList } from 'shared-ui/staff';
import { useAudit, type AuditEntity } from '../api/get-audit';

const show = (v: unknown) => displayValue(v, '(empty)');

export interface AuditHistoryPanelProps {
  entity: AuditEntity;
  /** The record; none for the system settings (one record). */
  id?: string;
  title?: string;
  /** How a changed field is named (default: its dotted path). */
  fieldLabel?: (field: string) => string;
}

/** 'Change History' from the audit log, loaded when opened. */
export function AuditHistoryPanel({ entity, id, title = 'Change History', fieldLabel = (f) => f }: AuditHistoryPanelProps) {
  const [open, setOpen] = useState(false);
  const query = useAudit(entity, id, open);
  return (
    <HistoryList
      title={title}
      entries={query.data}
      loading={query.isLoading}
      error={query.isError}
      errorText="Failed to load the change history."
      emptyText="No changes recorded yet."
      collapsed={{ summary: 'Show who changed what and when', onToggle: setOpen }}
      renderEntry={(entry) => (
        <>
          <strong>{entry.action}</strong> <small>{`${formatDate(entry.at)} by ${entry.actor ?? 'system'}`}</small>
          {entry.changes.length > 0 && (
            <ul>
              {entry.changes.slice(0, 20).map((c) => (
                <li key={c.field}>{`${fieldLabel(c.field)}: ${show(c.from)} → ${show(c.to)}`}</li>
              ))}
            </ul>
          )}
        </>
      )}
    />
  );
}
