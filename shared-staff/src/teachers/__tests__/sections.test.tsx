import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { daysBetween, observation, SYSTEM_SETTINGS_DEFAULTS, type Ledger, type LedgerCharge, type Teacher } from 'shared-domain';
import { nextExamNumber } from '../record/sections/exam-numbers';
import { thirtyHoursTone } from '../record/sections/thirty-hours-badge';
import { teacherStatusTone } from '../list/status-badge';
import { makeTeacher, setupMsw } from '../../test/harness';
import { emptyEvidenceHandlers } from '../../test/evidence-handlers';
import { renderTeacherScreens } from '../../test/teacher-screens';

// The record asks for the user's server-kept draft (none here).
// The record's Documents and Field hours read their own routes.
const server = setupMsw(
  http.get('/api/drafts/teachers/:id', () => HttpResponse.json({ draft: null })),
  ...emptyEvidenceHandlers,
);

async function open(patch: Partial<Teacher> | Teacher = {}) {
  const t = '_id' in patch ? patch : makeTeacher({ name: { first: 'Ana', last: 'Lopez' }, ...patch });
  const puts: Record<string, unknown>[] = [];
  server.use(
    http.get(`/api/teachers/${t._id}`, () => HttpResponse.json(t)),
    http.get(`/api/teachers/${t._id}/history`, () => HttpResponse.json([])),
    http.put(`/api/teachers/${t._id}`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      puts.push(body);
      return HttpResponse.json({ ...t, ...body, updatedAt: '2026-02-01T00:00:00.000Z' });
    }),
  );
  renderTeacherScreens(null, { route: `/admin/teachers/${t._id}` });
  await screen.findByRole('heading', { name: 'Ana Lopez', level: 1 });
  return { t, puts, user: userEvent.setup({ delay: null }) };
}
const section = (name: string) => screen.getByRole('region', { name });
const save = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getAllByRole('button', { name: 'Save Changes' })[0]);

describe('exams', () => {
  it('suggests 1 first, then max + 1, needs a number, and shows No exams added yet when empty', async () => {
    const { user, puts } = await open();
    const exams = section('Exams');
    expect(within(exams).getByText('No exams added yet')).toBeInTheDocument();
    const number = within(exams).getByRole('textbox', { name: 'New exam number' });
    expect(number).toHaveValue('1');
    await user.selectOptions(within(exams).getByRole('combobox', { name: 'New exam type' }), 'ESL');
    await user.click(within(exams).getByRole('button', { name: 'Add Exam' }));
    expect(within(exams).getByRole('textbox', { name: 'Exam 1 number' })).toHaveValue('1');
    expect(within(exams).getByRole('combobox', { name: 'Exam 1 type' })).toHaveValue('ESL');
    expect(number).toHaveValue('2');
    await user.clear(number);
    expect(within(exams).getByRole('button', { name: 'Add Exam' })).toBeDisabled();
    await user.type(number, '7');
    await user.click(within(exams).getByRole('button', { name: 'Add Exam' }));
    expect(number).toHaveValue('8');
    expect(
      within(exams)
        .getAllByRole('combobox', { name: /Exam \d type/ })[0]
        .querySelectorAll('option'),
    ).toHaveLength(19);
    await user.click(within(exams).getByRole('button', { name: 'Remove exam 1' }));
    await save(user);
    await screen.findByText('Changes saved');
    expect(puts[0].exams).toEqual([{ number: 7, content: 'n/a', notes: [] }]);
  });

  it('keeps notes per exam, one per line', async () => {
    const { user, puts } = await open({ exams: [{ number: 1, content: 'ESL', notes: ['Attempt 1: 236'] }] });
    const notes = within(section('Exams')).getByRole('textbox', { name: 'Exam 1 notes' });
    expect(notes).toHaveValue('Attempt 1: 236');
    await user.type(notes, '{Enter}Retake booked');
    await save(user);
    await screen.findByText('Changes saved');
    expect(puts[0].exams).toEqual([{ number: 1, content: 'ESL', notes: ['Attempt 1: 236', 'Retake booked'] }]);
  });

  it('numbers after the highest existing exam', () => {
    expect(nextExamNumber([])).toBe(1);
    expect(nextExamNumber([{ number: 3 }, { number: 5 }, { number: 2 }])).toBe(6);
    expect(nextExamNumber([{ number: '' }, { number: '4' }])).toBe(5);
  });
});

