import { API_ROUTES, PROGRAM_STAFF, type Ledger, type TeacherFieldHours } from 'shared-domain';
import { files, upload } from '../evidence/support';
import { call, teacherPutBody, useDemoApp } from '../support/test-app';

// Setting up the demo app takes long on a busy machine.
jest.setTimeout(120_000);

const { t, d } = useDemoApp();

const INTERNAL = {
  payment: 'INTERNAL: check bounced once, call the bank first',
  review: 'INTERNAL: the campus never heard of this visit',
} as const;
const TO_TEACHER = { payment: 'Thank you: the second installment is received', review: 'Please log the campus where you observed' };

const admin = () => ({ token: d.tokens.admin });
const me = () => ({ token: d.tokens.teacher });
const intern = () => d.teachers.find((x) => x.contact.email === 'teacher@example.org')!;

/** What each teacher-readable answer may hold, and ids to fill in routes with. */
const seeded = { chargeId: '', documentId: '', supervisionId: '', staffEmails: [] as string[] };

beforeAll(async () => {
  const id = intern()._id;
  // Staff words on the intern's payment, field hours and document.
  const ledger = (await call<Ledger>(t.app, 'GET', `/api/teachers/${id}/ledger`, admin())).body;
  const open = ledger.charges.find((c) => c.open > 0)!;
  const paid = await call<Ledger>(t.app, 'POST', `/api/teachers/${id}/payments`, {
    ...admin(),
    body: {
      chargeId: open._id,
      amount: open.open,
      date: open.date,
      method: 'check',
      internalNote: INTERNAL.payment,
      noteToTeacher: TO_TEACHER.payment,
    },
  });
  expect(paid.status).toBe(201);
  seeded.chargeId = open._id;

  const record = (await call(t.app, 'GET', `/api/teachers/${id}`, admin())).body;
  const put = await call(t.app, 'PUT', `/api/teachers/${id}`, {
    ...admin(),
    body: { ...teacherPutBody(record), admissionDate: { when: 'after', day: '2025-01-01' } },
  });
  expect([200, 304]).toContain(put.status);
  // An observation, so that its feedback PDF is walked too.
  const observed = await call<{ supervisions: { list: { _id: string; comment?: string }[] } }>(
    t.app,
    'POST',
    `/api/teachers/${id}/supervisions`,
    {
      ...admin(),
      body: {
        date: (record.certificationInfo.firstDayWithStudent || record.certificationInfo.startDate).slice(0, 10),
        duration: 50,
        comment: 'Clear objectives',
      },
    },
  );
  expect(observed.status).toBe(201);
  seeded.supervisionId = observed.body.supervisions.list.find((o) => o.comment === 'Clear objectives')!._id;
  const logged = await call(t.app, 'POST', `/api/teachers/${id}/field-hours`, {
    ...me(),
    body: {
      date: '2025-10-01',
      hours: 2,
      campus: 'Travis Elementary',
      observedName: 'Ana Ruiz',
      observedEmail: 'ana.ruiz@example.org',
      activity: 'Reading',
    },
  });
  expect(logged.status).toBe(201);
  const reviewed = await call(t.app, 'POST', `/api/teachers/${id}/field-hours/${logged.body._id}/review`, {
    ...admin(),
    body: { decision: 'returned', internalNote: INTERNAL.review, messageToTeacher: TO_TEACHER.review },
  });
  expect(reviewed.status).toBe(200);
  // Staff uploads a version, then returns it: the uploader and the reviewer are staff.
  const doc = await upload(t.app, d.tokens.admin, id, 'certificate', { name: 'cert.pdf', type: 'application/pdf', data: files.pdf() });
  expect(doc.status).toBe(201);
  seeded.documentId = doc.body._id;
  const returned = await call(t.app, 'POST', `/api/teachers/${id}/documents/${doc.body._id}/return`, {
    ...admin(),
    body: { reason: 'The scan is cut off at the bottom' },
  });
  expect(returned.status).toBe(200);

  const staff = await t.db.query<{ email: string }>(
    `SELECT lower(email) AS email FROM users WHERE role IN ('admin', 'supervisor')
     UNION SELECT lower(email) FROM supervisors UNION SELECT lower(contact_email) FROM supervisors WHERE contact_email <> ''`,
  );
  seeded.staffEmails = staff.map((r) => r.email);
});

