import type { ReactNode } from 'react';

export type SortValue = string | number | boolean | Date | null | undefined;
export type SortDirection = 'asc' | 'desc';

export interface SortState {
  key: string;
  direction: SortDirection;
}

export interface DataTableColumn<T> {
  key: string;
  header: ReactNode;
  /** The column's name beside each value when rows show as cards on a phone (default: the header, if text). */
  label?: string;
  render: (row: T) => ReactNode;
  /** Makes the column sortable by clicking its header. */
  sortValue?: (row: T) => SortValue;
  /** CSS width, e.g. '8rem' or '20%'. */
  width?: string;
  align?: 'left' | 'right' | 'center';
  /** The cell holds controls (buttons, a menu): never cut to one line with an ellipsis. */
  controls?: boolean;
  /** The value stays on one line (a date, an amount, an id): the column is as wide as its longest value. */
  nowrap?: boolean;
  /** The column's least width (e.g. '16rem' for a description), so other columns cannot squeeze it to a sliver. */
  minWidth?: string;
  /**
   * The line of the row's short card on a phone (1, 2, 3: the row reads as a few lines instead of one label / value
   * line per column). Once any column has one, a column without it is left out on a phone.
   */
  phoneLine?: number;
  /** Its place on that line (default: the column's place in the table). */
  phoneOrder?: number;
  /** On a phone the value keeps its column's name beside it (an id that says nothing alone, e.g. 'TEA ID 1001'). */
  phoneLabel?: boolean;
  /** Shown on a phone only (what the card needs that the wide table does not show). */
  phoneOnly?: boolean;
}
