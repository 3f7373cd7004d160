import { DISCLOSURES, type MyOffer, type Teacher, type TeacherPath } from 'shared-domain';
import type { MailTransport } from '../../src/services/mailer';
import { call, signIn, useDemoApp } from '../support/test-app';

const sent: { to: string; subject: string; text: string }[] = [];
const transport: MailTransport = {
  async sendMail(m) {
    sent.push(m);
  },
};
/** The program's today in these tests: 1 Sep 2026. */
const { t, d } = useDemoApp({ mailTransport: transport, now: () => new Date('2026-09-01T17:00:00Z') });
const admin = () => ({ token: d.tokens.admin });
/** The e-mails delivered to `to`: the send pass starts after the answer, so a test waits for it before reading them. */
async function mailTo(to: string) {
  t.app.mailer.kick();
  await t.app.mailer.idle();
  return sent.filter((m) => m.to === to);
}

const FACTS = {
  gpaOverall: 3.2,
  gpaLast60: null,
  contentCreditHours: 18,
  contentMathScience7Up: false,
  contentTestPassedOn: null,
  offerSentOn: '2026-09-01',
  admissionEffectiveOn: '2026-09-15',
  acceptedOn: null,
  teaReportedOn: null,
};
type Refusal = { message: string; fieldErrors: Record<string, string> };

async function applicant(first: string, email: string, facts: object): Promise<Teacher> {
  const res = await call<Teacher>(t.app, 'POST', '/api/teachers', {
    ...admin(),
    body: { name: { first, last: 'Offer' }, contact: { email } },
  });
  expect(res.status).toBe(201);
  expect((await call(t.app, 'PUT', `/api/teachers/${res.body._id}/path/admission`, { ...admin(), body: facts })).status).toBe(200);
  expect(
    (await call(t.app, 'POST', `/api/teachers/${res.body._id}/path`, { ...admin(), body: { stage: 'applied', reachedOn: '2026-08-20' } }))
      .status,
  ).toBe(201);
  return res.body;
}
const offer = (id: string) =>
  call<TeacherPath & Refusal>(t.app, 'POST', `/api/teachers/${id}/path`, {
    ...admin(),
    body: { stage: 'offered', reachedOn: '2026-09-01' },
  });

