import {
  LEDGER_MESSAGES,
  type AdminDashboard,
  type AuditEntry,
  type Invoice,
  type JobRunResult,
  type Ledger,
  type OutboxMessage,
  type SystemSettings,
  type Teacher,
} from 'shared-domain';
import { call, changeSettings, teacherPutBody, useDemoApp } from '../support/test-app';

/**
 * The payment ledger and the Payment & Billing settings, with the jobs' clock injected: 2031-03-10, 9 am
 * in Texas (every demo charge falls due years before, so the reminders below are this file's).
 */
const clock = new Date('2031-03-10T15:00:00Z');
const { t, d } = useDemoApp({ now: () => clock });

const admin = () => ({ token: d.tokens.admin });
const settings = (change: (s: SystemSettings) => void) => changeSettings(t.app, d.tokens.admin, change);

async function newTeacher(first: string, body: Record<string, unknown> = {}): Promise<Teacher> {
  const res = await call<Teacher>(t.app, 'POST', '/api/teachers', {
    ...admin(),
    body: { name: { first, last: 'Ledger' }, contact: { email: `${first.toLowerCase()}.ledger@example.org` }, ...body },
  });
  expect(res.status).toBe(201);
  return res.body;
}
/** The ledger, or a refusal naming the field. */
type Answer = Ledger & { fieldErrors?: Record<string, string> };
const addCharge = (id: string, body: Record<string, unknown>, token = d.tokens.admin) =>
  call<Answer>(t.app, 'POST', `/api/teachers/${id}/charges`, { token, body });
const pay = (id: string, body: Record<string, unknown>) =>
  call<Answer>(t.app, 'POST', `/api/teachers/${id}/payments`, { ...admin(), body: { date: '2031-03-01', method: 'check', ...body } });
const record = async (id: string) => (await call<Teacher>(t.app, 'GET', `/api/teachers/${id}`, admin())).body;
const mailsTo = async (to: string, kind: OutboxMessage['kind']) =>
  (await call<OutboxMessage[]>(t.app, 'GET', '/api/outbox', admin())).body.filter((m) => m.to === to && m.kind === kind);

afterEach(() =>
  settings((s) => {
    s.paymentAndBilling = { paymentDueReminder: 7, autoSendInvoices: true, allowPartialPayments: true, defaultPaymentTerms: 30 };
    s.systemNotifications.paymentReminders = true;
  }),
);