describe('supervisions: a new record enters its past observations', () => {
  it('enters past observations through the one observation dialog (no add row), lists them and sends them with the new record', async () => {
    let posted: Record<string, unknown> | undefined;
    server.use(
      http.post('/api/teachers', async ({ request }) => {
        posted = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ message: 'stop here' }, { status: 400 });
      }),
    );
    renderTeacherScreens(null, { route: '/admin/teachers/add', state: { isNewTeacher: true } });
    await screen.findByRole('heading', { name: 'Add New Teacher', level: 1 });
    const user = userEvent.setup({ delay: null });
    const s = section('Supervisions');
    expect(within(s).getByText('No supervisions recorded yet')).toBeInTheDocument();
    // The squeezed add row and its 'Add Record' are gone; the dialog supervisors use takes the observation.
    expect(within(s).queryByRole('button', { name: 'Add Record' })).not.toBeInTheDocument();
    await user.click(within(s).getByRole('button', { name: 'Add observation' }));
    const dialog = await screen.findByRole('dialog', { name: /^Add observation/ });
    fireEvent.change(within(dialog).getByLabelText(/^Date/), { target: { value: '2026-02-03' } });
    await user.click(within(dialog).getByRole('textbox', { name: /^Comment/ }));
    await user.paste('Good pacing');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(s).getByRole('cell', { name: 'Good pacing' })).toBeInTheDocument();
    // The dialog's common case: formal, in person, 45 minutes.
    expect(within(s).getByRole('cell', { name: '45 min' })).toBeInTheDocument();
    expect(within(s).getByRole('cell', { name: 'Formal' })).toBeInTheDocument();
    expect(within(s).getByRole('cell', { name: 'In person' })).toBeInTheDocument();
    expect(within(s).queryByText('No supervisions recorded yet')).not.toBeInTheDocument();
    // No free-text supervisor name (the assignment chooses the supervisor).
    expect(within(s).queryByRole('textbox', { name: 'Supervisor Name' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /First Name/ }), 'Nora');
    await user.click(screen.getByRole('textbox', { name: /Last Name/ }));
    await user.paste('Newman');
    await user.click(screen.getAllByRole('button', { name: 'Create Teacher' })[0]);
    await waitFor(() => expect(posted).toBeDefined());
    expect(posted!.supervisions).toEqual({
      supervisor: '',
      list: [
        {
          date: '2026-02-03',
          kind: 'formal',
          mode: 'in person',
          duration: 45,
          preConferenceDate: '',
          postConferenceDate: '',
          comment: 'Good pacing',
          mentorCopySentAt: null,
        },
      ],
      removed: [],
    });
  }, 60_000);
});