/** Every GET a teacher may call about itself, with its ids filled in (the export in both formats). */
function teacherReadableUrls(): string[] {
  const urls = API_ROUTES.filter(
    (r) => r.method === 'GET' && Array.isArray(r.access) && (r.access as readonly string[]).includes('teacher'),
  ).flatMap((r) => {
    const url = r.path
      .replace(':id', intern()._id)
      .replace(':invoiceId', seeded.chargeId)
      .replace(':documentId', seeded.documentId)
      .replace(':supervisionId', seeded.supervisionId);
    return url.endsWith('/me/export') ? [`${url}?format=json`, `${url}?format=html`] : [url];
  });
  return urls;
}

describe("what a teacher reads holds no staff e-mail and no staff's internal note", () => {
  it('walks every /api/me route and teacher-readable route', async () => {
    const urls = teacherReadableUrls();
    // The walk reaches the routes that hold the seeded words.
    expect(urls).toEqual(
      expect.arrayContaining([
        '/api/me/ledger',
        `/api/me/invoices/${seeded.chargeId}`,
        '/api/me/export?format=json',
        '/api/me/export?format=html',
        `/api/teachers/${intern()._id}/field-hours`,
        `/api/teachers/${intern()._id}/documents`,
      ]),
    );
    expect(seeded.staffEmails).toContain('admin@example.org');
    for (const url of urls) {
      const res = await call(t.app, 'GET', url, me());
      // The intern is past admission: it has no offer to read, and the answer says so.
      const expected = url === '/api/me/offer' ? 404 : 200;
      expect({ url, status: res.status }).toEqual({ url, status: expected });
      const body = (typeof res.body === 'string' ? res.body : JSON.stringify(res.body)).toLowerCase();
      for (const email of seeded.staffEmails)
        expect({ url, staffEmail: body.includes(email) ? email : null }).toEqual({ url, staffEmail: null });
      for (const note of Object.values(INTERNAL)) expect({ url, note: body.includes(note.toLowerCase()) }).toEqual({ url, note: false });
    }
  });

  it('shows the teacher the words meant for it, and the program in place of who on staff acted', async () => {
    const ledger = (await call(t.app, 'GET', '/api/me/ledger', me())).body;
    const payments = ledger.charges.flatMap((c: { payments: Record<string, unknown>[] }) => c.payments);
    expect(payments).toContainEqual(expect.objectContaining({ noteToTeacher: TO_TEACHER.payment }));
    for (const p of payments) expect(Object.keys(p).sort()).toEqual(['_id', 'amount', 'createdAt', 'date', 'method', 'noteToTeacher']);

    const hours = (await call<TeacherFieldHours>(t.app, 'GET', `/api/teachers/${intern()._id}/field-hours`, me())).body;
    // The reviewed visit (the intern's hours earned before the portal are an entry of the log too).
    const reviewed = (h: TeacherFieldHours) => h.entries.find((e) => e.messageToTeacher === TO_TEACHER.review);
    expect(reviewed(hours)).toMatchObject({
      messageToTeacher: TO_TEACHER.review,
      internalNote: '',
      reviewedBy: PROGRAM_STAFF,
      warnings: [],
    });
    // Staff read both, and who it was.
    const staff = (await call<TeacherFieldHours>(t.app, 'GET', `/api/teachers/${intern()._id}/field-hours`, admin())).body;
    expect(reviewed(staff)).toMatchObject({
      messageToTeacher: TO_TEACHER.review,
      internalNote: INTERNAL.review,
      reviewedBy: 'admin@example.org',
    });

    const docs = (await call(t.app, 'GET', `/api/teachers/${intern()._id}/documents`, me())).body;
    const cert = docs.kinds.find((k: { kind: string }) => k.kind === 'certificate').current;
    expect(cert).toMatchObject({ uploadedBy: PROGRAM_STAFF, reviewedBy: PROGRAM_STAFF, returnReason: 'The scan is cut off at the bottom' });
  });
});

/** Every key path of a JSON value ("a.b[].c"), sorted, each once. */
function keyPaths(v: unknown, at = ''): string[] {
  if (Array.isArray(v)) return v.flatMap((x) => keyPaths(x, `${at}[]`));
  if (v && typeof v === 'object')
    return Object.entries(v).flatMap(([k, x]) => {
      const path = at ? `${at}.${k}` : k;
      return [path, ...keyPaths(x, path)];
    });
  return [];
}

/**
 * Everything "Download my data" may hold, field by field. A field added to it must be added here, after asking whether
 * the teacher may see it.
 */
