import type { DataTableColumn } from './types';

export interface RowsProps<T> {
  columns: DataTableColumn<T>[];
  rows: readonly T[];
  getRowId: (row: T) => string;
}

export function Cells<T>({ columns, row }: { columns: DataTableColumn<T>[]; row: T }) {
  return (
    <>
      {columns.map((c) => (
        <td key={c.key} data-align={c.align}>
          {c.render(row)}
        </td>
      ))}
    </>
  );
}

export function PlainRows<T>({ columns, rows, getRowId }: RowsProps<T>) {
  return (
    <>
      {rows.map((row, i) => (
        <tr key={getRowId(row)} aria-rowindex={i + 2}>
          <Cells columns={columns} row={row} />
        </tr>
      ))}
    </>
  );
}
