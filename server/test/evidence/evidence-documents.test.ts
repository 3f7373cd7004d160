import { DOCUMENT_LIMITS, EVIDENCE_MESSAGES, MESSAGES, type OutboxMessage, type Teacher, type TeacherDocuments } from 'shared-domain';
import { createBackup, restoreBackup, type Backup } from '../../src/backup/backup';
import { download, files, upload } from './support';
import { call, changeSettings, fingerprint, signIn, useDemoApp } from '../support/test-app';

/** Invites the teacher of record `id` to its portal and signs it in with a password it chose. */
async function teacherToken(
  app: Parameters<typeof call>[0],
  admin: string,
  id: string,
  email: string,
  sentMail: { to: string; text: string }[],
) {
  const invite = await call(app, 'POST', `/api/teachers/${id}/portal-invite`, { token: admin });
  if (invite.status !== 200) throw new Error(`portal-invite answered ${invite.status}: ${JSON.stringify(invite.body)}`);
  await app.mailer.idle();
  const mail = [...sentMail].reverse().find((m) => m.to === email)!;
  const token = /reset-password#token=([\w-]+)/.exec(mail.text)![1];
  const reset = await call(app, 'POST', '/api/auth/reset-password', { body: { token, password: 'teacher-pass-2026!' } });
  if (reset.status !== 200) throw new Error(`reset-password answered ${reset.status}`);
  return signIn(app, email, 'teacher-pass-2026!');
}

const sent: { to: string; text: string }[] = [];
const { t, d } = useDemoApp({
  mailTransport: {
    async sendMail(m) {
      sent.push({ to: m.to, text: m.text });
    },
  },
});
const teacher = () => d.teachers[0]._id;
const other = () => d.teachers[1]._id;
const record = async (id: string) => (await call<Teacher>(t.app, 'GET', `/api/teachers/${id}`, { token: d.tokens.admin })).body;
const docs = async (id: string) =>
  (await call<TeacherDocuments>(t.app, 'GET', `/api/teachers/${id}/documents`, { token: d.tokens.admin })).body;

describe('documents: upload checked by content', () => {
  it('accepts a PDF whose name says PNG, stores its real type, and serves it back byte for byte as an attachment', async () => {
    const data = files.pdf(700 * 1024); // three storage chunks
    const res = await upload(t.app, d.tokens.admin, teacher(), 'transcript', { name: 'scan.png', type: 'image/png', data });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      kind: 'transcript',
      version: 1,
      contentType: 'application/pdf',
      fileName: 'scan.png',
      size: data.length,
      status: 'pending',
      uploadedBy: 'admin@example.org',
    });
    const file = await download(t.app, d.tokens.admin, res.body.downloadUrl);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="scan.png"/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toMatch(/sandbox/);
    expect(Buffer.compare(file.raw, data)).toBe(0);
  });

  it('refuses an EXE named .pdf, naming the file field, and keeps nothing of it', async () => {
    const before = await fingerprint(t.db);
    const res = await upload(t.app, d.tokens.admin, teacher(), 'certificate', {
      name: 'certificate.pdf',
      type: 'application/pdf',
      data: files.exe(),
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: EVIDENCE_MESSAGES.fileType, fieldErrors: { file: EVIDENCE_MESSAGES.fileType } });
    expect(await fingerprint(t.db)).toBe(before);
  });

  it('refuses a file over 10 MB while it streams in, keeping nothing', async () => {
    const before = await fingerprint(t.db);
    const res = await upload(t.app, d.tokens.admin, teacher(), 'certificate', {
      name: 'big.pdf',
      type: 'application/pdf',
      data: files.pdf(DOCUMENT_LIMITS.maxFileBytes),
    });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ file: EVIDENCE_MESSAGES.fileTooLarge });
    expect(await fingerprint(t.db)).toBe(before);
  });

  it('refuses an unknown kind naming it', async () => {
    const res = await upload(t.app, d.tokens.admin, teacher(), 'passport', { name: 'a.pdf', type: 'application/pdf', data: files.pdf() });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toHaveProperty('kind');
  });
});