describe("supervisions: a saved record's log is the server's", () => {
  const recorded = observation({
    date: '2026-01-20',
    duration: 45,
    comment: 'Strong questioning',
    recordedBy: 'supervisor@example.org',
    recordedAt: '2026-01-20T22:00:00.000Z',
    mentorCopySentAt: '2026-01-20T22:00:00.000Z',
  });
  const entered = observation({
    date: '2026-01-05',
    duration: 50,
    comment: 'Before the portal',
    source: 'entered',
    recordedBy: 'admin@example.org',
    recordedAt: '2026-01-10T12:00:00.000Z',
  });
  const withLog = () =>
    makeTeacher({ name: { first: 'Ana', last: 'Lopez' }, supervisions: { supervisor: 'Sam', list: [entered, recorded], removed: [] } });

  it('shows where each observation came from; Add observation adds through its route; Save Changes sends the log unchanged', async () => {
    const t = withLog();
    let observed: Record<string, unknown> | undefined;
    const added = observation({ date: '2026-02-02', duration: 45, comment: 'Clear objectives', recordedBy: 'admin@example.org' });
    server.use(
      http.post(`/api/teachers/${t._id}/supervisions`, async ({ request }) => {
        observed = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(
          { ...t, updatedAt: '2026-01-30T00:00:00.000Z', supervisions: { ...t.supervisions, list: [...t.supervisions.list, added] } },
          { status: 201 },
        );
      }),
    );
    const { user, puts } = await open(t);
    const s = section('Supervisions');
    expect(within(s).getByRole('cell', { name: 'Entered with the record by admin@example.org on Jan 10, 2026' })).toBeInTheDocument();
    expect(
      within(s).getByRole('cell', { name: 'Recorded by supervisor@example.org on Jan 20, 2026; mentor copy sent Jan 20, 2026' }),
    ).toBeInTheDocument();
    // No inline adding on a saved record: only the observation route adds.
    expect(within(s).queryByRole('button', { name: 'Add Record' })).not.toBeInTheDocument();

    // An edit typed before the observation is kept through it.
    await user.click(screen.getByRole('textbox', { name: /Location/ }));
    await user.paste('Austin');
    await user.click(within(s).getByRole('button', { name: 'Add observation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add observation: Ana Lopez' });
    const date = within(dialog).getByLabelText(/^Date/);
    await user.clear(date);
    await user.type(date, '2026-02-02');
    await user.click(within(dialog).getByRole('textbox', { name: /Comment/ }));
    await user.paste('Clear objectives');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(observed).toMatchObject({ date: '2026-02-02', duration: 45, comment: 'Clear objectives' });
    expect(puts).toEqual([]);
    expect(await within(s).findByRole('cell', { name: 'Clear objectives' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Location/ })).toHaveValue('Austin');

    await save(user);
    await screen.findByText('Changes saved');
    expect(puts).toHaveLength(1);
    expect(puts[0].updatedAt).toBe('2026-01-30T00:00:00.000Z');
    expect(puts[0].supervisions).toEqual({ supervisor: 'Sam', list: [entered, recorded, added], removed: [] });
  }, 60_000);

  it("an admin removes an observation with a reason: the dialog asks for one, and the row stays, struck through and tagged 'Removed'", async () => {
    const t = withLog();
    const removals: { url: string; body: Record<string, unknown> }[] = [];
    server.use(
      http.post(`/api/teachers/${t._id}/supervisions/:supervisionId/remove`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        removals.push({ url: new URL(request.url).pathname, body });
        const gone = { ...recorded, removedAt: '2026-02-01T15:00:00.000Z', removedBy: 'admin@example.org', reason: String(body.reason) };
        return HttpResponse.json({
          ...t,
          updatedAt: '2026-02-01T15:00:00.000Z',
          supervisions: { ...t.supervisions, list: [entered], removed: [gone] },
        });
      }),
    );
    const { user, puts } = await open(t);
    const s = section('Supervisions');
    await user.click(within(s).getByRole('button', { name: 'Remove the observation of Jan 20, 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the observation of Jan 20, 2026?' });
    // A reason is required: nothing is sent without one.
    await user.click(within(dialog).getByRole('button', { name: 'Remove observation' }));
    // One summary at the top whose link leads to the field; the message there and at the field, nowhere else.
    const summary = await within(dialog).findByRole('alert', { name: 'There is a problem' });
    const reasonMessage = 'Give a reason for removing the observation';
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    expect(within(summary).getByRole('link', { name: reasonMessage })).toHaveAttribute('href', `#${reason.id}`);
    expect(within(dialog).getAllByText(reasonMessage)).toHaveLength(2);
    expect(dialog).not.toHaveTextContent(/reason:/);
    await user.click(within(summary).getByRole('link', { name: reasonMessage }));
    expect(reason).toHaveFocus();
    expect(removals).toEqual([]);
    await user.click(within(dialog).getByRole('textbox', { name: /Reason/ }));
    await user.paste('Entered twice');
    await user.click(within(dialog).getByRole('button', { name: 'Remove observation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(removals).toEqual([{ url: `/api/teachers/${t._id}/supervisions/${recorded._id}/remove`, body: { reason: 'Entered twice' } }]);
    // The record's form was not submitted by the dialog.
    expect(puts).toEqual([]);

    const note = await within(s).findByText('Removed on Feb 1, 2026 by admin@example.org: Entered twice');
    const row = note.closest('tr')!;
    expect(within(row).getByText('Removed')).toBeInTheDocument();
    // The struck-through text is the cell's value (on a phone the cell also holds its column's label).
    const cell = within(row).getByText('Strong questioning').closest('td')!;
    expect(cell.querySelector('[data-cell-value]')).toHaveStyle('text-decoration: line-through');
    expect(within(row).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    // The other observation can still be removed.
    expect(within(s).getByRole('button', { name: 'Remove the observation of Jan 5, 2026' })).toBeInTheDocument();
  }, 60_000);

  it('a supervisor records but has no Remove, and sees removed observations as removed', async () => {
    const base = withLog();
    const gone = { ...recorded, removedAt: '2026-02-01T15:00:00.000Z', removedBy: 'admin@example.org', reason: 'Wrong intern' };
    const t = { ...base, supervisions: { ...base.supervisions, list: [entered], removed: [gone] } };
    server.use(
      http.get(`/api/teachers/${t._id}`, () => HttpResponse.json(t)),
      http.get(`/api/teachers/${t._id}/history`, () => HttpResponse.json([])),
    );
    renderTeacherScreens(null, { role: 'supervisor', route: `/supervisor/teachers/${t._id}` });
    await screen.findByRole('heading', { name: 'Ana Lopez', level: 1 });
    const s = section('Supervisions');
    expect(within(s).getByRole('button', { name: 'Add observation' })).toBeInTheDocument();
    expect(within(s).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(within(s).getByText('Removed on Feb 1, 2026 by admin@example.org: Wrong intern')).toBeInTheDocument();
  });
});

describe("supervisions: the teacher's acknowledgement", () => {
  it("a supervisor sees 'Acknowledged on …' and the teacher's reply on the acknowledged observation only", async () => {
    const acked = observation({
      date: '2026-01-20',
      duration: 45,
      comment: 'Strong questioning',
      recordedBy: 'supervisor@example.org',
      recordedAt: '2026-01-20T22:00:00.000Z',
      acknowledgedAt: '2026-01-22T15:00:00.000Z',
      reply: 'Thank you, noted.',
    });
    const open = observation({ date: '2026-02-03', duration: 45, comment: 'Pacing', recordedBy: 'supervisor@example.org' });
    const t = makeTeacher({ name: { first: 'Ana', last: 'Lopez' }, supervisions: { supervisor: 'Sam', list: [acked, open], removed: [] } });
    server.use(
      http.get(`/api/teachers/${t._id}`, () => HttpResponse.json(t)),
      http.get(`/api/teachers/${t._id}/history`, () => HttpResponse.json([])),
    );
    renderTeacherScreens(null, { role: 'supervisor', route: `/supervisor/teachers/${t._id}` });
    await screen.findByRole('heading', { name: 'Ana Lopez', level: 1 });
    const s = section('Supervisions');
    const [, first, second] = within(s).getAllByRole('row');
    expect(within(first).getByText('Acknowledged on Jan 22, 2026')).toBeInTheDocument();
    expect(within(first).getByText('Thank you, noted.')).toBeInTheDocument();
    expect(within(second).queryByText(/Acknowledged on/)).toBeNull();
  });
});

describe('forms status', () => {
  it('moves Pending to Uploaded when ticked, asks for the document link, and an admin ticks it verified', async () => {
    const { user, puts } = await open();
    const s = section('Forms Status');
    expect(within(s).getAllByText('Pending')).toHaveLength(2);
    expect(within(s).queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(within(s).getByRole('checkbox', { name: 'Mentor Handbook Forms' }));
    expect(within(s).getByText('Uploaded, not verified')).toBeInTheDocument();
    const link = within(s).getByRole('textbox', { name: 'Mentor Handbook Forms document link' });
    // Only a web address becomes a link to open: a javascript: one stays text.
    await user.type(link, 'javascript:alert(1)');
    expect(within(s).queryByRole('link', { name: 'Open the Mentor Handbook Forms document' })).not.toBeInTheDocument();
    await user.clear(link);
    await user.type(link, 'https://docs.example.org/h.pdf');
    expect(within(s).getByRole('link', { name: 'Open the Mentor Handbook Forms document' })).toHaveAttribute(
      'href',
      'https://docs.example.org/h.pdf',
    );
    await user.click(within(s).getByRole('checkbox', { name: 'Mentor Handbook Forms verified' }));
    expect(within(s).getByText('Verified')).toBeInTheDocument();
    await save(user);
    await screen.findByText('Changes saved');
    const unverified = { verified: false, verifiedBy: '', verifiedAt: '' };
    expect(puts[0].formsStatus).toEqual({
      mentorHandbookFormsUploaded: {
        uploaded: true,
        link: 'https://docs.example.org/h.pdf',
        verified: true,
        verifiedBy: '',
        verifiedAt: '',
      },
      internMentorAttestationForm: { uploaded: false, link: '', ...unverified },
    });
  });

  it('a supervisor sees who verified a form and cannot tick it', async () => {
    const base = makeTeacher();
    const stamp = { verified: true, verifiedBy: 'admin@example.org', verifiedAt: '2026-02-03T15:00:00.000Z' };
    const t = makeTeacher({
      name: { first: 'Ana', last: 'Lopez' },
      formsStatus: {
        ...base.formsStatus,
        mentorHandbookFormsUploaded: { uploaded: true, link: 'https://docs.example.org/h.pdf', ...stamp },
      },
    });
    server.use(
      http.get(`/api/teachers/${t._id}`, () => HttpResponse.json(t)),
      http.get(`/api/teachers/${t._id}/history`, () => HttpResponse.json([])),
    );
    renderTeacherScreens(null, { role: 'supervisor', route: `/supervisor/teachers/${t._id}` });
    await screen.findByRole('heading', { name: 'Ana Lopez', level: 1 });
    const s = section('Forms Status');
    expect(within(s).getByText('Verified by admin@example.org on Feb 3, 2026.')).toBeInTheDocument();
    expect(within(s).queryByRole('checkbox', { name: /verified/ })).not.toBeInTheDocument();
  });
});

describe('hired list', () => {
  it("shows 'Day' for one day, 'Days from List to Hire' otherwise, Hired / In Process and Added on", async () => {
    const { user } = await open({ hiredListInfo: { pendingItems: '', dateAdded: '2026-03-10', dateHired: '' } });
    const s = section('Hired List');
    expect(within(s).getByText('In Process')).toBeInTheDocument();
    expect(within(s).getByText('Added on Mar 10, 2026')).toBeInTheDocument();
    await user.type(within(s).getByLabelText('Date Hired'), '2026-03-11');
    expect(within(s).getByText('Hired')).toBeInTheDocument();
    expect(within(s).getByText('Day').parentElement).toHaveTextContent('1 Day');
    await user.clear(within(s).getByLabelText('Date Hired'));
    // Hired before being listed still counts the absolute difference.
    await user.type(within(s).getByLabelText('Date Hired'), '2026-02-28');
    expect(within(s).getByText('Days from List to Hire').parentElement).toHaveTextContent('10 Days from List to Hire');
  });

  it('rounds partial days up', () => {
    expect(daysBetween('2026-01-01T00:00:00Z', '2026-01-02T06:00:00Z')).toBe(2);
    expect(daysBetween('2026-01-02', '2026-01-01')).toBe(1);
  });
});

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
    await user.click(within(add).getByRole('button', { name: 'Add charge' }));
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
    await user.click(within(add).getByRole('button', { name: 'Add charge' }));
    const due = within(add).getByLabelText(/^Due date/);
    const again = await within(add).findByRole('alert', { name: 'There is a problem' });
    expect(await within(again).findByRole('link', { name: refused })).toHaveAttribute('href', `#${due.id}`);
    expect(within(add).getAllByRole('alert')).toHaveLength(1);
    expect(within(add).getAllByText(refused)).toHaveLength(2);
    expect(add).not.toHaveTextContent(/dueDate/);
  });

  it('is not shown to a supervisor: no amounts', async () => {
    const t = makeTeacher({ name: { first: 'Ana', last: 'Lopez' }, financials: { paymentsPending: 10, remainingBalance: 20 } });
    server.use(
      http.get(`/api/teachers/${t._id}`, () => HttpResponse.json(t)),
      http.get(`/api/teachers/${t._id}/history`, () => HttpResponse.json([])),
    );
    renderTeacherScreens(null, { role: 'supervisor', route: `/supervisor/teachers/${t._id}` });
    await screen.findByRole('heading', { name: 'Ana Lopez', level: 1 });
    expect(screen.queryByRole('region', { name: 'Financials' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Financials' })).not.toBeInTheDocument();
    expect(screen.queryByText('$20.00')).not.toBeInTheDocument();
  });
});

describe('notes', () => {
  it('ignores a blank note, saves trimmed text with an ISO date, and Cancel clears', async () => {
    const { user, puts } = await open();
    const s = section('Mentor');
    await user.click(within(s).getByRole('button', { name: 'Add Note' }));
    const box = within(s).getByRole('textbox', { name: 'New mentor note' });
    await user.type(box, '   ');
    await user.click(within(s).getByRole('button', { name: 'Save' }));
    expect(within(s).getByText('No notes yet')).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, 'draft text');
    await user.click(within(s).getByRole('button', { name: 'Cancel' }));
    await user.click(within(s).getByRole('button', { name: 'Add Note' }));
    expect(within(s).getByRole('textbox', { name: 'New mentor note' })).toHaveValue('');
    await user.type(within(s).getByRole('textbox', { name: 'New mentor note' }), '  Met on Monday  ');
    await user.click(within(s).getByRole('button', { name: 'Save' }));
    expect(within(s).getByRole('list', { name: 'Mentor Notes' })).toHaveTextContent('Met on Monday');
    const ppr = section('PPR');
    await user.click(within(ppr).getByRole('button', { name: 'Add Note' }));
    await user.type(within(ppr).getByRole('textbox', { name: 'New ppr note' }), ' Retake in May ');
    await user.click(within(ppr).getByRole('button', { name: 'Save' }));
    await save(user);
    await screen.findByText('Changes saved');
    const body = puts[0] as {
      mentor: { notes: { date: string; content: string }[] };
      ppr: { notes: { date: string; description: string }[] };
    };
    expect(body.mentor.notes).toHaveLength(1);
    expect(body.mentor.notes[0].content).toBe('Met on Monday');
    expect(body.mentor.notes[0].date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(body.ppr.notes[0]).toMatchObject({ description: 'Retake in May' });
  });
});

describe('every field of the other sections reaches the PUT', () => {
  it('sends personal, contact, placement, certification, additional info and PPR values', async () => {
    const { user, puts } = await open();
    const type = (name: string, value: string) => user.type(screen.getByRole('textbox', { name }), value);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Teacher Status' }), 'ready for hire');
    await type('Orbund ID', '77');
    await type('Email', 'ana@example.org');
    await type('Secondary Email', 'ana2@example.org');
    await type('Principal Name', 'Pat Principal');
    await type('District Name', 'Austin ISD');
    await user.type(screen.getByLabelText('Start Date'), '2026-08-01');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Certificate Type' }), 'probationary');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Intern Status' }), 'late hire');
    await user.selectOptions(screen.getByRole('combobox', { name: '30 Observation Hours' }), 'pending 15 online');
    await user.selectOptions(screen.getByRole('combobox', { name: '150 Coursework Hours' }), 'completed');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Observations Needed' }), '3 Total (In Person)');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Admission (before or after)' }), 'after');
    await user.click(screen.getByRole('checkbox', { name: 'Mid-Year Intern' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'PPR Passed' }), 'yes');
    await save(user);
    await screen.findByText('Changes saved');
    expect(puts[0]).toMatchObject({
      teacherStatus: 'ready for hire',
      orbundId: 77,
      contact: { email: 'ana@example.org', secondaryEmail: 'ana2@example.org' },
      placement: { principal: { name: 'Pat Principal' }, districtName: 'Austin ISD' },
      certificationInfo: { startDate: '2026-08-01', certType: 'probationary' },
      internStatus: 'late hire',
      thirtyObsHours: 'pending 15 online',
      oneFiftyCourseWorkHours: 'completed',
      obsNeeded: '3 Total (In Person)',
      admissionDate: { when: 'after' },
      midYearIntern: true,
      ppr: { passed: 'yes' },
    });
  });
});

