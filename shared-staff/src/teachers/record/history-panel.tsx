import { useState } from 'react';
import styled from 'styled-components';
import type { AuditEntry } from 'shared-domain';
import { Button, LoadingText, Section } from 'shared-ui';
import { useTeacherHistory } from '../api/get-teacher-history';
import { fieldLabel } from './field-label';

const SHOWN = 10;

const StyledList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  & > li { padding-bottom: ${({ theme }) => theme.space.sm}; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
  & ul { margin: ${({ theme }) => theme.space.xxs} 0 0; padding-left: ${({ theme }) => theme.space.lg}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
`;

const show = (v: unknown): string => {
  if (v === null || v === undefined || v === '') return '(empty)';
  const text = typeof v === 'string' ? v : JSON.stringify(v);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
};

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function Entry({ entry }: { entry: AuditEntry }) {
  const verb = entry.action === 'create' ? 'created the record' : entry.action === 'delete' ? 'deleted the record' : 'changed';
  return (
    <li>
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
    </li>
  );
}

/** Who changed which field when (GET teachers/{id}/history), newest first. */
export function HistoryPanel({ teacherId }: { teacherId: string }) {
  const history = useTeacherHistory(teacherId);
  const [all, setAll] = useState(false);
  const entries = [...(history.data ?? [])].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <Section title="History">
      {history.isPending ? (
        <LoadingText />
      ) : history.isError ? (
        <p role="alert">The history could not be loaded.</p>
      ) : entries.length === 0 ? (
        <p>No changes recorded yet</p>
      ) : (
        <>
          <StyledList aria-label="Change history">
            {(all ? entries : entries.slice(0, SHOWN)).map((e) => (
              <Entry key={e._id} entry={e} />
            ))}
          </StyledList>
          {!all && entries.length > SHOWN && (
            <Button variant="link" onClick={() => setAll(true)}>
              {`Show all ${entries.length} changes`}
            </Button>
          )}
        </>
      )}
    </Section>
  );
}