describe('the offer of admission and its acceptance', () => {
  it('refuses the offer while a criterion fails, with the reason', async () => {
    const low = await applicant('Low', 'low.offer@example.org', { ...FACTS, gpaOverall: 2.1 });
    const res = await offer(low._id);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/GPA/);
    expect(await mailTo('low.offer@example.org')).toEqual([]);
  });

  it('the candidate signs in from the offer e-mail, acknowledges each disclosure and accepts in writing', async () => {
    const cand = await applicant('Cara', 'cara.offer@example.org', FACTS);
    expect((await offer(cand._id)).status).toBe(201);
    const link = (await mailTo('cara.offer@example.org')).at(-1)!.text.match(/\/reset-password#token=([\w-]+)/)![1];
    expect((await call(t.app, 'POST', '/api/auth/reset-password', { body: { token: link, password: 'candidate-pass-1' } })).status).toBe(
      200,
    );
    const token = await signIn(t.app, 'cara.offer@example.org', 'candidate-pass-1');

    const mine = await call<MyOffer>(t.app, 'GET', '/api/me/offer', { token });
    expect(mine.body).toMatchObject({ stage: 'offered', admissionEffectiveOn: '2026-09-15', acceptedOn: null });
    expect(mine.body.disclosures.map((x) => x.receipt)).toEqual(DISCLOSURES.map(() => null));

    const early = await call<Refusal>(t.app, 'POST', '/api/me/offer/accept', { token, body: { typedName: 'Cara Offer', agree: true } });
    expect(early.status).toBe(400);
    expect(Object.keys(early.body.fieldErrors)).toEqual(DISCLOSURES.map((x) => `disclosure.${x.key}`));

    for (const x of DISCLOSURES) expect((await call(t.app, 'POST', `/api/me/offer/disclosures/${x.key}`, { token })).status).toBe(200);
    const receipts = await call<{ disclosure: string; version: string; acknowledgedBy: string }[]>(
      t.app,
      'GET',
      `/api/teachers/${cand._id}/path/receipts`,
      admin(),
    );
    expect(receipts.body.map((x) => [x.disclosure, x.version, x.acknowledgedBy])).toEqual(
      DISCLOSURES.map((x) => [x.key, x.version, 'cara.offer@example.org']),
    );

    const unticked = await call<Refusal>(t.app, 'POST', '/api/me/offer/accept', { token, body: { typedName: 'Cara Offer', agree: false } });
    expect([unticked.status, unticked.body.message]).toEqual([400, expect.stringContaining('Tick the box')]);
    const wrongName = await call<Refusal>(t.app, 'POST', '/api/me/offer/accept', {
      token,
      body: { typedName: 'Someone Else', agree: true },
    });
    expect([wrongName.status, Object.keys(wrongName.body.fieldErrors)]).toEqual([400, ['typedName']]);

    const accepted = await call<MyOffer>(t.app, 'POST', '/api/me/offer/accept', { token, body: { typedName: 'cara  offer', agree: true } });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ stage: 'admitted', acceptedOn: '2026-09-01' });
    const path = (await call<TeacherPath>(t.app, 'GET', `/api/teachers/${cand._id}/path`, admin())).body;
    expect([path.current, path.admission.acceptedOn]).toEqual(['admitted', '2026-09-01']);
  });

  it('only the candidate acts on their own offer', async () => {
    const cand = await applicant('Other', 'other.offer@example.org', FACTS);
    expect((await offer(cand._id)).status).toBe(201);
    // A teacher of the demo data, signed in, has no offer and cannot reach this one.
    const someone = await signIn(t.app, 'teacher@example.org');
    expect((await call(t.app, 'GET', '/api/me/offer', { token: someone })).status).toBe(404);
    expect(
      (await call(t.app, 'POST', '/api/me/offer/accept', { token: someone, body: { typedName: 'Other Offer', agree: true } })).status,
    ).toBe(404);
    // Staff cannot accept for the candidate.
    expect(
      (await call(t.app, 'POST', '/api/me/offer/accept', { ...admin(), body: { typedName: 'Other Offer', agree: true } })).status,
    ).toBe(403);
    expect((await call<TeacherPath>(t.app, 'GET', `/api/teachers/${cand._id}/path`, admin())).body.current).toBe('offered');
  });

  it('sends the offer as one transaction: a failure after its e-mail is queued leaves no stage, no account, no e-mail, no audit', async () => {
    const cand = await applicant('Tess', 'tess.offer@example.org', FACTS);
    const written = async () =>
      (
        await t.db.query<{ audit: number; outbox: number; accounts: number }>(
          `SELECT (SELECT count(*)::int FROM audit_log) AS audit,
             (SELECT count(*)::int FROM outbox WHERE to_addr = $1) AS outbox,
             (SELECT count(*)::int FROM users WHERE email = $1) AS accounts`,
          ['tess.offer@example.org'],
        )
      )[0];
    const before = await written();
    const mailer = t.app.mailer;
    const enqueue = mailer.enqueue.bind(mailer);
    const failing = jest.spyOn(t.app.mailer, 'enqueue').mockImplementationOnce(async (tx, m) => {
      await enqueue(tx, m);
      throw new Error('the connection dropped');
    });
    try {
      expect((await offer(cand._id)).status).toBe(500);
    } finally {
      failing.mockRestore();
    }
    expect(await written()).toEqual(before);
    expect((await call<TeacherPath>(t.app, 'GET', `/api/teachers/${cand._id}/path`, admin())).body.current).toBe('applied');

    expect((await offer(cand._id)).status).toBe(201);
    const after = await written();
    expect([after.outbox, after.accounts]).toEqual([1, 1]);
    expect(after.audit).toBeGreaterThan(before.audit);
  });

  describe('Send offer in one request', () => {
    const UNSENT = { ...FACTS, offerSentOn: null, admissionEffectiveOn: null };
    const send = (id: string, body: object = { admissionEffectiveOn: '2026-09-15' }) =>
      call<TeacherPath & Refusal>(t.app, 'POST', `/api/teachers/${id}/path/offer`, { ...admin(), body });
    const written = async (id: string, email: string) =>
      (
        await t.db.query<{
          audit: number;
          outbox: number;
          accounts: number;
          entries: number;
          sent: string | null;
          effective: string | null;
        }>(
          `SELECT (SELECT count(*)::int FROM audit_log) AS audit,
             (SELECT count(*)::int FROM outbox WHERE to_addr = $2) AS outbox,
             (SELECT count(*)::int FROM users WHERE email = $2) AS accounts,
             (SELECT count(*)::int FROM teacher_path_entries WHERE teacher_id = $1) AS entries,
             (SELECT offer_sent_on::text FROM teacher_admissions WHERE teacher_id = $1) AS sent,
             (SELECT admission_effective_on::text FROM teacher_admissions WHERE teacher_id = $1) AS effective`,
          [id, email],
        )
      )[0];

    it("records the offer's day (today) and effective date with the stage, audited, and invites the candidate", async () => {
      const cand = await applicant('Oona', 'oona.offer@example.org', UNSENT);
      const res = await send(cand._id);
      expect(res.status).toBe(201);
      expect(res.body.current).toBe('offered');
      expect(res.body.admission).toMatchObject({ offerSentOn: '2026-09-01', admissionEffectiveOn: '2026-09-15' });
      expect(res.body.entries.at(-1)).toMatchObject({ stage: 'offered', reachedOn: '2026-09-01', evidence: 'Written offer sent' });
      const audit = await t.db.query<{ field: string }>(
        `SELECT c->>'field' AS field FROM audit_log, jsonb_array_elements(changes) c WHERE entity_id = $1 ORDER BY field`,
        [cand._id],
      );
      expect(audit.map((a) => a.field)).toEqual(
        expect.arrayContaining(['admission.admissionEffectiveOn', 'admission.offerSentOn', 'path']),
      );
      expect((await mailTo('oona.offer@example.org')).length).toBeGreaterThan(0);
    });

    it('is refused with the reason while a criterion fails, writing neither the dates nor the stage', async () => {
      const low = await applicant('Lowe', 'lowe.offer@example.org', { ...UNSENT, gpaOverall: 2.1 });
      const before = await written(low._id, 'lowe.offer@example.org');
      const res = await send(low._id);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.fieldErrors)).toEqual(['gpa']);
      expect(await written(low._id, 'lowe.offer@example.org')).toEqual(before);
    });

    it('names a missing or malformed effective date', async () => {
      const cand = await applicant('Nell', 'nell.offer@example.org', UNSENT);
      for (const body of [{}, { admissionEffectiveOn: '15/09/2026' }]) {
        const res = await send(cand._id, body);
        expect(res.status).toBe(400);
        expect(res.body.message).toMatch(/admissionEffectiveOn|Admission effective on/);
      }
    });

    it('a failure midway leaves neither the dates nor the stage, nor the e-mail, the account or an audit row', async () => {
      const cand = await applicant('Mida', 'mida.offer@example.org', UNSENT);
      const before = await written(cand._id, 'mida.offer@example.org');
      expect([before.sent, before.effective, before.entries]).toEqual([null, null, 1]);
      const enqueue = t.app.mailer.enqueue.bind(t.app.mailer);
      const failing = jest.spyOn(t.app.mailer, 'enqueue').mockImplementationOnce(async (tx, m) => {
        await enqueue(tx, m);
        throw new Error('the connection dropped');
      });
      try {
        expect((await send(cand._id)).status).toBe(500);
      } finally {
        failing.mockRestore();
      }
      expect(await written(cand._id, 'mida.offer@example.org')).toEqual(before);

      // Sent again, all of it is written.
      expect((await send(cand._id)).status).toBe(201);
      const after = await written(cand._id, 'mida.offer@example.org');
      expect(after).toMatchObject({ sent: '2026-09-01', effective: '2026-09-15', entries: 2, outbox: 1, accounts: 1 });
    });
  });
});