const EXPORT_FIELDS = [
  'exportedAt',
  'dashboard',
  'dashboard.teacher',
  'dashboard.teacher._id',
  'dashboard.teacher.name',
  'dashboard.teacher.name.first',
  'dashboard.teacher.name.last',
  'dashboard.teacher.teacherStatus',
  'dashboard.teacher.email',
  'dashboard.standing',
  'dashboard.standing.state',
  'dashboard.standing.endDate',
  'dashboard.standing.text',
  'dashboard.internship',
  'dashboard.internship.start',
  'dashboard.internship.midpoint',
  'dashboard.internship.end',
  'dashboard.whatsLeft',
  'dashboard.whatsLeft[].key',
  'dashboard.whatsLeft[].label',
  'dashboard.whatsLeft[].done',
  'dashboard.whatsLeft[].detail',
  'dashboard.whatsLeft[].doneBy',
  'dashboard.whatsLeft[].link',
  'dashboard.compliance',
  'dashboard.nextObservationDue',
  'dashboard.unacknowledgedObservations',
  'dashboard.balance',
  'dashboard.balance.remainingBalance',
  'dashboard.balance.paymentsPending',
  'dashboard.balance.nextDueDate',
  'dashboard.path',
  'dashboard.path.stage',
  'dashboard.path.label',
  'dashboard.path.reachedOn',
  'dashboard.path.next',
  'dashboard.path.next[].stage',
  'dashboard.path.next[].label',
  'dashboard.path.next[].missing',
  'dashboard.path.clocks',
  'dashboard.path.clocks[].key',
  'dashboard.path.clocks[].label',
  'dashboard.path.clocks[].due',
  'dashboard.path.clocks[].daysLeft',
  'dashboard.path.clocks[].unit',
  'contact',
  'contact.contact',
  'contact.contact.email',
  'contact.contact.secondaryEmail',
  'contact.contact.phoneNumber',
  'contact.contact.location',
  'contact.notifications',
  'contact.notifications.email',
  'contact.notifications.sms',
  'observations',
  'observations[]._id',
  'observations[].date',
  'observations[].kind',
  'observations[].mode',
  'observations[].minutes',
  'observations[].preConferenceDate',
  'observations[].postConferenceDate',
  'observations[].feedback',
  'observations[].sections',
  'observations[].sections[].label',
  'observations[].sections[].text',
  'observations[].ttess',
  'observations[].supervisor',
  'observations[].acknowledgedAt',
  'observations[].reply',
  'ledger',
  'ledger.financials',
  'ledger.financials.paymentsPending',
  'ledger.financials.remainingBalance',
  'ledger.nextDueDate',
  'ledger.charges',
  'ledger.charges[]._id',
  'ledger.charges[].number',
  'ledger.charges[].description',
  'ledger.charges[].amount',
  'ledger.charges[].date',
  'ledger.charges[].dueDate',
  'ledger.charges[].paid',
  'ledger.charges[].open',
  'ledger.charges[].invoicedAt',
  'ledger.charges[].createdAt',
  'ledger.charges[].payments',
  'ledger.charges[].payments[]._id',
  'ledger.charges[].payments[].amount',
  'ledger.charges[].payments[].date',
  'ledger.charges[].payments[].method',
  'ledger.charges[].payments[].noteToTeacher',
  'ledger.charges[].payments[].createdAt',
  'ledger.howToPay',
  'ledger.reminders',
  'ledger.reminders.daysBeforeDue',
  'ledger.reminders.byEmail',
  'ledger.reminders.byText',
  'profile',
  'consentHistory',
  'requests',
];

describe('Download my data', () => {
  it('holds exactly the fields the teacher may see', async () => {
    const res = await call(t.app, 'GET', '/api/me/export?format=json', me());
    expect(res.status).toBe(200);
    const paths = [...new Set(keyPaths(res.body))];
    // The profile, consent history, requests, compliance and T-TESS form are the teacher's own answers, checked by their schemas.
    const own = /^(profile|consentHistory|requests|dashboard\.compliance|observations\[\]\.ttess)[.[]/;
    const listed = paths.filter((p) => !own.test(p)).sort();
    expect(listed).toEqual(expect.arrayContaining(['ledger.charges[].payments[].noteToTeacher', 'observations[].supervisor']));
    for (const p of listed) expect({ field: p, allowed: EXPORT_FIELDS.includes(p) }).toEqual({ field: p, allowed: true });
  });
});
