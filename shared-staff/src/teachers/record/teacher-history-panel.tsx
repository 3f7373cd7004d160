import { useMemo } from 'react';
import type { AuditEntry } from 'shared-domain';
import { HistoryList } from 'shared-ui/staff';
import { useTeacherHistory } from '../api/get-teacher-history';
import { fieldLabel } from './field-label';

const SHOWN = 10;

const show = (v: unknown): string => {
  if (v === null || v === undefined || v === '') return '(empty)';
  const text = typeof v === 'string' ? v : JSON.stringify(v);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
};

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function Entry({ entry }: { entry: AuditEntry }) {
  const verb = entry.action === 'create' ? 'created the record' : entry.action === 'delete' ? 'deleted the record' : 'changed';
  return (
    <>
      <time dateTime={entry.at}>{when(entry.at)}</time> — <strong>{entry.actor ?? 'System'}</strong> {verb}
      {entry.action === 'update' && (
        <ul>
          {entry.changes.map((c) => (
            <li key={c.field}>
              <span title={c.field}>{fieldLabel(c.field)}</span>: {show(c.from)} → {show(c.to)}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** Who changed which field when (GET teachers/{id}/history), newest first. */
export function TeacherHistoryPanel({ teacherId }: { teacherId: string }) {
  const history = useTeacherHistory(teacherId);
  const entries = useMemo(() => history.data && [...history.data].sort((a, b) => b.at.localeCompare(a.at)), [history.data]);
  return (
    <HistoryList
      title="History"
      entries={history.isError ? undefined : entries}
      loading={history.isPending}
      error={history.isError}
      errorText="The history could not be loaded."
      emptyText="No changes recorded yet"
      listLabel="Change history"
      look="ruled"
      limit={SHOWN}
      renderEntry={(entry) => <Entry entry={entry} />}
    />
  );
}
