import { createHash } from 'node:crypto';
import {
  PROGRAM_NAME,
  SIGNATURE_MESSAGES,
  signedText,
  type Compliance,
  type MentorLinkView,
  type SignatureReceipt,
  type SignatureWithText,
  type Teacher,
} from 'shared-domain';
import { capturedMail } from '../support/fixtures';
import { call, useDemoApp } from '../support/test-app';

// The mentor reads one observation's feedback through a one-time link and signs its acknowledgement: the §228.105 copy.
jest.setTimeout(120_000);

const LINK = /http:\/\/portal\.test\/links\/acknowledge#token=([\w-]+)/;
let clock = new Date();
const { transport, sent } = capturedMail();
const { t, d } = useDemoApp({ now: () => clock, mailTransport: transport });

const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');
/** The words a PDF shows: each line's text operators (hex strings of the standard fonts' codes), one line each. */
const pdfText = (raw: Buffer) =>
  [...raw.toString('latin1').matchAll(/\[([^\]]*)\] TJ/g)]
    .map((m) => [...m[1].matchAll(/<([0-9a-f]*)>/g)].map((h) => Buffer.from(h[1], 'hex').toString('latin1')).join(''))
    .join('\n');
const intern = () =>
  d.teachers.find((x) => x.assignment?.supervisorId === d.supervisor._id && x.teacherStatus === 'intern' && x.mentor.email)!;

/** Records a formal observation as the supervisor and answers its id and the token e-mailed to the mentor. */
async function observe(teacher: Teacher, date: string, comment: string) {
  const res = await call<Teacher>(t.app, 'POST', `/api/teachers/${teacher._id}/supervisions`, {
    token: d.tokens.supervisor,
    body: { date, kind: 'formal', mode: 'in person', duration: 45, comment },
  });
  expect(res.status).toBe(201);
  await t.app.mailer.idle();
  const mail = [...sent].reverse().find((m) => m.to === teacher.mentor.email.toLowerCase() && m.text.includes(comment))!;
  return { id: res.body.supervisions.list.at(-1)!._id, token: LINK.exec(mail.text)![1], mail: mail.text };
}
/** A refused call's body: the message, and one per field for bad input. */
type Refusal = { message?: string; fieldErrors?: Record<string, string> };
const view = (token: string) => call<MentorLinkView & Refusal>(t.app, 'POST', '/api/links/view', { body: { token } });
const sign = (token: string, name = 'Maria Lopez', agree: unknown = true) =>
  call<SignatureReceipt & Refusal>(t.app, 'POST', '/api/links/acknowledge', {
    body: { token, name, agree },
    headers: { 'user-agent': 'jest' },
  });
const copiesMissing = async (id: string) =>
  (await call<Compliance>(t.app, 'GET', `/api/teachers/${id}/compliance`, { token: d.tokens.admin })).body.problems.filter(
    (p) => p.code === 'mentor-copy-missing',
  ).length;