describe('charges and invoices', () => {
  it('adds a charge due after the payment terms, e-mails its invoice (autoSendInvoices) and derives the financials', async () => {
    const teacher = await newTeacher('Fee');
    const res = await addCharge(teacher._id, { description: 'Program fee', amount: 1200.5, date: '2031-03-01' });
    expect(res.status).toBe(201);
    const [charge] = res.body.charges;
    expect(charge).toMatchObject({ description: 'Program fee', amount: 1200.5, date: '2031-03-01', dueDate: '2031-03-31', open: 1200.5 });
    expect(charge.invoicedAt).not.toBeNull();
    expect(res.body.financials).toEqual({ paymentsPending: 1200.5, remainingBalance: 1200.5 });
    // The record carries the same figures, and its history says who added what.
    expect((await record(teacher._id)).financials).toEqual({ paymentsPending: 1200.5, remainingBalance: 1200.5 });
    const history = (await call<AuditEntry[]>(t.app, 'GET', `/api/teachers/${teacher._id}/history`, admin())).body;
    expect(history[0].actor).toBe('admin@example.org');
    expect(history[0].changes).toEqual(
      expect.arrayContaining([
        {
          field: 'ledger',
          from: null,
          to: expect.stringMatching(/^Charge INV-\d+ "Program fee": \$1,200\.50 .*invoice e-mailed to fee\.ledger@example\.org$/),
        },
        { field: 'financials.remainingBalance', from: 0, to: 1200.5 },
      ]),
    );

    const [mail] = await mailsTo('fee.ledger@example.org', 'invoice');
    expect(mail.subject).toBe(`Invoice INV-${charge.number} from Teacher Certification & Placement: $1,200.50 due Mar 31, 2031`);
    expect(mail.body).toContain('Program fee: $1,200.50');
    expect(mail.body).toContain(t.env.CONTACT_EMAIL);

    // The printable invoice's data: the program's name and contact details, the teacher, the charge.
    const inv = await call<Invoice>(t.app, 'GET', `/api/teachers/${teacher._id}/charges/${charge._id}/invoice`, admin());
    expect(inv.status).toBe(200);
    expect(inv.body).toMatchObject({
      number: `INV-${charge.number}`,
      program: { name: 'Teacher Certification & Placement', email: t.env.CONTACT_EMAIL, phone: t.env.CONTACT_PHONE },
      teacher: { name: 'Fee Ledger', email: 'fee.ledger@example.org' },
      charge: { _id: charge._id, open: 1200.5 },
    });
  });

  it('with autoSendInvoices off, sends no invoice until asked; paymentsPending counts invoiced charges only', async () => {
    await settings((s) => {
      s.paymentAndBilling.autoSendInvoices = false;
      s.paymentAndBilling.defaultPaymentTerms = 10;
    });
    const teacher = await newTeacher('Quiet');
    const res = await addCharge(teacher._id, { description: 'Exam fee', amount: 116, date: '2031-02-01' });
    const [charge] = res.body.charges;
    expect(charge).toMatchObject({ dueDate: '2031-02-11', invoicedAt: null });
    expect(res.body.financials).toEqual({ paymentsPending: 0, remainingBalance: 116 });
    expect(await mailsTo('quiet.ledger@example.org', 'invoice')).toEqual([]);

    const sent = await call<Ledger>(t.app, 'POST', `/api/teachers/${teacher._id}/charges/${charge._id}/invoice`, admin());
    expect(sent.status).toBe(200);
    expect(sent.body.financials).toEqual({ paymentsPending: 116, remainingBalance: 116 });
    expect(await mailsTo('quiet.ledger@example.org', 'invoice')).toHaveLength(1);
  });

  it('refuses bad charges with 400 naming the field, and writes nothing', async () => {
    const teacher = await newTeacher('Bad');
    const bad = [
      [{ description: 'x', amount: 0, date: '2031-03-01' }, 'amount'],
      [{ description: 'x', amount: 10.005, date: '2031-03-01' }, 'amount'],
      [{ description: '', amount: 10, date: '2031-03-01' }, 'description'],
      [{ description: 'x', amount: 10, date: '2031-02-30' }, 'date'],
      [{ description: 'x', amount: 10, date: '2031-03-01', dueDate: '2031-02-01' }, 'dueDate'],
    ] as const;
    for (const [body, field] of bad) {
      const res = await addCharge(teacher._id, body);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.fieldErrors ?? {})).toContain(field);
    }
    expect((await call<Ledger>(t.app, 'GET', `/api/teachers/${teacher._id}/ledger`, admin())).body.charges).toEqual([]);
  });

  it('is for admins only: a supervisor neither sees nor changes amounts, in the ledger, the records, the list or the history', async () => {
    const sup = { token: d.tokens.supervisor };
    const teacher = await newTeacher('Private');
    expect((await call(t.app, 'GET', `/api/teachers/${teacher._id}/ledger`, sup)).status).toBe(403);
    expect((await addCharge(teacher._id, { description: 'x', amount: 5, date: '2031-03-01' }, d.tokens.supervisor)).status).toBe(403);
    expect((await addCharge(teacher._id, { description: 'Program fee', amount: 5, date: '2031-03-01' })).status).toBe(201);
    // One of the supervisor's teachers (a supervisor reaches only its own).
    const placed = await call(t.app, 'PUT', `/api/teachers/${teacher._id}/assignment`, {
      ...admin(),
      body: { schoolId: d.school._id, supervisorId: d.supervisor._id, status: 'completed', startDate: '', endDate: '' },
    });
    expect(placed.status).toBe(200);

    const own = await call<Teacher>(t.app, 'GET', `/api/teachers/${teacher._id}`, sup);
    expect(own.status).toBe(200);
    expect(own.body).not.toHaveProperty('financials');
    expect(own.body.name.first).toBe('Private');
    const list = await call<Teacher[]>(t.app, 'GET', '/api/teachers/all', sup);
    expect(list.body.map((x) => x._id)).toContain(teacher._id);
    expect(list.body.filter((x) => 'financials' in x)).toEqual([]);
    const adminList = await call<Teacher[]>(t.app, 'GET', '/api/teachers/all', admin());
    expect(adminList.body.find((x) => x._id === teacher._id)?.financials).toEqual({ paymentsPending: 5, remainingBalance: 5 });

    const history = (await call<AuditEntry[]>(t.app, 'GET', `/api/teachers/${teacher._id}/history`, sup)).body;
    expect(history.flatMap((h) => h.changes).filter((c) => c.field === 'ledger' || c.field.startsWith('financials'))).toEqual([]);

    // A supervisor's save answers, and its 409's newer copy, carry no amounts either.
    const put = await call<Teacher>(t.app, 'PUT', `/api/teachers/${teacher._id}`, {
      ...sup,
      body: { ...teacherPutBody({ ...own.body, financials: { paymentsPending: 0, remainingBalance: 0 } }), internStatus: '' },
    });
    expect(put.status).toBe(200);
    expect(put.body).not.toHaveProperty('financials');
    expect((await record(teacher._id)).financials).toEqual({ paymentsPending: 5, remainingBalance: 5 });
    const stale = await call(t.app, 'PUT', `/api/teachers/${teacher._id}`, {
      ...sup,
      body: { ...teacherPutBody(own.body), contact: { ...own.body.contact, location: 'Elsewhere' }, updatedAt: '2020-01-01T00:00:00.000Z' },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toBeDefined();
    expect(stale.body.current).not.toHaveProperty('financials');
  });
});

