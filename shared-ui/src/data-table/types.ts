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
}
