import { createHash } from 'node:crypto';
import {
  PROGRAM_NAME,
  SIGNATURE_MESSAGES,
  signatureFormText,
  type FormLinkView,
  type SignatureCheck,
  type SignatureLinkSent,
  type SignatureReceipt,
  type SignatureWithText,
  type Teacher,
  type TeacherDocuments,
} from 'shared-domain';
import { capturedMail } from '../support/fixtures';
import { call, teacherPutBody, useDemoApp } from '../support/test-app';

// The principal signs the Intern Mentor Attestation Form and the mentor the agreement through one-time links; the
// signed PDF is the teacher's document, verified by staff like an upload.
jest.setTimeout(120_000);

const LINK = /http:\/\/portal\.test\/links\/sign#token=([\w-]+)/;
let clock = new Date();
const { transport, sent } = capturedMail();
const { t, d } = useDemoApp({ now: () => clock, mailTransport: transport });

const sha256 = (b: string | Buffer) => createHash('sha256').update(b).digest('hex');
const intern = (n = 0) =>
  d.teachers.filter(
    (x) => x.assignment?.supervisorId === d.supervisor._id && x.teacherStatus === 'intern' && x.mentor.email && x.placement.principal.email,
  )[n];

type Refusal = { message?: string; fieldErrors?: Record<string, string> };
/** Staff send a form's link; answers the token e-mailed to its signer. */
async function send(teacher: Teacher, form: string, token = d.tokens.admin) {
  const res = await call<{ to: string; expiresAt: string } & Refusal>(
    t.app,
    'POST',
    `/api/teachers/${teacher._id}/signature-links/${form}`,
    {
      token,
    },
  );
  if (res.status !== 201) return { res, token: '' };
  await t.app.mailer.idle();
  const mail = [...sent].reverse().find((m) => m.to === res.body.to)!;
  return { res, token: LINK.exec(mail.text)![1], mail: mail.text };
}
const view = (token: string) => call<FormLinkView & Refusal>(t.app, 'POST', '/api/links/form', { body: { token } });
const sign = (token: string, name = 'Laura Chen', agree: unknown = true) =>
  call<SignatureReceipt & Refusal>(t.app, 'POST', '/api/links/sign', { body: { token, name, agree }, headers: { 'user-agent': 'jest' } });
const documents = async (id: string) =>
  (await call<TeacherDocuments>(t.app, 'GET', `/api/teachers/${id}/documents`, { token: d.tokens.admin })).body;

