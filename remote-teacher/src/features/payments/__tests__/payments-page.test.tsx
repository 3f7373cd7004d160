import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { addDays, programDate, type Invoice } from 'shared-domain';
import { apiPath, makeLedger, renderArea, setupMsw } from '../../../test/harness';

const server = setupMsw();
const today = programDate(new Date());
const base = makeLedger();
// Due next week: part paid, not late (the day is relative, so the charge's state does not change with the clock).
const ledger = makeLedger({ charges: [{ ...base.charges[0], dueDate: addDays(today, 7) }] });
const charge = ledger.charges[0];

test('the balance, each charge with its payments, how to pay from configuration and the reminders that apply', async () => {
  server.use(
    http.get(apiPath('me/ledger'), () => HttpResponse.json(ledger)),
    http.get(apiPath(`me/invoices/${charge._id}`), () => HttpResponse.json({ message: 'Invoice not found' }, { status: 404 })),
  );
  const { user, location } = renderArea('/teacher/payments');
  expect(await screen.findByRole('heading', { name: 'My payments' })).toBeInTheDocument();
  expect(screen.getAllByText('$450.00').length).toBeGreaterThan(0);
  // Paid so far is what the payments add up to, not the invoiced part still owed.
  expect(screen.getByText('Paid so far').nextElementSibling).toHaveTextContent('$100.00');
  expect(screen.getByText('Invoiced, not yet paid').nextElementSibling).toHaveTextContent('$450.00');
  const item = screen.getByRole('listitem', { name: 'INV-1001 Program fee' });
  expect(within(item).getByText('Part paid')).toBeInTheDocument();
  expect(item).toHaveTextContent('$450.00 balance due');
  expect(within(item).getByText('$100.00 received Sep 15, 2026 (check)')).toBeInTheDocument();
  expect(screen.getByText('Pay by check to Teacher Portal, 100 Main St, Austin TX.')).toBeInTheDocument();
  expect(screen.getByText('The program reminds you 7 days before a due date, by e-mail.')).toBeInTheDocument();

  await user.click(within(item).getByRole('link', { name: 'View invoice INV-1001' }));
  await waitFor(() => expect(location().pathname).toBe(`/teacher/payments/invoices/${charge._id}`));
});

test("a payment's note to the teacher is shown beside the payment", async () => {
  const withNote = makeLedger();
  withNote.charges[0].payments[0].noteToTeacher = 'Thank you: received at the office';
  server.use(http.get(apiPath('me/ledger'), () => HttpResponse.json(withNote)));
  renderArea('/teacher/payments');
  const item = await screen.findByRole('listitem', { name: 'INV-1001 Program fee' });
  expect(within(item).getByText('Note from the program: Thank you: received at the office')).toBeInTheDocument();
});

test("the invoice page (an e-mailed invoice's link) shows the printable invoice staff print", async () => {
  const invoice: Invoice = {
    number: 'INV-1001',
    charge: { ...charge, createdBy: '', payments: charge.payments.map((p) => ({ ...p, createdBy: '', internalNote: '' })) },
    program: { name: 'Texas Teacher Portal', email: 'billing@example.org', phone: '(512) 555-0199', url: 'https://example.org' },
    teacher: { _id: 't1', name: 'Ana Lopez', email: 'teacher@example.org' },
  };
  server.use(http.get(apiPath(`me/invoices/${charge._id}`), () => HttpResponse.json(invoice)));
  renderArea(`/teacher/payments/invoices/${charge._id}`);
  const doc = await screen.findByRole('article', { name: 'Invoice INV-1001' });
  expect(within(doc).getByText('Ana Lopez', { exact: false })).toBeInTheDocument();
  expect(within(doc).getByText('Program fee')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Print invoice' })).toBeInTheDocument();
});

test("another record's invoice: the error panel, not a blank page", async () => {
  server.use(http.get(apiPath(`me/invoices/${charge._id}`), () => HttpResponse.json({ message: 'Invoice not found' }, { status: 404 })));
  renderArea(`/teacher/payments/invoices/${charge._id}`);
  expect(await screen.findByText('The invoice could not be loaded.')).toBeInTheDocument();
});

test("a charge past its due day is Overdue, with its days late: the admin ledger's word for it", async () => {
  const late = makeLedger({ charges: [{ ...base.charges[0], dueDate: addDays(today, -2) }] });
  server.use(http.get(apiPath('me/ledger'), () => HttpResponse.json(late)));
  renderArea('/teacher/payments');
  const item = await screen.findByRole('listitem', { name: 'INV-1001 Program fee' });
  expect(within(item).getByText('Overdue')).toBeInTheDocument();
  expect(item).toHaveTextContent('(2 days late)');
});
