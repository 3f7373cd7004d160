import {
  DEFAULT_CHECKLIST_RULES,
  documentState,
  fieldHoursRequirement,
  fieldHoursText,
  type DocumentVersion,
  type FieldHour,
  type MyDashboard,
  type Teacher,
  type TeacherDocuments,
  type TeacherFieldHours,
  whatsLeft,
} from 'shared-domain';
import { migrate } from '../../src/db/migrate';
import { download, files, upload } from './support';
import { call, changeSettings, useDemoApp } from '../support/test-app';

jest.setTimeout(120_000);

const { t, d } = useDemoApp();
const intern = () => d.teachers.find((x) => x.contact.email === 'teacher@example.org')!;
const record = async (id: string) => (await call<Teacher>(t.app, 'GET', `/api/teachers/${id}`, { token: d.tokens.admin })).body;
const docs = async (id: string) =>
  (await call<TeacherDocuments>(t.app, 'GET', `/api/teachers/${id}/documents`, { token: d.tokens.admin })).body;
const hoursOf = async (id: string, token = d.tokens.admin) =>
  (await call<TeacherFieldHours>(t.app, 'GET', `/api/teachers/${id}/field-hours`, { token })).body;

// A form ticked as received before files were kept in the portal is a version of the document, recorded before the
// portal: one state for it on the teacher's dashboard, the teacher's Documents page and the admin record.
describe('a form recorded before the portal', () => {
  it('reads one state word everywhere, is verified like an upload, and a new upload supersedes it', async () => {
    await changeSettings(t.app, d.tokens.admin, (s) => {
      s.teacherCertification.requireDocumentVerification = true;
    });
    const intern = d.teachers.find((x) => x.contact.email === 'teacher@example.org')!;
    const form = 'internMentorAttestationForm';
    // The demo intern's attestation was ticked as received (not verified) before the portal.
    const kind = (await docs(intern._id)).kinds.find((k) => k.kind === form)!;
    expect(kind.versions).toHaveLength(1);
    expect(kind.current).toMatchObject({ source: 'before_portal', contentType: null, downloadUrl: '', status: 'pending' });
    expect(kind.current!.note).toMatch(/^Paper form seen/);
    const word = documentState(kind.current!.status, true).word;
    expect(word).toBe('Awaiting verification');

    // The teacher's dashboard and Documents page, and the admin record's checklist, say the same.
    const dash = await call<MyDashboard>(t.app, 'GET', '/api/me/teacher', { token: d.tokens.teacher });
    expect(dash.body.whatsLeft.find((i) => i.key === 'attestation')).toMatchObject({ done: false, detail: word });
    const mine = await call<TeacherDocuments>(t.app, 'GET', `/api/teachers/${intern._id}/documents`, { token: d.tokens.teacher });
    const myKind = mine.body.kinds.find((k) => k.kind === form)!;
    expect(documentState(myKind.current?.status, mine.body.requireVerification).word).toBe(word);
    expect(myKind.current?.uploadedBy).toBe('Program staff');
    // The admin record's What's left is shared-domain's, on the record the admin reads.
    const adminItem = whatsLeft(await record(intern._id), new Date(), { ...DEFAULT_CHECKLIST_RULES, requireDocumentVerification: true });
    expect(adminItem.find((i) => i.key === 'attestation')).toMatchObject({ done: false, detail: word });

    // An admin verifies the paper form like an upload: every screen then reads Verified, and the item is done.
    const verified = await call(t.app, 'POST', `/api/teachers/${intern._id}/documents/${kind.current!._id}/verify`, {
      token: d.tokens.admin,
      body: {},
    });
    expect(verified.status).toBe(200);
    const after = await call<MyDashboard>(t.app, 'GET', '/api/me/teacher', { token: d.tokens.teacher });
    expect(after.body.whatsLeft.find((i) => i.key === 'attestation')).toMatchObject({ done: true });
    expect((await record(intern._id)).formsStatus[form]).toMatchObject({ uploaded: true, verified: true, link: '' });

    // A file uploaded later is version 2 and needs verifying again; the paper version stays in the history.
    const res = await upload(t.app, d.tokens.admin, intern._id, form, {
      name: 'forms.pdf',
      type: 'application/pdf',
      data: files.pdf(2048),
    });
    expect(res.status).toBe(201);
    const now = (await docs(intern._id)).kinds.find((k) => k.kind === form)!;
    expect(now.versions.map((v) => [v.version, v.source, v.status])).toEqual([
      [2, 'upload', 'pending'],
      [1, 'before_portal', 'verified'],
    ]);
    // A version without a file has nothing to download.
    expect((await download(t.app, d.tokens.admin, `/api/teachers/${intern._id}/documents/${kind.current!._id}/file`)).status).toBe(404);
  });

  it('staff record a paper form seen with a note, audited and shown to the teacher; a teacher cannot', async () => {
    const id = d.teachers[4]._id;
    const path = `/api/teachers/${id}/documents/certificate/before-portal`;
    const empty = await call<{ fieldErrors: Record<string, string> }>(t.app, 'POST', path, { token: d.tokens.admin, body: { note: ' ' } });
    expect(empty.status).toBe(400);
    expect(empty.body.fieldErrors.note).toBeTruthy();
    const res = await call<DocumentVersion>(t.app, 'POST', path, {
      token: d.tokens.admin,
      body: { note: 'Paper form seen at orientation' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      kind: 'certificate',
      source: 'before_portal',
      note: 'Paper form seen at orientation',
      uploadedBy: 'admin@example.org',
    });
    const { body: audit } = await call(t.app, 'GET', `/api/audit?entity=teacher&id=${id}&limit=50`, { token: d.tokens.admin });
    expect(JSON.stringify(audit)).toContain('recorded before the portal: Paper form seen at orientation');
    expect(
      (
        await call(t.app, 'POST', `/api/teachers/${intern()._id}/documents/certificate/before-portal`, {
          token: d.tokens.teacher,
          body: { note: 'I have it' },
        })
      ).status,
    ).toBe(403);
  });
});

describe('hours earned before the portal', () => {
  it('staff record them with a day and a note: counted with the log as approved, audited, shown to the teacher', async () => {
    const x = intern();
    const req = fieldHoursRequirement(x.admissionDate);
    const before = await hoursOf(x._id);
    const path = `/api/teachers/${x._id}/field-hours/before-portal`;
    const bad = await call<{ fieldErrors: Record<string, string> }>(t.app, 'POST', path, {
      token: d.tokens.admin,
      body: { hours: 0, before: 'soon', note: '' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors).sort()).toEqual(['before', 'hours', 'note']);
    expect(
      (await call(t.app, 'POST', path, { token: d.tokens.teacher, body: { hours: 24, before: '2024-09-01', note: 'x' } })).status,
    ).toBe(403);

    const res = await call<FieldHour>(t.app, 'POST', path, {
      token: d.tokens.admin,
      body: { hours: 24, before: '2024-09-01', activelyEngaged: true, note: 'Observed at Travis ES, paper log seen' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ source: 'before_portal', hours: 24, date: '2024-09-01', review: 'approved', counts: true });

    const after = await hoursOf(x._id);
    expect(after.summary.confirmed).toBe(before.summary.confirmed + 24);
    expect(after.summary.text).toBe(
      fieldHoursText({ ...req, confirmed: before.summary.confirmed + 24, active: before.summary.active + 24 }),
    );
    // Staff's panel and the teacher's page read the same entry and the same total; the teacher sees the program, not a staff e-mail.
    const mine = await hoursOf(x._id, d.tokens.teacher);
    expect(mine.summary.text).toBe(after.summary.text);
    expect(mine.entries.find((e) => e._id === res.body._id)).toMatchObject({
      source: 'before_portal',
      counts: true,
      loggedBy: 'Program staff',
    });
    const dash = await call<MyDashboard>(t.app, 'GET', '/api/me/teacher', { token: d.tokens.teacher });
    expect(dash.body.whatsLeft.find((i) => i.key === 'observationHours')?.detail).toBe(after.summary.text);

    // Nobody reviews them (they were approved when recorded); the record's status follows the log with them.
    const review = await call(t.app, 'POST', `/api/teachers/${x._id}/field-hours/${res.body._id}/review`, {
      token: d.tokens.admin,
      body: { decision: 'returned', messageToTeacher: 'no' },
    });
    expect(review.status).toBe(400);
    expect((await record(x._id)).thirtyObsHours).toBe(after.summary.complete ? 'completed' : 'not completed');
    const { body: audit } = await call(t.app, 'GET', `/api/audit?entity=teacher&id=${x._id}&limit=50`, { token: d.tokens.admin });
    expect(JSON.stringify(audit)).toContain(
      '24 hours earned before 2024-09-01, before the portal, actively engaged: Observed at Travis ES',
    );

    // The record's status is no longer typed on the record: a PUT changing it is a 400 naming it.
    const t0 = await record(x._id);
    const { _id, dateAdded, assignment, ...body } = t0 as Teacher & { assignment?: unknown };
    void _id;
    void dateAdded;
    void assignment;
    const put = await call<{ fieldErrors: Record<string, string> }>(t.app, 'PUT', `/api/teachers/${x._id}`, {
      token: d.tokens.admin,
      body: { ...body, thirtyObsHours: t0.thirtyObsHours === 'completed' ? 'not completed' : 'completed' },
    });
    expect(put.status).toBe(400);
    expect(Object.keys(put.body.fieldErrors)).toEqual(['thirtyObsHours']);
  });
});

/** The TEA exports, as a user downloads them. */
async function exports() {
  const out: string[] = [];
  for (const path of ['/api/teachers/all?view=list&format=csv', '/api/compliance?format=csv']) {
    const res = await call<string>(t.app, 'GET', path, { token: d.tokens.admin });
    expect(res.status).toBe(200);
    out.push(res.body);
  }
  return out;
}

describe('the migration to evidence recorded before the portal', () => {
  it("moves every record's forms and hand-set hours into the evidence, loses nothing, and leaves the TEA exports byte for byte", async () => {
    const db = t.db;
    // The database as it was before: no evidence recorded before the portal, the forms and the hand-set status on the records.
    const x = d.teachers.find((r) => r.teacherStatus === 'intern' && !r.formsStatus.mentorHandbookFormsUploaded.uploaded)!;
    const y = d.teachers.find((r) => r._id !== x._id && r._id !== intern()._id && r.thirtyObsHours !== 'completed')!;
    await db.exec(`
      DELETE FROM documents WHERE source = 'before_portal';
      DELETE FROM field_hours WHERE source = 'before_portal';
      DROP FUNCTION evidence_before_portal(uuid, text, text);
      ALTER TABLE documents DROP CONSTRAINT documents_file_check, DROP COLUMN source, DROP COLUMN note,
        ALTER COLUMN blob_id SET NOT NULL, ALTER COLUMN content_type SET NOT NULL;
      ALTER TABLE field_hours DROP CONSTRAINT field_hours_hours_check, DROP COLUMN source,
        ADD CONSTRAINT field_hours_hours_check CHECK (hours > 0 AND hours <= 6);
      DELETE FROM schema_migrations WHERE version = '046-evidence-before-the-portal';`);
    // A form ticked (and verified) by an admin on the record, and a status set by hand with a note.
    await db.query(`UPDATE teachers SET doc = jsonb_set(doc, '{formsStatus,mentorHandbookFormsUploaded}', $2::jsonb) WHERE id = $1`, [
      x._id,
      JSON.stringify({
        uploaded: true,
        link: 'https://docs.example.org/dana.pdf',
        verified: true,
        verifiedBy: 'dana@example.org',
        verifiedAt: '2025-09-03T15:00:00.000Z',
      }),
    ]);
    await db.query(
      `INSERT INTO audit_log (id, entity, entity_id, action, actor, changes, at)
       VALUES (gen_random_uuid(), 'teacher', $1, 'update', 'dana@example.org',
               '[{"field": "formsStatus.mentorHandbookFormsUploaded.uploaded", "from": false, "to": true}]', '2025-09-03T14:00:00Z')`,
      [x._id],
    );
    await db.query(
      `INSERT INTO field_hours_manual (teacher_id, status, note, set_by, set_at) VALUES ($1, 'completed', 'Hours at Travis ES in 2024', 'lee@example.org', '2025-08-20T12:00:00Z')`,
      [y._id],
    );
    const ticked = await db.query<{ id: string; kind: string; verified: boolean; link: string }>(
      `SELECT t.id, k.kind, coalesce((t.doc #>> ARRAY['formsStatus', k.kind, 'verified'])::boolean, false) AS verified,
              coalesce(t.doc #>> ARRAY['formsStatus', k.kind, 'link'], '') AS link
         FROM teachers t CROSS JOIN (VALUES ('mentorHandbookFormsUploaded'), ('internMentorAttestationForm')) k (kind)
        WHERE (t.doc #>> ARRAY['formsStatus', k.kind, 'uploaded']) = 'true'
          AND NOT EXISTS (SELECT 1 FROM documents d WHERE d.teacher_id = t.id AND d.kind = k.kind)`,
    );
    expect(ticked.length).toBeGreaterThan(5);
    const docsBefore = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM documents');
    const tea = await exports();

    expect(await migrate(db)).toEqual(['046-evidence-before-the-portal']);

    // Every ticked form is one version of its kind, recorded before the portal, with its verification and its link kept.
    const moved = await db.query<{
      teacher_id: string;
      kind: string;
      status: string;
      note: string;
      uploaded_by: string;
      reviewed_by: string | null;
    }>(`SELECT teacher_id, kind, status, note, uploaded_by, reviewed_by FROM documents WHERE source = 'before_portal'`);
    expect(moved).toHaveLength(ticked.length);
    expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM documents'))[0].n).toBe(docsBefore[0].n + ticked.length);
    for (const f of ticked) {
      const v = moved.find((m) => m.teacher_id === f.id && m.kind === f.kind)!;
      expect(v.status).toBe(f.verified ? 'verified' : 'pending');
      expect(v.note).toBe(f.link ? `Paper form seen; link: ${f.link}` : 'Paper form seen');
    }
    // Who ticked it and when, from the record's history; who verified it, from the record.
    const dana = (await docs(x._id)).kinds.find((k) => k.kind === 'mentorHandbookFormsUploaded')!.current!;
    expect(dana).toMatchObject({
      source: 'before_portal',
      uploadedBy: 'dana@example.org',
      uploadedAt: '2025-09-03T14:00:00.000Z',
      status: 'verified',
      reviewedBy: 'dana@example.org',
    });

    // The hand-set status is hours earned before the portal: the hours the requirement lacked, with the note, by who set it.
    const h = await hoursOf(y._id);
    const entry = h.entries.find((e) => e.source === 'before_portal')!;
    expect(entry).toMatchObject({ activity: 'Hours at Travis ES in 2024', loggedBy: 'lee@example.org', date: '2025-08-20', counts: true });
    expect(h.summary.complete).toBe(true);
    expect(h.thirtyObsHours).toBe('completed');
    // Kept as it was (nothing is lost), no longer read.
    expect(await db.query('SELECT status FROM field_hours_manual WHERE teacher_id = $1', [y._id])).toEqual([{ status: 'completed' }]);
    const { body: audit } = await call(t.app, 'GET', `/api/audit?entity=teacher&id=${y._id}&limit=50`, { token: d.tokens.admin });
    expect(JSON.stringify(audit)).toContain('before the portal: Hours at Travis ES in 2024');

    // The TEA exports are byte for byte what they were.
    expect(await exports()).toEqual(tea);
    expect(await migrate(db)).toEqual([]);
  });
});
