import {
  UNDO_WINDOW_MS,
  type DocumentVersion,
  type FieldHour,
  type Teacher,
  type TeacherDocuments,
  type TeacherFieldHours,
  UNDO_MESSAGES,
} from 'shared-domain';
import type { AuditRow } from '../../src/repositories/audit-repository';
import { call, useDemoApp } from '../support/test-app';

// Verifying or returning a document and approving or returning field hours can be taken back by whoever did it, for
// the undo window: what was there before comes back exactly, and the trail keeps the act and its undo.
jest.setTimeout(120_000);

const { t, d } = useDemoApp();
const KIND = 'mentorHandbookFormsUploaded';
const intern = () => d.teachers.find((x) => x.contact.email === 'teacher@example.org')!;
const admin = () => ({ token: d.tokens.admin });

const record = async (id: string) => (await call<Teacher>(t.app, 'GET', `/api/teachers/${id}`, admin())).body;
const trail = async (id: string) => (await call<AuditRow[]>(t.app, 'GET', `/api/audit?entity=teacher&id=${id}`, admin())).body;
/** Moves the teacher's whole trail back in time, as if its last act had been done `ms` ago. */
const actedAgo = (id: string, ms: number) =>
  t.db.query(`UPDATE audit_log SET at = at - $2 * interval '1 millisecond' WHERE entity = 'teacher' AND entity_id = $1`, [id, ms]);

const current = async (id: string) =>
  (await call<TeacherDocuments>(t.app, 'GET', `/api/teachers/${id}/documents`, admin())).body.kinds.find((k) => k.kind === KIND)!.current!;
const act = (id: string, documentId: string, what: 'verify' | 'return', token = d.tokens.admin) =>
  call<DocumentVersion>(t.app, 'POST', `/api/teachers/${id}/documents/${documentId}/${what}`, {
    token,
    body: what === 'return' ? { reason: 'The signature page is missing' } : {},
  });
const undoDocument = (id: string, documentId: string, status: string, token = d.tokens.admin) =>
  call(t.app, 'POST', `/api/teachers/${id}/documents/${documentId}/undo`, { token, body: { status } });

describe('undoing a document verified or returned', () => {
  it('puts back the version awaiting verification and the record’s form as they were, audited as an undo', async () => {
    const id = intern()._id;
    const paper = await call<DocumentVersion>(t.app, 'POST', `/api/teachers/${id}/documents/${KIND}/before-portal`, {
      ...admin(),
      body: { note: 'Paper form seen' },
    });
    expect(paper.status).toBe(201);
    const waiting = await current(id);
    const form = (await record(id)).formsStatus[KIND];

    expect((await act(id, waiting._id, 'verify')).status).toBe(200);
    expect((await record(id)).formsStatus[KIND].verified).toBe(true);

    // A supervisor may not take back an admin's review; the body must name what the act set.
    const supervisor = await undoDocument(id, waiting._id, 'verified', d.tokens.supervisor);
    expect(supervisor.status).toBe(403);
    const wrong = await undoDocument(id, waiting._id, 'returned');
    expect({ status: wrong.status, message: wrong.body.message }).toEqual({ status: 409, message: UNDO_MESSAGES.nothingToUndo });
    const bad = await undoDocument(id, waiting._id, 'lost');
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toHaveProperty('status');

    const undone = await undoDocument(id, waiting._id, 'verified');
    expect(undone.status).toBe(200);
    expect(await current(id)).toEqual(waiting);
    expect((await record(id)).formsStatus[KIND]).toEqual(form);

    const [last, verified] = await trail(id);
    expect(last).toMatchObject({ action: 'undo', actor: 'admin@example.org' });
    expect(last.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: `documents.${KIND}`, to: expect.stringMatching(/^Undone: .* verified/) }),
        expect.objectContaining({ field: `documents.${KIND}.status`, from: 'verified', to: waiting.status }),
      ]),
    );
    expect(verified).toMatchObject({ action: 'update' });
    expect(verified.changes).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: `documents.${KIND}.status`, to: 'verified' })]),
    );

    // Once undone there is nothing left to undo.
    const again = await undoDocument(id, waiting._id, 'verified');
    expect({ status: again.status, message: again.body.message }).toEqual({ status: 409, message: UNDO_MESSAGES.nothingToUndo });
  });

  it('a return taken back leaves the earlier verification as it was: who, when, and the form', async () => {
    const id = intern()._id;
    const v = await current(id);
    expect((await act(id, v._id, 'verify')).status).toBe(200);
    const verified = await current(id);
    const form = (await record(id)).formsStatus[KIND];
    expect(form.verified).toBe(true);
    // The stored time, to the microsecond (the API shows milliseconds).
    const stamp = async () =>
      (await t.db.query<{ at: string }>('SELECT reviewed_at::text AS at FROM documents WHERE id = $1', [v._id]))[0].at;
    const verifiedAt = await stamp();

    const returned = await act(id, v._id, 'return');
    expect(returned.body).toMatchObject({ status: 'returned', returnReason: 'The signature page is missing' });
    expect((await record(id)).formsStatus[KIND].verified).toBe(false);

    expect((await undoDocument(id, v._id, 'returned')).status).toBe(200);
    expect(await current(id)).toEqual(verified);
    expect(await stamp()).toBe(verifiedAt);
    expect((await record(id)).formsStatus[KIND]).toEqual(form);
  });

  it('is refused after the undo window, and for an act that was not the caller’s last', async () => {
    const id = intern()._id;
    const v = await current(id);
    expect((await act(id, v._id, 'return')).status).toBe(200);
    await actedAgo(id, UNDO_WINDOW_MS + 1000);
    const before = await trail(id);
    const late = await undoDocument(id, v._id, 'returned');
    expect({ status: late.status, message: late.body.message }).toEqual({ status: 409, message: UNDO_MESSAGES.undoTooLate });
    expect((await current(id)).status).toBe('returned');
    expect(await trail(id)).toEqual(before);

    // Someone else changed the record since: the act is no longer the last, and stays.
    await t.db.query(
      "UPDATE audit_log SET at = clock_timestamp(), actor = 'other-admin@example.org' WHERE entity = 'teacher' AND entity_id = $1 AND id = $2",
      [id, before[0]._id],
    );
    const other = await undoDocument(id, v._id, 'returned');
    expect({ status: other.status, message: other.body.message }).toEqual({ status: 409, message: UNDO_MESSAGES.nothingToUndo });
  });
});

