import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable } from '../data-table/data-table';
import type { DataTableColumn } from '../data-table/types';
import { datesWhole } from '../whole-text';
import { renderWithProviders } from '../test/harness';

interface Row {
  id: string;
  last: string;
  count: number | null;
}

const columns: DataTableColumn<Row>[] = [
  { key: 'last', header: 'Last Name', render: (r) => r.last, sortValue: (r) => r.last },
  { key: 'count', header: 'Count', render: (r) => r.count ?? '-', sortValue: (r) => r.count },
  { key: 'actions', header: 'Actions', render: () => <button>View Details</button> },
];
const rows: Row[] = [
  { id: '1', last: 'garcia', count: 10 },
  { id: '2', last: 'Baker', count: null },
  { id: '3', last: 'Adams', count: 2 },
];

// The value a cell shows (a phone card's label is beside it).
const firstColumn = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0].querySelector('[data-cell-value]')?.textContent);

it('sorts by header click, toggling direction and aria-sort', async () => {
  const user = userEvent.setup();
  renderWithProviders(<DataTable columns={columns} rows={rows} getRowId={(r) => r.id} emptyText="No teachers found" caption="Teachers" />);
  expect(screen.getByRole('table', { name: 'Teachers' })).toBeInTheDocument();
  expect(firstColumn()).toEqual(['garcia', 'Baker', 'Adams']);
  const header = screen.getByRole('columnheader', { name: /Last Name/ });
  expect(header).not.toHaveAttribute('aria-sort');
  await user.click(within(header).getByRole('button'));
  expect(header).toHaveAttribute('aria-sort', 'ascending');
  expect(firstColumn()).toEqual(['Adams', 'Baker', 'garcia']);
  await user.click(within(header).getByRole('button'));
  expect(header).toHaveAttribute('aria-sort', 'descending');
  expect(firstColumn()).toEqual(['garcia', 'Baker', 'Adams']);
  expect(within(screen.getByRole('columnheader', { name: 'Actions' })).queryByRole('button')).toBeNull();
});

it('sorts numbers numerically with blanks last, from the keyboard too', async () => {
  const user = userEvent.setup();
  renderWithProviders(
    <DataTable columns={columns} rows={rows} getRowId={(r) => r.id} emptyText="none" initialSort={{ key: 'count', direction: 'desc' }} />,
  );
  expect(firstColumn()).toEqual(['garcia', 'Adams', 'Baker']);
  screen.getByRole('button', { name: /Count/ }).focus();
  await user.keyboard('{Enter}');
  expect(firstColumn()).toEqual(['Adams', 'garcia', 'Baker']);
});

it('shows the empty text', () => {
  renderWithProviders(<DataTable columns={columns} rows={[]} getRowId={(r) => r.id} emptyText="No schools found" />);
  expect(screen.getByText('No schools found')).toBeInTheDocument();
});

it('virtualized, renders only a window of 10,000 rows but keeps headers and row count', () => {
  const many: Row[] = Array.from({ length: 10_000 }, (_, i) => ({ id: String(i), last: `Name ${i}`, count: i }));
  renderWithProviders(<DataTable columns={columns} rows={many} getRowId={(r) => r.id} emptyText="none" virtualize caption="All" />);
  const table = screen.getByRole('table', { name: 'All' });
  expect(table).toHaveAttribute('aria-rowcount', '10001');
  expect(screen.getAllByRole('columnheader')).toHaveLength(3);
  const rendered = screen.getAllByRole('row').length - 1;
  expect(rendered).toBeGreaterThan(0);
  expect(rendered).toBeLessThan(60);
  expect(screen.getByText('Name 0')).toBeInTheDocument();
  expect(screen.queryByText('Name 9999')).not.toBeInTheDocument();
});