describe('badge colours', () => {
  it('teacher status: intern yellow, hired green, others blue', () => {
    expect(teacherStatusTone('intern')).toBe('yellow');
    expect(teacherStatusTone('hired')).toBe('green');
    for (const s of ['ready for hire', 'pending', 'n/a']) expect(teacherStatusTone(s)).toBe('blue');
  });

  it('30 observation hours: completed green, not completed red, pending yellow', async () => {
    expect(thirtyHoursTone('completed')).toBe('green');
    expect(thirtyHoursTone('not completed')).toBe('red');
    expect(thirtyHoursTone('pending 15 online')).toBe('yellow');
    expect(thirtyHoursTone('pending 15 in-person')).toBe('yellow');
    const { user } = await open({ thirtyObsHours: 'not completed' });
    const s = section('Additional Information');
    expect(within(s).getByText('Observation hours: not completed')).toHaveStyle({ color: '#991b1b' });
    await user.selectOptions(within(s).getByRole('combobox', { name: '30 Observation Hours' }), 'completed');
    expect(within(s).getByText('Observation hours: completed')).toHaveStyle({ color: '#166534' });
  });

  it('shows field supervision against 19 TAC 228 live: overdue without the first observation, then the count', async () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const t = makeTeacher({
      name: { first: 'Ana', last: 'Lopez' },
      obsNeeded: '3 Total (In Person)',
      certificationInfo: {
        ...makeTeacher().certificationInfo,
        startDate: day(-40),
        endDate: day(140),
        firstDayWithStudent: '',
        firstObsDeadline: '',
      },
      supervisions: { supervisor: '', list: [], removed: [] },
    });
    // The observation is recorded through its own route; the card follows the record the server answers.
    server.use(
      http.post(`/api/teachers/${t._id}/supervisions`, () =>
        HttpResponse.json(
          {
            ...t,
            updatedAt: '2026-02-01T00:00:00.000Z',
            supervisions: {
              ...t.supervisions,
              list: [observation({ date: day(-1), duration: 45, comment: 'Good', mentorCopySentAt: `${day(-1)}T22:00:00.000Z` })],
            },
          },
          { status: 201 },
        ),
      ),
    );
    const { user } = await open(t);
    const s = section('Supervisions');
    const card = within(s).getByRole('group', { name: 'Field supervision (19 TAC 228)' });
    expect(within(card).getByText('Overdue')).toBeInTheDocument();
    expect(within(card).getByRole('list', { name: 'Supervision problems' })).toHaveTextContent(
      'The first in-person observation was due by',
    );
    expect(within(card).getByText('0 of 1')).toBeInTheDocument();
    await user.click(within(s).getByRole('button', { name: 'Add observation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add observation: Ana Lopez' });
    await user.click(within(dialog).getByRole('textbox', { name: /Comment/ }));
    await user.paste('Good');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(card).queryByText('Overdue')).not.toBeInTheDocument());
    expect(within(card).getByText(/^Done /)).toBeInTheDocument();
    // Done after its deadline: the problem stays listed, in words.
    expect(within(card).getByRole('list', { name: 'Supervision problems' })).toHaveTextContent(
      /^The first in-person observation came on \w{3} \d{1,2}, \d{4}, after its deadline/,
    );
  });
});

