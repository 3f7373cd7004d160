import type { ReactNode } from 'react';
import { SHOWN_DATE } from 'shared-domain';

/** A run with '@' or a digit long enough to be broken to fit a narrow column (an e-mail, an id). */
const BREAKABLE = /(?=\S*[@\d])\S{12,}/;

/**
 * A text with each date in it kept on one line ('due on Dec 3, 2026' wraps before the date, never inside it), as a
 * date column's cells are. A text without a date passes through unchanged.
 */
export function datesWhole(text: string): ReactNode {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const m of text.matchAll(SHOWN_DATE)) {
    if (m.index > at) parts.push(text.slice(at, m.index));
    parts.push(
      <span key={m.index} style={{ whiteSpace: 'nowrap' }}>
        {m[0]}
      </span>,
    );
    at = m.index + m[0].length;
  }
  if (at === 0) return text;
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}

/**
 * Words stay whole; an e-mail address or an id is the only thing that may break to fit (cells and lists use
 * `overflow-wrap: break-word`), and then its whole text shows on hover (title). With `dates`, a date in any other text
 * stays on one line. Other values pass through unchanged.
 */
export function wholeOnHover(value: ReactNode, { dates = false }: { dates?: boolean } = {}): ReactNode {
  if (typeof value !== 'string') return value;
  if (!BREAKABLE.test(value)) return dates ? datesWhole(value) : value;
  return <span title={value}>{dates ? datesWhole(value) : value}</span>;
}