// A phone card's label is a real element (measured by the browser test), and an e-mail,
// the one kind of value that may break to fit, carries its whole text on hover.
it("gives each cell its column's label for the phone card and an e-mail its whole text in a title", () => {
  const withEmail: DataTableColumn<Row>[] = [
    ...columns,
    { key: 'email', header: 'Email', render: (r) => `${r.last}.long.name@example.org` },
  ];
  renderWithProviders(<DataTable columns={withEmail} rows={rows.slice(0, 1)} getRowId={(r) => r.id} emptyText="none" />);
  const cells = within(screen.getAllByRole('row')[1]).getAllByRole('cell');
  expect(cells.map((c) => c.querySelector('[data-cell-label]')?.textContent)).toEqual(['Last Name', 'Count', 'Actions', 'Email']);
  expect(within(cells[3]).getByTitle('garcia.long.name@example.org')).toHaveTextContent('garcia.long.name@example.org');
  expect(within(cells[0]).queryByTitle('garcia')).toBeNull();
});

it('a phone-only column has no header on the wide table and its cells are hidden there; phone lines end with hidden breaks', () => {
  const phone: DataTableColumn<Row>[] = [
    { key: 'last', header: 'Last Name', phoneLine: 1, render: (r) => r.last },
    { key: 'count', header: 'Count', nowrap: true, phoneLine: 2, phoneLabel: true, render: (r) => r.count ?? '-' },
    { key: 'due', header: 'Due', phoneOnly: true, phoneLine: 3, render: (r) => `Due for ${r.last}` },
  ];
  renderWithProviders(<DataTable columns={phone} rows={rows.slice(0, 1)} getRowId={(r) => r.id} emptyText="none" />);
  expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Last Name', 'Count']);
  const row = screen.getAllByRole('row')[1];
  expect(within(row).getByText('garcia')).toBeVisible();
  expect(within(row).getByText('Due for garcia')).not.toBeVisible();
  // Two line ends (before lines 2 and 3), hidden from screen readers and on the wide table.
  const breaks = row.querySelectorAll('td[data-phone-break]');
  expect(breaks).toHaveLength(2);
  breaks.forEach((b) => expect(b).toHaveAttribute('aria-hidden', 'true'));
});

it("keeps each date in a cell's text on one line, the words around it free to wrap", () => {
  const dated: DataTableColumn<Row>[] = [
    { key: 'last', header: 'Subject', render: (r) => datesWhole(`Payment for ${r.last} due on Dec 3, 2026 and Jan 15, 2027`) },
  ];
  renderWithProviders(<DataTable columns={dated} rows={rows.slice(0, 1)} getRowId={(r) => r.id} emptyText="none" />);
  const cell = screen.getAllByRole('row')[1].querySelector('[data-cell-value]') as HTMLElement;
  expect(cell).toHaveTextContent('Payment for garcia due on Dec 3, 2026 and Jan 15, 2027');
  const kept = [...cell.querySelectorAll('span')].filter((s) => s.style.whiteSpace === 'nowrap').map((s) => s.textContent);
  expect(kept).toEqual(['Dec 3, 2026', 'Jan 15, 2027']);
  expect(cell.style.whiteSpace).toBe('');
});

// A ledger row is a charge or a payment: its other amount column is empty, and a phone card would show that column's
// label with nothing beside it. The phone's card styles leave out the cells marked empty.
it('marks a cell with nothing to show so a phone card leaves out its label', () => {
  const amounts: DataTableColumn<Row>[] = [
    { key: 'last', header: 'Last Name', render: (r) => r.last },
    { key: 'count', header: 'Count', render: (r) => (r.count === null ? '' : r.count) },
  ];
  renderWithProviders(<DataTable columns={amounts} rows={rows.slice(0, 2)} getRowId={(r) => r.id} emptyText="none" />);
  const [withCount, withoutCount] = screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell'));
  expect(withCount.map((c) => c.hasAttribute('data-empty'))).toEqual([false, false]);
  expect(withoutCount.map((c) => c.hasAttribute('data-empty'))).toEqual([false, true]);
});