describe('payments (allowPartialPayments)', () => {
  it('takes part of a charge while partial payments are on, never more than is open, and the balance follows', async () => {
    const teacher = await newTeacher('Partial');
    const charge = (await addCharge(teacher._id, { description: 'Program fee', amount: 500, date: '2031-03-01' })).body.charges[0];
    const paid = await pay(teacher._id, { chargeId: charge._id, amount: 200, method: 'card', note: 'First part' });
    expect(paid.status).toBe(201);
    expect(paid.body.charges[0]).toMatchObject({
      paid: 200,
      open: 300,
      payments: [{ amount: 200, method: 'card', internalNote: 'First part', noteToTeacher: '' }],
    });
    expect(paid.body.financials).toEqual({ paymentsPending: 300, remainingBalance: 300 });

    const over = await pay(teacher._id, { chargeId: charge._id, amount: 300.01 });
    expect(over.status).toBe(400);
    expect(over.body.fieldErrors).toEqual({ amount: LEDGER_MESSAGES.overpaid('$300.00') });

    const rest = await pay(teacher._id, { chargeId: charge._id, amount: 300 });
    expect(rest.body.financials).toEqual({ paymentsPending: 0, remainingBalance: 0 });
    const settled = await pay(teacher._id, { chargeId: charge._id, amount: 1 });
    expect(settled.body.fieldErrors).toEqual({ chargeId: LEDGER_MESSAGES.chargeSettled });
  });

  it('with partial payments off, a payment must settle the whole open amount', async () => {
    await settings((s) => (s.paymentAndBilling.allowPartialPayments = false));
    const teacher = await newTeacher('Whole');
    const charge = (await addCharge(teacher._id, { description: 'Program fee', amount: 500, date: '2031-03-01' })).body.charges[0];
    const part = await pay(teacher._id, { chargeId: charge._id, amount: 200 });
    expect(part.status).toBe(400);
    expect(part.body.fieldErrors).toEqual({ amount: LEDGER_MESSAGES.partialOff('$500.00') });
    expect((await pay(teacher._id, { chargeId: charge._id, amount: 500 })).body.financials.remainingBalance).toBe(0);
  });

  it('removes a payment (the balance comes back), refuses to remove a charge that has payments, and keeps both in the audit', async () => {
    const teacher = await newTeacher('Undo');
    const charge = (await addCharge(teacher._id, { description: 'Program fee', amount: 400, date: '2031-03-01' })).body.charges[0];
    const payment = (await pay(teacher._id, { chargeId: charge._id, amount: 150 })).body.charges[0].payments[0];
    const refused = await call(t.app, 'DELETE', `/api/teachers/${teacher._id}/ledger/${charge._id}`, admin());
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual({ entryId: LEDGER_MESSAGES.chargeHasPayments });

    const back = await call<Ledger>(t.app, 'DELETE', `/api/teachers/${teacher._id}/ledger/${payment._id}`, admin());
    expect(back.body.financials.remainingBalance).toBe(400);
    const gone = await call<Ledger>(t.app, 'DELETE', `/api/teachers/${teacher._id}/ledger/${charge._id}`, admin());
    expect(gone.body).toMatchObject({ charges: [], financials: { paymentsPending: 0, remainingBalance: 0 } });
    const history = (await call<AuditEntry[]>(t.app, 'GET', `/api/teachers/${teacher._id}/history`, admin())).body;
    expect(history.flatMap((h) => h.changes).filter((c) => c.field === 'ledger' && c.to === null)).toHaveLength(2);
  });
});