describe('undoing field hours approved or returned', () => {
  const hours = async (id: string, token = d.tokens.admin) =>
    (await call<TeacherFieldHours>(t.app, 'GET', `/api/teachers/${id}/field-hours`, { token })).body;
  const entryOf = async (id: string, entryId: string) => (await hours(id)).entries.find((e) => e._id === entryId)!;
  const review = (id: string, entryId: string, body: unknown, token = d.tokens.admin) =>
    call<FieldHour>(t.app, 'POST', `/api/teachers/${id}/field-hours/${entryId}/review`, { token, body });
  const undoHours = (id: string, entryId: string, decision: string, token = d.tokens.admin) =>
    call(t.app, 'POST', `/api/teachers/${id}/field-hours/${entryId}/undo`, { token, body: { decision } });
  const log = async (id: string, date: string) => {
    const res = await call<FieldHour>(t.app, 'POST', `/api/teachers/${id}/field-hours`, {
      token: d.tokens.teacher,
      body: {
        date,
        hours: 4,
        campus: 'Travis Elementary',
        observedName: 'Linda Park',
        observedEmail: 'linda.park@austinisd.example',
        activity: 'Small-group reading',
      },
    });
    expect(res.status).toBe(201);
    return res.body._id;
  };
  const attested = { decision: 'approved', activelyEngaged: true, attested: true, internalNote: 'Signed paper log seen' };

  it('an approval taken back leaves the entry awaiting review and the record’s status as it was', async () => {
    const id = intern()._id;
    const entryId = await log(id, '2026-01-12');
    const before = await entryOf(id, entryId);
    const status = (await record(id)).thirtyObsHours;
    const summary = (await hours(id)).summary;

    const approved = await review(id, entryId, attested);
    expect(approved.status).toBe(200);
    expect(approved.body.counts).toBe(true);

    // The teacher may not undo staff's review; a role that may review but did not approve finds nothing to undo.
    expect((await undoHours(id, entryId, 'approved', d.tokens.teacher)).status).toBe(403);
    const supervisor = await undoHours(id, entryId, 'approved', d.tokens.supervisor);
    expect({ status: supervisor.status, message: supervisor.body.message }).toEqual({ status: 409, message: UNDO_MESSAGES.nothingToUndo });
    expect((await entryOf(id, entryId)).review).toBe('approved');

    const undone = await undoHours(id, entryId, 'approved');
    expect(undone.status).toBe(200);
    expect(await entryOf(id, entryId)).toEqual(before);
    expect((await hours(id)).summary).toEqual(summary);
    expect((await record(id)).thirtyObsHours).toBe(status);
    const [last] = await trail(id);
    expect(last).toMatchObject({ action: 'undo', actor: 'admin@example.org' });
    expect(last.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'fieldHours', to: expect.stringMatching(/^Undone: .* pending again$/) }),
        expect.objectContaining({ field: `fieldHours.${entryId}.review`, from: 'approved', to: 'pending' }),
      ]),
    );
  });

  it('a return taken back restores the approval with its attestation, note and time', async () => {
    const id = intern()._id;
    const entryId = await log(id, '2026-01-13');
    expect((await review(id, entryId, attested)).status).toBe(200);
    const approved = await entryOf(id, entryId);
    const status = (await record(id)).thirtyObsHours;

    const returned = await review(id, entryId, { decision: 'returned', messageToTeacher: 'Log the visit with the right campus' });
    expect(returned.body).toMatchObject({ review: 'returned', counts: false, attested: false });

    expect((await undoHours(id, entryId, 'returned')).status).toBe(200);
    expect(await entryOf(id, entryId)).toEqual(approved);
    expect((await record(id)).thirtyObsHours).toBe(status);
  });

  it('is refused after the undo window, and leaves the entry and the trail alone', async () => {
    const id = intern()._id;
    const entryId = await log(id, '2026-01-14');
    expect((await review(id, entryId, attested)).status).toBe(200);
    await actedAgo(id, UNDO_WINDOW_MS + 1000);
    const before = await trail(id);
    const late = await undoHours(id, entryId, 'approved');
    expect({ status: late.status, message: late.body.message }).toEqual({ status: 409, message: UNDO_MESSAGES.undoTooLate });
    expect((await entryOf(id, entryId)).review).toBe('approved');
    expect(await trail(id)).toEqual(before);
  });
});