describe('a form signed through its one-time link', () => {
  it("the principal signs the attestation once; its PDF is the teacher's document and carries the hash of what was signed", async () => {
    const teacher = intern();
    const { res, token, mail } = await send(teacher, 'intern-mentor-attestation');
    expect(res.status).toBe(201);
    expect(res.body.to).toBe(teacher.placement.principal.email.toLowerCase());
    expect(mail).toContain('Intern Mentor Attestation Form');

    const shown = await view(token);
    expect(shown.status).toBe(200);
    const names = `${teacher.name.first} ${teacher.name.last}`.trim();
    const expected = signatureFormText('intern-mentor-attestation', {
      teacherName: names,
      mentorName: teacher.mentor.name,
      principalName: teacher.placement.principal.name,
      campusName: teacher.placement.campusName,
      programName: PROGRAM_NAME,
    });
    expect(shown.body).toMatchObject({ title: 'Intern Mentor Attestation Form', version: expected.version, statement: expected.statement });
    expect(shown.body.paragraphs.join('\n')).toContain(teacher.mentor.name);
    expect(JSON.stringify(shown.body)).not.toContain(teacher.contact.email);
    // A form's link is not an acknowledgement's.
    expect((await call(t.app, 'POST', '/api/links/view', { body: { token } })).status).toBe(404);

    const unticked = await sign(token, 'Laura Chen', false);
    expect({ status: unticked.status, field: Object.keys(unticked.body.fieldErrors ?? {}) }).toEqual({ status: 400, field: ['agree'] });
    const unnamed = await sign(token, '');
    expect({ status: unnamed.status, field: Object.keys(unnamed.body.fieldErrors ?? {}) }).toEqual({ status: 400, field: ['name'] });

    const signed = await sign(token);
    expect(signed.status).toBe(200);
    expect(signed.body).toMatchObject({
      purpose: 'intern-mentor-attestation',
      signerRole: 'principal',
      signerName: 'Laura Chen',
      signerEmail: teacher.placement.principal.email.toLowerCase(),
      textVersion: expected.version,
      textSha256: sha256(expected.text),
    });
    expect(signed.body.documentId).toBeTruthy();

    // Once.
    const again = await sign(token);
    expect({ status: again.status, body: again.body }).toEqual({ status: 410, body: { message: SIGNATURE_MESSAGES.linkUsed } });
    expect((await view(token)).status).toBe(410);

    // The document: the current Intern Mentor Attestation Form, awaiting verification; its bytes are the signature's PDF.
    const kind = (await documents(teacher._id)).kinds.find((k) => k.kind === 'internMentorAttestationForm')!;
    expect(kind.current).toMatchObject({ _id: signed.body.documentId, contentType: 'application/pdf', status: 'pending' });
    const auth = { authorization: `Bearer ${d.tokens.admin}` };
    const file = await t.app.inject({ method: 'GET', url: kind.current!.downloadUrl, headers: auth });
    const pdf = await t.app.inject({ method: 'GET', url: `/api/teachers/${teacher._id}/signatures/${signed.body.id}/pdf`, headers: auth });
    expect(file.statusCode).toBe(200);
    expect(sha256(file.rawPayload)).toBe(sha256(pdf.rawPayload));
    expect(pdf.headers['x-text-sha256']).toBe(sha256(expected.text));
    expect(file.rawPayload.toString('latin1')).toContain(Buffer.from(signed.body.textSha256, 'latin1').toString('hex'));

    // Check signature: the hash recomputed from the kept text matches; staff verify the document as any other.
    const check = await call<SignatureCheck>(t.app, 'GET', `/api/teachers/${teacher._id}/signatures/${signed.body.id}/check`, {
      token: d.tokens.admin,
    });
    expect(check.body).toEqual({ textSha256: signed.body.textSha256, recomputed: signed.body.textSha256, matches: true });
    const verified = await call(t.app, 'POST', `/api/teachers/${teacher._id}/documents/${signed.body.documentId}/verify`, {
      token: d.tokens.admin,
      body: {},
    });
    expect(verified.status).toBe(200);
    const record = (await call<Teacher>(t.app, 'GET', `/api/teachers/${teacher._id}`, { token: d.tokens.admin })).body;
    expect(record.formsStatus.internMentorAttestationForm).toMatchObject({ uploaded: true, verified: true });

    const list = (await call<SignatureWithText[]>(t.app, 'GET', `/api/teachers/${teacher._id}/signatures`, { token: d.tokens.admin })).body;
    expect(list.find((s) => s.id === signed.body.id)).toMatchObject({ verified: true, signedText: expected.text });
    const links = (await call<SignatureLinkSent[]>(t.app, 'GET', `/api/teachers/${teacher._id}/signature-links`, { token: d.tokens.admin }))
      .body;
    expect(links.find((l) => l.purpose === 'intern-mentor-attestation')).toMatchObject({
      usedAt: signed.body.signedAt,
      signerRole: 'principal',
    });
    expect(JSON.stringify(links)).not.toContain(token);
  });

  it('the mentor signs the agreement, stored as the Mentor Handbook Forms; an expired link is plainly refused', async () => {
    const teacher = intern(1);
    const expiring = await send(teacher, 'mentor-agreement', d.tokens.supervisor);
    expect(expiring.res.body.to).toBe(teacher.mentor.email.toLowerCase());
    clock = new Date(clock.getTime() + 15 * 86_400_000);
    const expired = await view(expiring.token);
    expect({ status: expired.status, body: expired.body }).toEqual({ status: 410, body: { message: SIGNATURE_MESSAGES.linkExpired } });
    expect((await sign(expiring.token)).body).toEqual({ message: SIGNATURE_MESSAGES.linkExpired });
    clock = new Date();

    const { token } = await send(teacher, 'mentor-agreement');
    const shown = await view(token);
    expect(shown.body.statement).toContain(teacher.mentor.name);
    const signed = await sign(token, teacher.mentor.name);
    expect(signed.body).toMatchObject({ purpose: 'mentor-agreement', signerRole: 'mentor' });
    const kind = (await documents(teacher._id)).kinds.find((k) => k.kind === 'mentorHandbookFormsUploaded')!;
    expect(kind.current?._id).toBe(signed.body.documentId);
  });

  it('the principal declines instead of signing: the link is used, and staff read when and why; nothing is signed', async () => {
    const teacher = intern(1);
    const { token } = await send(teacher, 'intern-mentor-attestation');
    const decline = (body: Record<string, unknown>) =>
      call<{ declinedAt: string } & Refusal>(t.app, 'POST', '/api/links/decline', { body: { token, ...body } });

    const empty = await decline({ reason: '   ' });
    expect({ status: empty.status, body: empty.body.fieldErrors }).toEqual({
      status: 400,
      body: { reason: SIGNATURE_MESSAGES.declineReasonRequired },
    });
    const long = await decline({ reason: 'x'.repeat(501) });
    expect({ status: long.status, body: long.body.fieldErrors }).toEqual({
      status: 400,
      body: { reason: SIGNATURE_MESSAGES.declineReasonTooLong },
    });
    expect((await view(token)).status).toBe(200);

    const declined = await decline({ reason: ' The mentor named is not on my campus ' });
    expect(declined.status).toBe(200);
    expect(declined.body.declinedAt).toBe(clock.toISOString());

    // The link is used: it cannot be signed or declined again, and says it was declined.
    const signedAfter = await sign(token);
    expect({ status: signedAfter.status, body: signedAfter.body }).toEqual({
      status: 410,
      body: { message: SIGNATURE_MESSAGES.linkDeclined },
    });
    expect((await decline({ reason: 'Again' })).status).toBe(410);
    expect((await view(token)).body).toEqual({ message: SIGNATURE_MESSAGES.linkDeclined });

    // Staff read it on the record's links; no signature was recorded; the act is in the audit trail.
    const links = (await call<SignatureLinkSent[]>(t.app, 'GET', `/api/teachers/${teacher._id}/signature-links`, { token: d.tokens.admin }))
      .body;
    expect(links.find((l) => l.purpose === 'intern-mentor-attestation')).toMatchObject({
      declinedAt: clock.toISOString(),
      declineReason: 'The mentor named is not on my campus',
      usedAt: clock.toISOString(),
    });
    const signatures = (await call<SignatureWithText[]>(t.app, 'GET', `/api/teachers/${teacher._id}/signatures`, { token: d.tokens.admin }))
      .body;
    expect(signatures.filter((x) => x.purpose === 'intern-mentor-attestation')).toEqual([]);
    const audit = (
      await call<{ actor: string; changes: { to: unknown }[] }[]>(t.app, 'GET', `/api/audit?entity=teacher&id=${teacher._id}`, {
        token: d.tokens.admin,
      })
    ).body;
    expect(audit.find((a) => JSON.stringify(a.changes).includes('declined by the principal'))).toMatchObject({
      actor: teacher.placement.principal.email.toLowerCase(),
    });
  });

  it('a link that is not known cannot be declined', async () => {
    const unknown = await call(t.app, 'POST', '/api/links/decline', { body: { token: 'x'.repeat(40), reason: 'No' } });
    expect(unknown.status).toBe(404);
  });

  it('is sent by staff only, and bad input names the field', async () => {
    const teacher = intern();
    const url = `/api/teachers/${teacher._id}/signature-links/intern-mentor-attestation`;
    expect((await call(t.app, 'POST', url, { token: d.tokens.school })).status).toBe(403);
    expect((await call(t.app, 'POST', url, { token: d.tokens.teacher })).status).toBe(403);
    expect((await call(t.app, 'POST', url)).status).toBe(401);
    for (const path of ['signature-links', `signatures/00000000-0000-4000-8000-000000000000/check`])
      expect((await call(t.app, 'GET', `/api/teachers/${teacher._id}/${path}`, { token: d.tokens.teacher })).status).toBe(403);
    const other = d.teachers.find((x) => x.assignment && x.assignment.supervisorId !== d.supervisor._id)!;
    expect(
      (await call(t.app, 'POST', `/api/teachers/${other._id}/signature-links/mentor-agreement`, { token: d.tokens.supervisor })).status,
    ).toBe(404);

    const unknownForm = await call<Refusal>(t.app, 'POST', `/api/teachers/${teacher._id}/signature-links/lease`, { token: d.tokens.admin });
    expect(unknownForm.status).toBe(400);
    expect(Object.keys(unknownForm.body.fieldErrors ?? {})).toEqual(['form']);

    // A record without the principal's e-mail: 400 naming the field.
    const fresh = (await call<Teacher>(t.app, 'GET', `/api/teachers/${teacher._id}`, { token: d.tokens.admin })).body;
    const noPrincipal = { ...teacherPutBody(fresh), placement: { ...teacher.placement, principal: { name: 'A Principal', email: '' } } };
    const put = await call(t.app, 'PUT', `/api/teachers/${teacher._id}`, { token: d.tokens.admin, body: noPrincipal });
    expect({ status: put.status, body: put.body }).toEqual({ status: 200, body: expect.anything() });
    const refused = await call<Refusal>(t.app, 'POST', url, { token: d.tokens.admin });
    expect({ status: refused.status, body: refused.body.fieldErrors }).toEqual({
      status: 400,
      body: { 'placement.principal.email': SIGNATURE_MESSAGES.noPrincipalEmail },
    });
    const badEmail = { ...noPrincipal, placement: { ...teacher.placement, principal: { name: 'A Principal', email: 'not-an-address' } } };
    const bad = await call<Refusal>(t.app, 'PUT', `/api/teachers/${teacher._id}`, { token: d.tokens.admin, body: badEmail });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors ?? {})).toEqual(['placement.principal.email']);
  });
});