describe('the financials are the ledger', () => {
  it("a new record's balance becomes its opening charge; a PUT cannot change the figures", async () => {
    const teacher = await newTeacher('Opening', { financials: { paymentsPending: 100, remainingBalance: 1500 } });
    expect(teacher.financials).toEqual({ paymentsPending: 1500, remainingBalance: 1500 });
    const ledger = (await call<Ledger>(t.app, 'GET', `/api/teachers/${teacher._id}/ledger`, admin())).body;
    expect(ledger.charges).toEqual([expect.objectContaining({ description: 'Opening balance', amount: 1500, open: 1500 })]);

    const put = await call<Teacher>(t.app, 'PUT', `/api/teachers/${teacher._id}`, {
      ...admin(),
      body: {
        ...teacherPutBody(teacher),
        contact: { ...teacher.contact, location: 'Austin' },
        financials: { paymentsPending: 0, remainingBalance: 0 },
      },
    });
    expect(put.status).toBe(200);
    expect(put.body.contact.location).toBe('Austin');
    expect(put.body.financials).toEqual({ paymentsPending: 1500, remainingBalance: 1500 });
  });

  it('lists teachers with overdue charges on the dashboard, with the amount and the earliest due date', async () => {
    const teacher = await newTeacher('Overdue');
    await addCharge(teacher._id, { description: 'Late fee', amount: 75, date: '2020-01-01', dueDate: '2020-01-15' });
    const dash = (await call<AdminDashboard>(t.app, 'GET', '/api/dashboard', admin())).body;
    expect(dash.alerts).toContainEqual({
      kind: 'payment-overdue',
      severity: 'warning',
      teacherId: teacher._id,
      name: 'Overdue Ledger',
      date: '2020-01-15',
      amount: 75,
    });
    const paid = await pay(teacher._id, {
      chargeId: (await call<Ledger>(t.app, 'GET', `/api/teachers/${teacher._id}/ledger`, admin())).body.charges[0]._id,
      amount: 75,
    });
    expect(paid.status).toBe(201);
    const after = (await call<AdminDashboard>(t.app, 'GET', '/api/dashboard', admin())).body;
    expect(after.alerts.filter((a) => a.kind === 'payment-overdue' && a.teacherId === teacher._id)).toEqual([]);
  });
});