describe('certification standing', () => {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const settings = (grace: boolean) => ({
    ...SYSTEM_SETTINGS_DEFAULTS,
    teacherCertification: { ...SYSTEM_SETTINGS_DEFAULTS.teacherCertification, allowGracePeriod: grace, gracePeriodDays: 15 },
  });

  it('says the certification is in its grace period, or expired when the setting is off, and follows the end date typed', async () => {
    server.use(http.get('/api/settings', () => HttpResponse.json(settings(true))));
    const base = makeTeacher();
    const { user } = await open({ certificationInfo: { ...base.certificationInfo, endDate: day(-5) } });
    const cert = section('Certification');
    expect(await within(cert).findByRole('status')).toHaveTextContent(/Grace period.*in grace period until/);
    const end = within(cert).getByLabelText('End Date');
    await user.clear(end);
    await user.type(end, day(200));
    expect(within(cert).getByRole('status')).toHaveTextContent(/Current.*Certification ends on/);
  });

  it('without a grace period an ended certification is expired', async () => {
    server.use(http.get('/api/settings', () => HttpResponse.json(settings(false))));
    const base = makeTeacher();
    await open({ certificationInfo: { ...base.certificationInfo, endDate: day(-5) } });
    expect(await within(section('Certification')).findByRole('status')).toHaveTextContent(/Expired.*Certification expired on/);
  });
});