describe("the mentor's one-time link", () => {
  it('shows only its observation, signs once, keeps the hash of the exact text signed, and counts as the copy', async () => {
    const teacher = intern();
    const date = (teacher.certificationInfo.firstDayWithStudent || teacher.certificationInfo.startDate).slice(0, 10);
    const first = await observe(teacher, date, 'Clear learning targets posted and referenced');
    const second = await observe(teacher, date, 'Transitions took too long');
    expect(first.mail).toContain('Feedback: Clear learning targets posted and referenced');

    // The e-mail was sent; the copy does not count until the mentor acknowledges it.
    const missingBefore = await copiesMissing(teacher._id);
    expect(missingBefore).toBeGreaterThanOrEqual(2);

    const shown = await view(first.token);
    expect(shown.status).toBe(200);
    expect(shown.body.sections).toContainEqual({ label: 'Feedback', text: 'Clear learning targets posted and referenced' });
    // Nothing of the other observation nor of the rest of the record.
    const raw = JSON.stringify(shown.body);
    expect(raw).not.toContain('Transitions took too long');
    expect(raw).not.toContain(teacher.contact.email);
    // The link's token is no sign-in.
    expect((await call(t.app, 'GET', `/api/teachers/${teacher._id}`, { token: first.token })).status).toBe(401);

    // Intent: the typed name and the ticked statement, each named when missing.
    const unticked = await sign(first.token, 'Maria Lopez', false);
    expect(unticked.status).toBe(400);
    expect(unticked.body.fieldErrors).toHaveProperty('agree');
    const unnamed = await sign(first.token, ' ');
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.fieldErrors).toHaveProperty('name');

    const signed = await sign(first.token);
    expect(signed.status).toBe(200);
    expect(signed.body).toMatchObject({
      teacherId: teacher._id,
      observationId: first.id,
      signerRole: 'mentor',
      signerName: 'Maria Lopez',
      signerEmail: teacher.mentor.email.toLowerCase(),
    });
    expect(signed.body.ip).not.toBe('');
    expect(signed.body.textSha256).toBe(sha256(signedText(shown.body.statement, shown.body.sections)));

    // Once: the page and the answer say it is used, with no data.
    const again = await sign(first.token);
    expect({ status: again.status, body: again.body }).toEqual({ status: 410, body: { message: SIGNATURE_MESSAGES.linkUsed } });
    const reopened = await view(first.token);
    expect({ status: reopened.status, body: reopened.body }).toEqual({ status: 410, body: { message: SIGNATURE_MESSAGES.linkUsed } });

    // The acknowledgement is the copy: one problem fewer, and the observation carries when.
    expect(await copiesMissing(teacher._id)).toBe(missingBefore - 1);
    const record = (await call<Teacher>(t.app, 'GET', `/api/teachers/${teacher._id}`, { token: d.tokens.admin })).body;
    const obs = record.supervisions.list.find((o) => o._id === first.id)!;
    expect(obs.mentorAcknowledgedAt).toBe(signed.body.signedAt);
    expect(obs.mentorCopySentAt).toBeNull();

    // Staff read it back, verified: the hash recomputed from the kept text.
    const list = await call<SignatureWithText[]>(t.app, 'GET', `/api/teachers/${teacher._id}/signatures`, { token: d.tokens.admin });
    expect(list.status).toBe(200);
    const kept = list.body.find((s) => s.id === signed.body.id)!;
    expect(kept).toMatchObject({ verified: true, textSha256: signed.body.textSha256 });
    expect(kept.signedText).toContain(shown.body.statement);

    // The signed document: a PDF the server makes from the kept text, the same bytes each time, carrying the hash.
    const pdfUrl = `/api/teachers/${teacher._id}/signatures/${signed.body.id}/pdf`;
    const pdf = await t.app.inject({ method: 'GET', url: pdfUrl, headers: { authorization: `Bearer ${d.tokens.admin}` } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['x-text-sha256']).toBe(sha256(kept.signedText));
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const words = pdfText(pdf.rawPayload);
    for (const w of [signed.body.textSha256, 'Signed by: Maria Lopez', signed.body.signerEmail, 'Clear learning targets posted']) {
      expect(words).toContain(w);
    }
    const again2 = await t.app.inject({ method: 'GET', url: pdfUrl, headers: { authorization: `Bearer ${d.tokens.admin}` } });
    expect(sha256(again2.rawPayload.toString('latin1'))).toBe(sha256(pdf.rawPayload.toString('latin1')));
    expect((await call(t.app, 'GET', pdfUrl, { token: d.tokens.school })).status).toBe(403);

    // The second link still works for its own observation only, until it expires.
    expect((await view(second.token)).body.sections).toContainEqual({ label: 'Feedback', text: 'Transitions took too long' });
    clock = new Date(clock.getTime() + 15 * 86_400_000);
    const expired = await view(second.token);
    expect({ status: expired.status, body: expired.body }).toEqual({ status: 410, body: { message: SIGNATURE_MESSAGES.linkExpired } });
    expect((await sign(second.token)).status).toBe(410);
    clock = new Date();

    const unknown = await view('x'.repeat(43));
    expect({ status: unknown.status, message: unknown.body.message }).toEqual({ status: 404, message: SIGNATURE_MESSAGES.linkUnknown });
  });

  it("is sent by staff only: a school or the teacher is refused, another supervisor's intern is not found", async () => {
    const teacher = intern();
    const { id } = await observe(teacher, teacher.certificationInfo.startDate.slice(0, 10), 'Checks for understanding often');
    const url = `/api/teachers/${teacher._id}/supervisions/${id}/mentor-link`;
    expect((await call(t.app, 'POST', url, { token: d.tokens.school })).status).toBe(403);
    expect((await call(t.app, 'POST', url, { token: d.tokens.teacher })).status).toBe(403);
    expect((await call(t.app, 'POST', url)).status).toBe(401);
    expect((await call(t.app, 'GET', `/api/teachers/${teacher._id}/signatures`, { token: d.tokens.school })).status).toBe(403);
    expect((await call(t.app, 'GET', `/api/teachers/${teacher._id}/signatures`, { token: d.tokens.teacher })).status).toBe(403);

    const other = d.teachers.find((x) => x.assignment && x.assignment.supervisorId !== d.supervisor._id && x.supervisions.list.length)!;
    const otherUrl = `/api/teachers/${other._id}/supervisions/${other.supervisions.list[0]._id}/mentor-link`;
    expect((await call(t.app, 'POST', otherUrl, { token: d.tokens.supervisor })).status).toBe(404);

    const resent = await call<{ to: string; expiresAt: string }>(t.app, 'POST', url, { token: d.tokens.admin });
    expect(resent.status).toBe(201);
    expect(resent.body.to).toBe(teacher.mentor.email.toLowerCase());
    // The feedback as a PDF, in the screens' words with the program's name: staff and the teacher on their own record.
    const feedbackUrl = `/api/teachers/${teacher._id}/supervisions/${id}/feedback/pdf`;
    const feedback = await t.app.inject({ method: 'GET', url: feedbackUrl, headers: { authorization: `Bearer ${d.tokens.supervisor}` } });
    expect(feedback.statusCode).toBe(200);
    expect(feedback.headers['content-type']).toBe('application/pdf');
    const words = pdfText(feedback.rawPayload);
    for (const w of [PROGRAM_NAME, 'Feedback', 'Checks for understanding often', '45 minutes']) expect(words).toContain(w);
    expect((await call(t.app, 'GET', feedbackUrl, { token: d.tokens.school })).status).toBe(403);
    expect((await call(t.app, 'GET', feedbackUrl, { token: d.tokens.teacher })).status).toBe(
      teacher.contact.email === 'teacher@example.org' ? 200 : 404,
    );

    const unknownObservation = `/api/teachers/${teacher._id}/supervisions/00000000-0000-4000-8000-000000000000/mentor-link`;
    expect((await call(t.app, 'POST', unknownObservation, { token: d.tokens.admin })).status).toBe(404);
  });
});