describe('payment due reminders (paymentDueReminder, paymentReminders)', () => {
  const run = async () =>
    (await call<JobRunResult>(t.app, 'POST', '/api/jobs/run', admin())).body.ran.find((r) => r.job === 'payment-due')!;

  it('e-mails the teacher once, paymentDueReminder days before a charge falls due, while the switch is on', async () => {
    const soon = await newTeacher('Soon');
    const later = await newTeacher('Later');
    const paid = await newTeacher('Paid');
    await addCharge(soon._id, { description: 'Installment 2', amount: 250, date: '2031-03-01', dueDate: '2031-03-15' });
    await addCharge(later._id, { description: 'Installment 3', amount: 250, date: '2031-03-01', dueDate: '2031-04-15' });
    const c = (await addCharge(paid._id, { description: 'Installment 2', amount: 250, date: '2031-03-01', dueDate: '2031-03-15' })).body;
    await pay(paid._id, { chargeId: c.charges[0]._id, amount: 250 });

    await settings((s) => (s.systemNotifications.paymentReminders = false));
    expect(await run()).toMatchObject({ emailsQueued: 0, skipped: ['Payment reminders e-mails are off (System Notifications)'] });
    expect(await mailsTo('soon.ledger@example.org', 'payment-due')).toEqual([]);

    await settings((s) => (s.systemNotifications.paymentReminders = true));
    expect((await run()).emailsQueued).toBe(1);
    const [mail] = await mailsTo('soon.ledger@example.org', 'payment-due');
    expect(mail.subject).toBe('Payment of $250.00 due on Mar 15, 2031');
    expect(await mailsTo('later.ledger@example.org', 'payment-due')).toEqual([]);
    expect(await mailsTo('paid.ledger@example.org', 'payment-due')).toEqual([]);
    expect((await run()).emailsQueued).toBe(0);

    // A longer reminder period reaches the later charge.
    await settings((s) => (s.paymentAndBilling.paymentDueReminder = 40));
    await run();
    expect(await mailsTo('later.ledger@example.org', 'payment-due')).toHaveLength(1);
    expect(await mailsTo('soon.ledger@example.org', 'payment-due')).toHaveLength(1);
  });

  it('keeps a charge pending until its reminder is sent, and a run cut short sends nothing twice', async () => {
    const teacher = await newTeacher('Pending');
    const charge = (await addCharge(teacher._id, { description: 'Installment 4', amount: 100, date: '2031-03-01', dueDate: '2031-03-14' }))
      .body.charges[0];
    const pending = async () =>
      (
        await t.db.query<{ d: string }>(
          `SELECT to_char(day, 'YYYY-MM-DD') AS d FROM reminders_pending WHERE job = 'payment-due' AND ref = $1 ORDER BY 1`,
          [charge._id],
        )
      ).map((r) => r.d);
    expect(await pending()).toEqual(['2031-03-14']);

    expect((await run()).emailsQueued).toBe(1);
    expect(await pending()).toEqual([]);

    // A run cut short after its sends left the charge pending: the next one finds the send made, sends nothing, settles it.
    await t.db.query(`INSERT INTO reminders_pending (job, day, ref) VALUES ('payment-due', $1, $2)`, ['2031-03-14', charge._id]);
    expect((await run()).emailsQueued).toBe(0);
    expect(await pending()).toEqual([]);
    expect(await mailsTo('pending.ledger@example.org', 'payment-due')).toHaveLength(1);

    // A due date moved (a restore's or an import's rows) is pending again for its new date, and reminded for it.
    await t.db.query(`UPDATE ledger_entries SET due_date = '2031-03-16' WHERE id = $1`, [charge._id]);
    expect(await pending()).toEqual(['2031-03-16']);
    expect((await run()).emailsQueued).toBe(1);
    expect((await mailsTo('pending.ledger@example.org', 'payment-due')).map((m) => m.subject).sort()).toEqual([
      'Payment of $100.00 due on Mar 14, 2031',
      'Payment of $100.00 due on Mar 16, 2031',
    ]);
    expect(await pending()).toEqual([]);
  });
});
