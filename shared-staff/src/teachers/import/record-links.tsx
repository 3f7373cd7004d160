import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ImportedRecord } from 'shared-domain';
import { Button } from 'shared-ui';

/** Records linked by name in the import summary at first, per list (created, updated). */
export const SUMMARY_LINKS = 20;
/** Records each 'Show … more' adds once the list is open. */
export const SUMMARY_PAGE = 100;

const StyledRecords = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
`;
const StyledSubheading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;
const StyledMore = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
`;

export interface RecordLinksProps {
  title: string;
  records: ImportedRecord[];
  href: (id: string) => string;
}

/**
 * One list of the import summary: the first SUMMARY_LINKS records as links to each record; 'Show all N' opens the
 * rest in place, SUMMARY_PAGE more per 'Show … more', each a link too. Focus moves to the first record revealed, so
 * a keyboard user reads on from there; 'Show fewer' keeps it on the button.
 */
export function RecordLinks({ title, records, href }: RecordLinksProps) {
  const listId = useId();
  const list = useRef<HTMLUListElement>(null);
  const [shown, setShown] = useState(SUMMARY_LINKS);
  const [focusAt, setFocusAt] = useState<number | null>(null);
  useEffect(() => {
    if (focusAt === null) return;
    list.current?.querySelectorAll('a')[focusAt]?.focus();
    setFocusAt(null);
  }, [focusAt]);
  if (!records.length) return null;
  const total = records.length;
  const open = shown > SUMMARY_LINKS;
  const visible = Math.min(shown, total);
  const next = Math.min(SUMMARY_PAGE, total - visible);
  const reveal = () => {
    setFocusAt(visible);
    setShown(visible + SUMMARY_PAGE);
  };
  return (
    <section aria-label={title}>
      <StyledSubheading>{`${title} (${total})`}</StyledSubheading>
      <StyledRecords id={listId} ref={list}>
        {records.slice(0, visible).map((r) => (
          <li key={r.id}>
            <Link to={href(r.id)}>{`${r.name.first} ${r.name.last}`.trim() || `Row ${r.row}`}</Link>
            {r.teaId !== null && ` (TEA ID ${r.teaId})`}
          </li>
        ))}
      </StyledRecords>
      {total > SUMMARY_LINKS && (
        <StyledMore>
          <span>{`Showing ${visible} of ${total}`}</span>
          {open && next > 0 && (
            <Button size="sm" variant="secondary" aria-controls={listId} onClick={reveal}>
              {`Show ${next} more`}
            </Button>
          )}
          <Button
            size="sm"
            variant="secondary"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => (open ? setShown(SUMMARY_LINKS) : reveal())}
          >
            {open ? 'Show fewer' : `Show all ${total}`}
          </Button>
        </StyledMore>
      )}
    </section>
  );
}