describe('documents: who may read them', () => {
  let url = '';
  beforeAll(async () => {
    url = (await upload(t.app, d.tokens.admin, other(), 'certificate', { name: 'c.jpg', type: 'image/jpeg', data: files.jpeg() })).body
      .downloadUrl;
  });

  it('a school gets 404 on the list and the file, even for its own intern', async () => {
    expect((await download(t.app, d.tokens.school, url)).status).toBe(404);
    const list = await call(t.app, 'GET', `/api/teachers/${other()}/documents`, { token: d.tokens.school });
    expect(list.status).toBe(404);
  });

  it("another teacher's document id under this teacher is 404", async () => {
    const wrong = url.replace(other(), teacher());
    expect((await download(t.app, d.tokens.admin, wrong)).status).toBe(404);
  });

  it('a teacher reads and uploads its own documents; another teacher gets 404 on them', async () => {
    const own = d.teachers.find((x) => x._id === other())!;
    const stranger = d.teachers.find((x) => x._id !== other() && x.contact.email && x.contact.email !== own.contact.email)!;
    const mine = await teacherToken(t.app, d.tokens.admin, own._id, own.contact.email, sent);
    const theirs = await teacherToken(t.app, d.tokens.admin, stranger._id, stranger.contact.email, sent);
    expect((await download(t.app, mine, url)).status).toBe(200);
    expect((await download(t.app, theirs, url)).status).toBe(404);
    expect((await call(t.app, 'GET', `/api/teachers/${other()}/documents`, { token: theirs })).status).toBe(404);
    // From the phone: a photo of the form.
    const up = await upload(t.app, mine, own._id, 'internMentorAttestationForm', {
      name: 'IMG_0042.JPG',
      type: 'image/jpeg',
      data: files.jpeg(),
    });
    expect(up.status).toBe(201);
    expect(up.body).toMatchObject({ uploadedBy: own.contact.email.toLowerCase(), contentType: 'image/jpeg' });
    expect((await upload(t.app, theirs, own._id, 'transcript', { name: 'x.pdf', type: 'application/pdf', data: files.pdf() })).status).toBe(
      404,
    );
  });

  it('a supervisor kept to its own teachers gets 404 for any other teacher', async () => {
    const { body: mine } = await call(t.app, 'GET', '/api/teachers/all', { token: d.tokens.supervisor });
    const notMine = d.teachers.find((x) => !mine.some((m: { _id: string }) => m._id === x._id))!;
    const u = await upload(t.app, d.tokens.admin, notMine._id, 'transcript', { name: 't.pdf', type: 'application/pdf', data: files.pdf() });
    expect((await download(t.app, d.tokens.supervisor, u.body.downloadUrl)).status).toBe(404);
  });
});

