import type { ReactNode } from 'react';

/** A run with '@' or a digit long enough to be broken to fit a narrow column (an e-mail, an id). */
const BREAKABLE = /(?=\S*[@\d])\S{12,}/;

/**
 * Words stay whole; an e-mail address or an id is the only thing that may break to fit (cells and lists use
 * `overflow-wrap: break-word`), and then its whole text shows on hover (title). Other values pass through unchanged.
 */
export function wholeOnHover(value: ReactNode): ReactNode {
  if (typeof value !== 'string' || !BREAKABLE.test(value)) return value;
  return <span title={value}>{value}</span>;
}
