import styled from 'styled-components';
import { phoneCardStyles } from './phone-cards';

/**
 * No scrolling box of its own while the table fits: the page scrolls, so the sticky header row stays in view. A table
 * wider than its card (its columns at their least) scrolls sideways inside the frame (data-scrolls), never the page.
 */
export const StyledFrame = styled.div`
  min-width: 0;
  max-width: 100%;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  &[data-scrolls] {
    overflow-x: auto;
  }
  &[data-scrolls]:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const StyledTable = styled.table<{ $fixed: boolean }>`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  /* Virtualised tables keep their column widths while rows come and go. */
  table-layout: ${({ $fixed }) => ($fixed ? 'fixed' : 'auto')};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  & th,
  & td {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    text-align: left;
    vertical-align: middle;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  & thead th {
    position: sticky;
    top: 0;
    box-shadow: 0 1px 0 ${({ theme }) => theme.colors.border};
    z-index: 1;
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    /* Auto-layout tables let long headers wrap so the Actions column stays in view. */
    white-space: ${({ $fixed }) => ($fixed ? 'nowrap' : 'normal')};
  }
  & tbody tr:hover td {
    background: #f8fafc;
  }
  & tbody tr:last-child td {
    border-bottom: 0;
  }
  & [data-align='right'] {
    text-align: right;
  }
  & [data-align='center'] {
    text-align: center;
  }
  /* A word breaks only where it cannot fit the whole cell (a long e-mail), never to narrow a column. */
  & td {
    overflow-wrap: break-word;
    min-width: var(--column-min, auto);
  }
  /* Dates, amounts and ids stay on one line: their column is as wide as its longest value. */
  & td[data-nowrap],
  & td[data-nowrap] * {
    white-space: nowrap;
  }
  /* What only the phone card shows, and the card's line ends. */
  & td[data-phone-only],
  & td[data-phone-break] {
    display: none;
  }
  /* Phones: each row is a card of label / value lines (phone-cards.tsx); nothing scrolls sideways. */
  ${phoneCardStyles}
  @media ${({ theme }) => theme.breakpoints.phone} {
    ${({ theme }) => `
      &, & tbody { display: block; }
      & tbody tr { padding: ${theme.space.sm} ${theme.space.md}; border-bottom: 1px solid ${theme.colors.border}; }
      & tbody tr:last-child { border-bottom: 0; }
      & tbody td { padding: ${theme.space.xxs} 0; }
      & tbody tr:hover td { background: transparent; }
      /* A row with phone lines is a short card: its cells flow in lines (phoneLine), the others are left out. */
      & tbody tr[data-phone-lines] { display: flex; flex-wrap: wrap; align-items: center; column-gap: ${theme.space.xs}; row-gap: 2px; }
      & tbody tr[data-phone-lines] > td { display: block; order: var(--phone-order); padding: 0; min-width: 0; max-width: 100%; }
      & tbody tr[data-phone-lines] > td[data-phone-off] { display: none; }
      & tbody tr[data-phone-lines] > td[data-phone-break] { flex-basis: 100%; height: 0; }
      & tbody tr[data-phone-lines] > td [data-cell-value] { display: inline; }
      & tbody tr[data-phone-lines] > td [data-cell-label] { display: none; }
      & tbody tr[data-phone-lines] > td[data-phone-label] [data-cell-label] { display: inline; margin-right: 0.25em; }
      & tbody td { min-width: 0; }
    `}
  }
`;

/**
 * A body row. Virtualised rows keep one line (long text ends in an ellipsis, the full text in `title`); a row that
 * opens its record shows it can be clicked and takes keyboard focus.
 */
export const StyledRow = styled.tr<{ $fixed: boolean }>`
  ${({ $fixed, theme }) =>
    $fixed &&
    `
    height: ${theme.sizes.tableRow}px;
    & > td:not([data-controls]) { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
    @media ${theme.breakpoints.phone} {
      height: auto;
      & > td:not([data-controls]) { white-space: normal; overflow: visible; }
    }
  `}
  &[data-opens] {
    cursor: pointer;
  }
  &[data-opens]:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`;

export const StyledSpacer = styled.tr<{ $height: number }>`
  height: ${({ $height }) => $height}px;
  & > td {
    padding: 0 !important;
    border: 0 !important;
  }
`;

export const StyledCol = styled.col<{ $width?: string }>`
  width: ${({ $width }) => $width ?? 'auto'};
`;

export const StyledSortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  margin: -0.25rem -0.375rem;
  padding: 0.25rem 0.375rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  font-weight: inherit;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  & > span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.75em;
  }
`;

export const StyledEmptyCell = styled.td`
  padding: ${({ theme }) => theme.space.xl} !important;
  text-align: center !important;
  color: ${({ theme }) => theme.colors.textMuted};
`;
