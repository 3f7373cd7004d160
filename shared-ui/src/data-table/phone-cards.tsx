import type { ReactNode } from 'react';
import { css } from 'styled-components';

/**
 * A table whose rows are cards of label / value lines on a phone. Each cell holds its column's name in a
 * real element (`data-cell-label`, hidden on wider screens; a generated `::before` label could not be measured, and it
 * broke mid-word) and its value in one element (`data-cell-value`, no box of its own on wider screens). The label
 * column is never narrower than the label's longest word, so a label wraps at its spaces only.
 */
export const phoneCardStyles = css`
  & [data-cell-label] {
    display: none;
  }
  & [data-cell-value] {
    display: contents;
  }
  @media ${({ theme }) => theme.breakpoints.phone} {
    & thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
    & tbody tr {
      display: block;
    }
    & tbody td {
      display: grid;
      grid-template-columns: minmax(min-content, 35%) minmax(0, 1fr);
      gap: ${({ theme }) => theme.space.sm};
      justify-items: start;
      border: 0;
      text-align: left !important;
      overflow-wrap: break-word;
    }
    & tbody td[data-empty] {
      display: none;
    }
    & tbody td:not([data-label]) {
      grid-template-columns: minmax(0, 1fr);
    }
    & [data-cell-label] {
      display: block;
      color: ${({ theme }) => theme.colors.textMuted};
      font-weight: ${({ theme }) => theme.fontWeights.semibold};
    }
    & [data-cell-value] {
      display: block;
      min-width: 0;
      max-width: 100%;
    }
  }
`;

/** A body cell's content: its column's name (shown on a phone only) and its value. */
export function CardCell({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <>
      {label && <span data-cell-label="">{label}</span>}
      <div data-cell-value="">{children}</div>
    </>
  );
}