describe('documents: versions, verification and formsStatus', () => {
  const form = 'mentorHandbookFormsUploaded';
  const outbox = async () => (await call<OutboxMessage[]>(t.app, 'GET', '/api/outbox', { token: d.tokens.admin })).body;

  it('upload -> return with a reason (teacher e-mailed, reopened) -> upload again -> verify; formsStatus follows the store', async () => {
    await changeSettings(t.app, d.tokens.admin, (s) => {
      s.teacherCertification.requireDocumentVerification = true;
    });
    // A teacher of the supervisor's (it may upload to its own teachers' records).
    const { body: mine } = await call(t.app, 'GET', '/api/teachers/all', { token: d.tokens.supervisor });
    const id: string = mine[0]._id;
    const email = d.teachers.find((x) => x._id === id)!.contact.email;
    const v1 = (await upload(t.app, d.tokens.supervisor, id, form, { name: 'handbook.pdf', type: 'application/pdf', data: files.pdf() }))
      .body;
    let fs = (await record(id)).formsStatus[form];
    expect(fs).toMatchObject({ uploaded: true, verified: false, link: `http://portal.test${v1.downloadUrl}` });

    // A supervisor may upload but not verify or return.
    const refused = await call(t.app, 'POST', `/api/teachers/${id}/documents/${v1._id}/verify`, { token: d.tokens.supervisor, body: {} });
    expect(refused.status).toBe(403);
    const noReason = await call(t.app, 'POST', `/api/teachers/${id}/documents/${v1._id}/return`, {
      token: d.tokens.admin,
      body: { reason: ' ' },
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fieldErrors).toHaveProperty('reason');

    const returned = await call(t.app, 'POST', `/api/teachers/${id}/documents/${v1._id}/return`, {
      token: d.tokens.admin,
      body: { reason: 'Page 2 is missing the signature' },
    });
    expect(returned.status).toBe(200);
    expect(returned.body).toMatchObject({
      status: 'returned',
      returnReason: 'Page 2 is missing the signature',
      reviewedBy: 'admin@example.org',
    });
    fs = (await record(id)).formsStatus[form];
    expect(fs).toMatchObject({ uploaded: false, verified: false });
    const mail = (await outbox()).find((m) => m.kind === 'document-returned' && m.to === email);
    expect(mail?.body).toContain('Page 2 is missing the signature');

    const v2 = (
      await upload(t.app, d.tokens.admin, id, form, { name: 'handbook-signed.pdf', type: 'application/pdf', data: files.pdf(4096) })
    ).body;
    expect(v2.version).toBe(2);
    // Only the current version can be verified.
    const old = await call(t.app, 'POST', `/api/teachers/${id}/documents/${v1._id}/verify`, { token: d.tokens.admin, body: {} });
    expect(old.status).toBe(409);
    const ok = await call(t.app, 'POST', `/api/teachers/${id}/documents/${v2._id}/verify`, { token: d.tokens.admin });
    expect(ok.status).toBe(200);
    fs = (await record(id)).formsStatus[form];
    expect(fs).toMatchObject({
      uploaded: true,
      verified: true,
      verifiedBy: 'admin@example.org',
      link: `http://portal.test${v2.downloadUrl}`,
    });

    const list = (await docs(id)).kinds.find((k) => k.kind === form)!;
    expect(list.current?._id).toBe(v2._id);
    expect(list.versions.map((v) => [v.version, v.status])).toEqual([
      [2, 'verified'],
      [1, 'returned'],
    ]);

    // A record PUT that sends the forms as read saves; one that unticks or relinks what the store holds is a 400
    // naming the form, and the record keeps what the documents say.
    const t0 = await record(id);
    const { _id, dateAdded, assignment, ...body } = t0 as Teacher & { assignment?: unknown };
    void _id;
    void dateAdded;
    void assignment;
    const same = await call(t.app, 'PUT', `/api/teachers/${id}`, { token: d.tokens.admin, body });
    expect(same.status).toBe(200);
    const put = await call<{ fieldErrors: Record<string, string> }>(t.app, 'PUT', `/api/teachers/${id}`, {
      token: d.tokens.admin,
      body: {
        ...body,
        updatedAt: (await record(id)).updatedAt,
        formsStatus: { ...t0.formsStatus, [form]: { uploaded: false, link: 'https://example.org/x', verified: false } },
      },
    });
    expect(put.status).toBe(400);
    expect(put.body.fieldErrors[`formsStatus.${form}`]).toBe(MESSAGES.formsAreEvidence);
    expect((await record(id)).formsStatus[form]).toMatchObject({
      uploaded: true,
      verified: true,
      link: `http://portal.test${v2.downloadUrl}`,
    });

    // Every step is in the audit trail.
    const { body: audit } = await call(t.app, 'GET', `/api/audit?entity=teacher&id=${id}&limit=50`, { token: d.tokens.admin });
    const texts = JSON.stringify(audit);
    expect(texts).toContain('Mentor Handbook Forms version 1 uploaded');
    expect(texts).toContain('returned: Page 2 is missing the signature');
    expect(texts).toContain('Mentor Handbook Forms version 2 verified');
  });

  it("refuses an upload past the teacher's number of versions before reading the file", async () => {
    const id = d.teachers[2]._id;
    const first = await upload(t.app, d.tokens.admin, id, 'certificate', { name: 'c.pdf', type: 'application/pdf', data: files.pdf(10) });
    const [{ blob }] = await t.db.query<{ blob: string }>('SELECT blob_id AS blob FROM documents WHERE id = $1', [first.body._id]);
    await t.db.query(
      `INSERT INTO documents (id, teacher_id, kind, version, blob_id, file_name, content_type, size, uploaded_by)
       SELECT gen_random_uuid(), $1, 'serviceRecord', n, $2, 'x.pdf', 'application/pdf', 10, 'admin@example.org' FROM generate_series(1, $3::int) n`,
      [id, blob, DOCUMENT_LIMITS.maxVersionsPerTeacher - 1],
    );
    const res = await upload(t.app, d.tokens.admin, id, 'transcript', { name: 't.pdf', type: 'application/pdf', data: files.pdf() });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: EVIDENCE_MESSAGES.tooManyVersions,
      fieldErrors: { file: EVIDENCE_MESSAGES.tooManyVersions },
    });
  });
});

describe('documents in a backup', () => {
  it('backup -> restore keeps every file byte for byte', async () => {
    const data = files.png(600 * 1024);
    const u = await upload(t.app, d.tokens.admin, teacher(), 'serviceRecord', { name: 'service.png', type: 'image/png', data });
    const backup: Backup = JSON.parse(JSON.stringify(await createBackup(t.db)));
    await t.db.exec('DELETE FROM documents; DELETE FROM file_blobs;');
    expect((await download(t.app, d.tokens.admin, u.body.downloadUrl)).status).toBe(404);
    await restoreBackup(t.db, backup);
    const back = await download(t.app, d.tokens.admin, u.body.downloadUrl);
    expect(back.status).toBe(200);
    expect(Buffer.compare(back.raw, data)).toBe(0);
  });
});

describe('stored file names', () => {
  it('stores a file name without zero-width and bidirectional control characters (no "résumé\u202Efdp.exe" posing as a PDF)', async () => {
    const name = 'r\u200Bésumé\u202Efdp\u2066.\u200Fexe\uFEFF\u202A\u2069';
    const res = await upload(t.app, d.tokens.admin, d.teachers.at(-1)!._id, 'transcript', {
      name,
      type: 'application/pdf',
      data: files.pdf(),
    });
    expect(res.status).toBe(201);
    expect(res.body.fileName).toBe('résuméfdp.exe');
    expect((await docs(d.teachers.at(-1)!._id)).kinds.find((k) => k.kind === 'transcript')?.current?.fileName).toBe('résuméfdp.exe');
    const file = await download(t.app, d.tokens.admin, res.body.downloadUrl);
    expect(decodeURIComponent(String(file.headers['content-disposition']).split("UTF-8''")[1])).toBe('résuméfdp.exe');
  });
});
