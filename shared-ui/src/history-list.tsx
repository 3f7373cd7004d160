import { useState, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import type { AuditEntry } from 'shared-domain';
import { Button, LoadingText } from 'shared-ui';
import { Section } from './section';

const StyledList = styled.ol<{ $ruled: boolean }>`
  display: grid;
  /* One column no wider than the list: an entry's long value (a date and hours run together, an e-mail) wraps
     instead of widening the page (the record scrolled sideways at 390 px). */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  overflow-wrap: break-word;
  & small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ${({ $ruled, theme }) =>
    $ruled
      ? css`
          list-style: none;
          padding: 0;
          & > li {
            padding-bottom: ${theme.space.sm};
            border-bottom: 1px solid ${theme.colors.border};
          }
          & ul {
            margin: ${theme.space.xxs} 0 0;
            padding-left: ${theme.space.lg};
            font-size: ${theme.fontSizes.sm};
          }
        `
      : css`
          padding-left: ${theme.space.lg};
          & ul {
            margin: ${theme.space.xxs} 0 0;
            padding-left: ${theme.space.md};
          }
        `}
`;

export interface HistoryListProps {
  title: string;
  /** The entries once loaded (the caller fetches them: shared-ui does not call the API). */
  entries: readonly AuditEntry[] | undefined;
  loading: boolean;
  error: boolean;
  errorText: string;
  emptyText: string;
  /** One entry's content (inside its list item). */
  renderEntry: (entry: AuditEntry) => ReactNode;
  /** Accessible name of the list. */
  listLabel?: string;
  /** 'ruled': a plain list with a line under each entry; 'numbered': an ordered list. */
  look?: 'ruled' | 'numbered';
  /** Show this many entries at first, with a button for the rest. */
  limit?: number;
  /** Collapsed behind this summary until opened; `onToggle` tells the caller (e.g. to load on demand). */
  collapsed?: { summary: string; onToggle: (open: boolean) => void };
}

/** A record's change history from the audit log: who changed which field, when. */
export function HistoryList({
  title,
  entries,
  loading,
  error,
  errorText,
  emptyText,
  renderEntry,
  listLabel,
  look = 'numbered',
  limit,
  collapsed,
}: HistoryListProps) {
  const [all, setAll] = useState(false);
  const shown = entries && limit !== undefined && !all ? entries.slice(0, limit) : entries;
  const body = (
    <>
      {loading && <LoadingText />}
      {error && <p role="alert">{errorText}</p>}
      {entries && entries.length === 0 && <p>{emptyText}</p>}
      {shown && shown.length > 0 && (
        <StyledList $ruled={look === 'ruled'} aria-label={listLabel}>
          {shown.map((entry) => (
            <li key={entry._id}>{renderEntry(entry)}</li>
          ))}
        </StyledList>
      )}
      {entries && shown && shown.length < entries.length && (
        <Button variant="link" onClick={() => setAll(true)}>
          {`Show all ${entries.length} changes`}
        </Button>
      )}
    </>
  );
  return (
    <Section title={title}>
      {collapsed ? (
        <details onToggle={(e) => collapsed.onToggle(e.currentTarget.open)}>
          <summary>{collapsed.summary}</summary>
          {body}
        </details>
      ) : (
        body
      )}
    </Section>
  );
}
