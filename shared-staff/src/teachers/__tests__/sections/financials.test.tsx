import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SYSTEM_SETTINGS_DEFAULTS, type Ledger, type LedgerCharge, type Teacher } from 'shared-domain';
import { makeTeacher } from '../../../test/harness';
import { setupTeacherRecord, save, section } from '../../../test/teacher-record';

const { server, open, openAsSupervisor } = setupTeacherRecord();

describe('financials: the payment ledger', () => {
  /** A ledger kept by the mock server: charges and payments change it and the record's figures, as the API does. */
  function serveLedger(t: Teacher) {
    const charges: LedgerCharge[] = [];
    const posted: Record<string, unknown>[] = [];
    const ledger = (): Ledger => ({ teacherId: t._id, updatedAt: t.updatedAt, financials: t.financials!, charges });
    const derive = () => {
      const remaining = charges.reduce((n, c) => n + c.open, 0);
      const pending = charges.filter((c) => c.invoicedAt).reduce((n, c) => n + c.open, 0);
      t.financials = { paymentsPending: pending, remainingBalance: remaining };
      t.updatedAt = new Date(Date.parse(t.updatedAt) + 1000).toISOString();
    };
    server.use(
      http.get('/api/settings', () => HttpResponse.json(SYSTEM_SETTINGS_DEFAULTS)),
      http.get(`/api/teachers/${t._id}/ledger`, () => HttpResponse.json(ledger())),
      http.get(`/api/teachers/${t._id}`, () => HttpResponse.json(t)),
      http.post(`/api/teachers/${t._id}/charges`, async ({ request }) => {
        const body = (await request.json()) as { description: string; amount: number; date: string };
        posted.push(body);
        charges.push({
          _id: '00000000-0000-4000-8000-0000000000c1',
          number: 1001,
          description: body.description,
          amount: body.amount,
          date: body.date,
          dueDate: '2031-03-31',
          paid: 0,
          open: body.amount,
          invoicedAt: '2031-03-01T12:00:00.000Z',
          createdBy: 'admin@example.org',
          createdAt: '2031-03-01T12:00:00.000Z',
          payments: [],
        });
        derive();
        return HttpResponse.json(ledger(), { status: 201 });
      }),
      http.post(`/api/teachers/${t._id}/payments`, async ({ request }) => {
        const body = (await request.json()) as {
          chargeId: string;
          amount: number;
          date: string;
          method: 'card';
          internalNote: string;
          noteToTeacher: string;
        };
        posted.push(body);
        const c = charges.find((x) => x._id === body.chargeId)!;
        c.payments.push({ _id: 'p1', ...body, createdBy: 'admin@example.org', createdAt: '2031-03-02T12:00:00.000Z' });
        c.paid += body.amount;
        c.open -= body.amount;
        derive();
        return HttpResponse.json(ledger(), { status: 201 });
      }),
    );
    return posted;
  }

  it('shows the figures from the ledger; a charge and a partial payment change the balance, and a save never sends them', async () => {
    const t = makeTeacher({ name: { first: 'Ana', last: 'Lopez' }, financials: { paymentsPending: 0, remainingBalance: 0 } });
    const posted = serveLedger(t);
    const { user, puts } = await open(t);
    const s = section('Financials');
    expect(within(s).queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(await within(s).findByText('No charges yet')).toBeInTheDocument();
    // An edit typed before the charge is kept through it.
    await user.type(screen.getByRole('textbox', { name: 'Location' }), 'Austin');

    await user.click(within(s).getByRole('button', { name: 'Add charge' }));
    const add = await screen.findByRole('dialog', { name: 'Add charge' });
    await user.type(within(add).getByRole('textbox', { name: 'Description' }), 'Program fee');
    await user.type(within(add).getByRole('spinbutton', { name: 'Amount (USD)' }), '500');
    await user.click(within(add).getByRole('button', { name: 'Continue' }));
    // The answers to check before the charge (and its invoice e-mail) goes: nothing is sent yet.
    const check = await within(add).findByRole('region', { name: 'Check the charge' });
    await waitFor(() => expect(within(add).getByRole('heading', { name: 'Check the charge' })).toHaveFocus());
    expect(
      within(check)
        .getAllByRole('term')
        .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    ).toEqual([
      ['Description', 'Program fee'],
      ['Amount (USD)', '$500.00'],
      ['Date', expect.any(String)],
      ['Due date', expect.stringMatching(/\(payment terms \d+ days\)$/)],
    ]);
    expect(posted).toEqual([]);
    await user.click(within(check).getByRole('button', { name: 'Change Amount (USD)' }));
    const amountAgain = within(add).getByRole('spinbutton', { name: 'Amount (USD)' });
    await waitFor(() => expect(amountAgain).toHaveFocus());
    expect(amountAgain).toHaveValue(500);
    await user.click(within(add).getByRole('button', { name: 'Continue' }));
    await user.click(within(add).getByRole('button', { name: 'Add charge' }));
    expect(await screen.findByText('Charge INV-1001 added; its invoice was e-mailed')).toBeInTheDocument();
    expect(posted[0]).toMatchObject({ description: 'Program fee', amount: 500 });
    expect(puts).toEqual([]);
    await waitFor(() => expect(within(s).getByRole('status', { name: 'Balance due' })).toHaveTextContent('$500.00'));
    const charge = within(s).getByRole('row', { name: /INV-1001 Program fee/ });
    expect(charge).toHaveTextContent('Open');

    await user.click(within(charge).getByRole('button', { name: 'Record payment' }));
    const pay = await screen.findByRole('dialog', { name: 'Record payment' });
    const amount = within(pay).getByRole('spinbutton', { name: 'Amount (USD)' });
    expect(amount).toHaveValue(500);
    // Over the balance due: the client says so before sending, once at the field and once in the summary at the top,
    // in words (no 'amount:' code), and the summary's link leads to the field.
    await user.clear(amount);
    await user.type(amount, '600');
    await user.click(within(pay).getByRole('button', { name: 'Record payment' }));
    const summary = await within(pay).findByRole('alert', { name: 'There is a problem' });
    const overMessage = "Amount must be at most $500.00, the charge's balance due";
    expect(within(summary).getByRole('link', { name: overMessage })).toHaveAttribute('href', `#${amount.id}`);
    expect(within(pay).getAllByText(overMessage)).toHaveLength(2);
    expect(pay).not.toHaveTextContent(/amount:/);
    expect(posted).toHaveLength(1);
    await user.click(within(summary).getByRole('link', { name: overMessage }));
    expect(amount).toHaveFocus();
    await user.clear(amount);
    await user.type(amount, '200');
    await user.selectOptions(within(pay).getByRole('combobox', { name: 'Method' }), 'card');
    await user.click(within(pay).getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('Payment of $200.00 recorded')).toBeInTheDocument();
    expect(posted[1]).toMatchObject({ chargeId: '00000000-0000-4000-8000-0000000000c1', amount: 200, method: 'card' });
    await waitFor(() => expect(within(s).getByRole('status', { name: 'Balance due' })).toHaveTextContent('$300.00'));
    expect(within(s).getByRole('row', { name: /INV-1001 Program fee/ })).toHaveTextContent('Part paid');

    // The record saves with the edit kept and no conflict: the ledger's new version was taken as the one edited.
    expect(screen.getByRole('textbox', { name: 'Location' })).toHaveValue(`${t.contact.location}Austin`);
    await save(user);
    await screen.findByText('Changes saved');
    expect(puts[0].updatedAt).toBe(t.updatedAt);
  });

  it('a charge refused shows one summary at the top linking to each field, each message once, in words', async () => {
    const t = makeTeacher({ name: { first: 'Ana', last: 'Lopez' }, financials: { paymentsPending: 0, remainingBalance: 0 } });
    const posted = serveLedger(t);
    const { user } = await open(t);
    const s = section('Financials');
    await within(s).findByText('No charges yet');
    await user.click(within(s).getByRole('button', { name: 'Add charge' }));
    const add = await screen.findByRole('dialog', { name: 'Add charge' });
    // Required fields are marked before any submit.
    expect(within(add).getByRole('textbox', { name: 'Description' })).toBeRequired();
    expect(within(add).getByRole('spinbutton', { name: 'Amount (USD)' })).toBeRequired();
    // The optional due date carries no mark.
    expect(within(add).getByLabelText(/^Due date/)).not.toBeRequired();
    expect(within(add).getByText('Due date', { selector: 'label' }).parentElement).not.toHaveTextContent('*');
    expect(within(add).getByText('Description', { selector: 'label' }).parentElement).toHaveTextContent('*');
    await user.click(within(add).getByRole('button', { name: 'Continue' }));
    const summary = await within(add).findByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    const description = within(add).getByRole('textbox', { name: 'Description' });
    const amount = within(add).getByRole('spinbutton', { name: 'Amount (USD)' });
    const links = within(summary).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Description is required', `#${description.id}`],
      ['Amount must be more than 0', `#${amount.id}`],
    ]);
    expect(within(add).getAllByText('Description is required')).toHaveLength(2);
    expect(within(add).getAllByText('Amount must be more than 0')).toHaveLength(2);
    await user.click(links[1]);
    expect(amount).toHaveFocus();
    expect(posted).toEqual([]);

    // The server's refusal naming a field ('dueDate: …') shows in words, in the summary and at the field, and not again in a box.
    const refused = 'The due date cannot be before the charge date';
    server.use(
      http.post(`/api/teachers/${t._id}/charges`, () =>
        HttpResponse.json({ message: `dueDate: ${refused}`, fieldErrors: { dueDate: refused } }, { status: 400 }),
      ),
    );
    await user.type(description, 'Program fee');
    await user.type(amount, '500');
    await user.click(within(add).getByRole('button', { name: 'Continue' }));
    await user.click(within(add).getByRole('button', { name: 'Add charge' }));
    // Refused: back to the fields, with the problem at the one it names.
    await within(add).findByRole('button', { name: 'Continue' });
    const due = within(add).getByLabelText(/^Due date/);
    const again = await within(add).findByRole('alert', { name: 'There is a problem' });
    expect(await within(again).findByRole('link', { name: refused })).toHaveAttribute('href', `#${due.id}`);
    expect(within(add).getAllByRole('alert')).toHaveLength(1);
    expect(within(add).getAllByText(refused)).toHaveLength(2);
    expect(add).not.toHaveTextContent(/dueDate/);
  });

  /** A ledger of three charges (not invoiced and unpaid; part paid; paid in full), its sends and removals recorded. */
  function ledgerRows() {
    const t = makeTeacher({ name: { first: 'Ana', last: 'Lopez' }, financials: { paymentsPending: 0, remainingBalance: 700 } });
    const charge = (n: number, over: Partial<LedgerCharge>): LedgerCharge => ({
      _id: `00000000-0000-4000-8000-00000000000${n}`,
      number: 1000 + n,
      description: `Fee ${n}`,
      amount: 500,
      date: '2031-03-01',
      dueDate: '2031-03-31',
      paid: 0,
      open: 500,
      invoicedAt: null,
      createdBy: 'admin@example.org',
      createdAt: '2031-03-01T12:00:00.000Z',
      payments: [],
      ...over,
    });
    const payment = (id: string, amount: number) => ({
      _id: id,
      amount,
      date: '2031-03-02',
      method: 'card' as const,
      internalNote: '',
      noteToTeacher: '',
      createdBy: 'admin@example.org',
      createdAt: '2031-03-02T12:00:00.000Z',
    });
    // Not invoiced and unpaid; part paid; paid in full.
    const charges = [
      charge(1, {}),
      charge(2, { invoicedAt: '2031-03-01T12:00:00.000Z', paid: 300, open: 200, payments: [payment('p2', 300)] }),
      charge(3, { invoicedAt: '2031-03-01T12:00:00.000Z', paid: 500, open: 0, payments: [payment('p3', 500)] }),
    ];
    const sent: string[] = [];
    const removed: string[] = [];
    const ledger = (): Ledger => ({ teacherId: t._id, updatedAt: t.updatedAt, financials: t.financials!, charges });
    server.use(
      http.get('/api/settings', () => HttpResponse.json(SYSTEM_SETTINGS_DEFAULTS)),
      http.get(`/api/teachers/${t._id}/ledger`, () => HttpResponse.json(ledger())),
      http.get(`/api/teachers/${t._id}`, () => HttpResponse.json(t)),
      http.post(`/api/teachers/${t._id}/charges/:chargeId/invoice`, ({ params }) => {
        sent.push(String(params.chargeId));
        return HttpResponse.json(ledger());
      }),
      http.delete(`/api/teachers/${t._id}/ledger/:entryId`, ({ params }) => {
        removed.push(String(params.entryId));
        return HttpResponse.json(ledger());
      }),
    );
    return { t, charges, sent, removed };
  }

  it("keeps each row's usual action in view and the others behind its 'More actions' menu, each doing what it says", async () => {
    const { t, charges, sent, removed } = ledgerRows();
    const { user } = await open(t);
    const s = section('Financials');
    const row = (name: RegExp) => within(s).getByRole('row', { name });
    await within(s).findByRole('row', { name: /INV-1001 Fee 1/ });

    // In view: 'Record payment' on an open charge, 'View invoice' on a paid one, 'Remove payment' on a payment.
    expect(within(row(/INV-1001 Fee 1/)).getByRole('button', { name: 'Record payment' })).toBeInTheDocument();
    expect(within(row(/INV-1001 Fee 1/)).queryByRole('link', { name: 'View invoice' })).not.toBeInTheDocument();
    expect(within(row(/INV-1003 Fee 3/)).getByRole('link', { name: 'View invoice' })).toHaveAttribute(
      'href',
      `/admin/teachers/${t._id}/invoices/${charges[2]._id}`,
    );
    // A paid charge has nothing more to do: no menu.
    expect(within(row(/INV-1003 Fee 3/)).queryByRole('button', { name: /More actions/ })).not.toBeInTheDocument();
    expect(within(s).getAllByRole('button', { name: /^Remove payment of / })).toHaveLength(2);

    // The unsent, unpaid charge: its invoice, 'Send invoice' and 'Remove charge' are in its menu.
    const more = within(row(/INV-1001 Fee 1/)).getByRole('button', { name: 'More actions for INV-1001' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(within(row(/INV-1001 Fee 1/)).getByRole('link', { name: 'View invoice' })).toHaveAttribute(
      'href',
      `/admin/teachers/${t._id}/invoices/${charges[0]._id}`,
    );
    await user.click(within(row(/INV-1001 Fee 1/)).getByRole('button', { name: 'Send invoice' }));
    expect(await screen.findByText('Invoice INV-1001 e-mailed')).toBeInTheDocument();
    expect(sent).toEqual([charges[0]._id]);

    // 'Remove charge' asks first; Cancel removes nothing and focus is back on the menu's button.
    await user.click(more);
    await user.click(within(row(/INV-1001 Fee 1/)).getByRole('button', { name: 'Remove charge' }));
    const ask = await screen.findByRole('dialog', { name: 'Remove from the ledger?' });
    expect(ask).toHaveTextContent('Remove charge INV-1001 Fee 1?');
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Remove from the ledger?' })).not.toBeInTheDocument());
    expect(removed).toEqual([]);
    await waitFor(() => expect(more).toHaveFocus());
    await user.keyboard('{Enter}');
    await user.click(within(row(/INV-1001 Fee 1/)).getByRole('button', { name: 'Remove charge' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remove from the ledger?' })).getByRole('button', { name: 'Remove' }),
    );
    expect(await screen.findByText('Removed charge INV-1001 Fee 1')).toBeInTheDocument();
    expect(removed).toEqual([charges[0]._id]);
  });

  it("resends a sent invoice from its row's menu, never removes a charge with a payment, and asks before removing a payment", async () => {
    const { t, charges, sent, removed } = ledgerRows();
    const { user } = await open(t);
    const s = section('Financials');
    const row = (name: RegExp) => within(s).getByRole('row', { name });
    await within(s).findByRole('row', { name: /INV-1001 Fee 1/ });
    // The part-paid charge: its invoice was sent, so it is resent; having a payment, it cannot be removed.
    await user.click(within(row(/INV-1002 Fee 2/)).getByRole('button', { name: 'More actions for INV-1002' }));
    expect(within(row(/INV-1002 Fee 2/)).queryByRole('button', { name: 'Remove charge' })).not.toBeInTheDocument();
    await user.click(within(row(/INV-1002 Fee 2/)).getByRole('button', { name: 'Resend invoice' }));
    expect(await screen.findByText('Invoice INV-1002 e-mailed')).toBeInTheDocument();
    expect(sent).toEqual([charges[1]._id]);

    // 'Remove payment' asks first too.
    await user.click(within(s).getAllByRole('button', { name: /^Remove payment of \$300\.00 on / })[0]);
    const askPayment = await screen.findByRole('dialog', { name: 'Remove from the ledger?' });
    expect(askPayment).toHaveTextContent(/Remove the payment of \$300\.00 on /);
    await user.click(within(askPayment).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(removed).toEqual(['p2']));
  });

  it('is not shown to a supervisor: no amounts', async () => {
    const t = makeTeacher({ name: { first: 'Ana', last: 'Lopez' }, financials: { paymentsPending: 10, remainingBalance: 20 } });
    await openAsSupervisor(t);
    expect(screen.queryByRole('region', { name: 'Financials' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Financials' })).not.toBeInTheDocument();
    expect(screen.queryByText('$20.00')).not.toBeInTheDocument();
  });
});
