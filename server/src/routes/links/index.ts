import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  formDeclineSchema,
  formDeclinedSchema,
  MESSAGES,
  PROGRAM_NAME,
  SIGNATURE_FORM_DEFINITIONS,
  SIGNATURE_MESSAGES,
  formLinkViewSchema,
  formSignSchema,
  isSignatureForm,
  signatureCheckSchema,
  signatureFormParam,
  signatureFormText,
  signatureLinkSentSchema,
  type SignatureForm,
  linkTokenSchema,
  mentorAcknowledgeSchema,
  mentorAcknowledgementStatement,
  mentorLinkSentSchema,
  mentorLinkViewSchema,
  observationFeedbackDocument,
  observationIdParam,
  signatureReceiptSchema,
  signatureWithTextSchema,
  signatureIdParam,
  signedText,
  teacherIdParam,
  type StoredTeacher,
} from 'shared-domain';
import { badRequest, conflict, forbidden, HttpError, notFound, NOT_FOUND } from '../../lib/http-errors';
import { newId } from '../../lib/ids';
import { caller } from '../../plugins/app/auth';
import { linkState, type SignatureLink } from '../../repositories/signatures-repository';
import { feedbackPdf, signaturePdf } from '../../lib/signature-pdf';
import { replies } from '../responses';
import { oneTeacher } from '../teachers/one-teacher';
import { formSigner, hashToken, issueFormLink, issueMentorLink, textHash } from './mentor-link';

const teacherName = (t: StoredTeacher) => `${t.name.first} ${t.name.last}`.trim();

/** A used or expired link says which, with no data; an unknown one is not found. */
const refuse = (l: SignatureLink | null, now: Date) => {
  const state = l && linkState(l, now);
  if (!state || state === 'usable') return notFound(SIGNATURE_MESSAGES.linkUnknown);
  if (state === 'expired') return new HttpError(410, SIGNATURE_MESSAGES.linkExpired);
  return new HttpError(410, l?.declinedAt ? SIGNATURE_MESSAGES.linkDeclined : SIGNATURE_MESSAGES.linkUsed);
};

/** A form filled in with the record's names, as its signer reads and signs it. */
const formFor = (t: StoredTeacher, form: SignatureForm) =>
  signatureFormText(form, {
    teacherName: teacherName(t),
    mentorName: t.mentor.name.trim(),
    principalName: t.placement.principal.name.trim(),
    campusName: t.placement.campusName.trim(),
    programName: PROGRAM_NAME,
  });

/** The observation a link grants and the exact text its signer signs; null when the observation is gone. */
function grant(t: StoredTeacher, l: SignatureLink) {
  const o = t.supervisions.list.find((x) => x._id === l.observationId);
  if (!o) return null;
  const sections = observationFeedbackDocument(o);
  const statement = mentorAcknowledgementStatement(teacherName(t), o.date);
  return { o, sections, statement, text: signedText(statement, sections) };
}

/**
 * Links to people outside the portal: staff e-mail a record's mentor a one-time link (its token hashed, expiring, used
 * once, carried in the page's fragment and sent in a body, never in a URL); the link's page shows the one observation
 * it grants and takes the mentor's signed acknowledgement, the §228.105 copy. Every signature keeps the exact text
 * signed and its SHA-256, who, when and from which address; staff read them back with the hash checked again.
 */
export default async function linkRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { signatures, teachers } = app.repos;
  /** The record a link is sent for: staff's, a supervisor's own intern only (403); an unknown record 404. */
  const sendersRecord = async (me: ReturnType<typeof caller>, id: string) => {
    const t = await teachers.get(id);
    if (!t) throw notFound(NOT_FOUND.teacher);
    if (me.role === 'supervisor' && t.assignment?.supervisorId !== me.supervisorId) throw forbidden();
    return t;
  };

  r.post(
    '/teachers/:id/supervisions/:supervisionId/mentor-link',
    {
      preHandler: oneTeacher,
      schema: {
        description:
          "E-mails the record's mentor a one-time link to read one observation's written feedback and acknowledge it. A supervisor: " +
          'its own interns only (403). 400 when the record has no mentor e-mail or the observation no written feedback.',
        params: observationIdParam,
        response: replies({ 201: mentorLinkSentSchema }),
      },
    },
    async (req, reply) => {
      const me = caller(req);
      const t = await sendersRecord(me, req.params.id);
      const o = t.supervisions.list.find((x) => x._id === req.params.supervisionId);
      if (!o) throw notFound(MESSAGES.observationNotFound);
      if (!t.mentor.email) throw badRequest(SIGNATURE_MESSAGES.noMentorEmail, { 'mentor.email': SIGNATURE_MESSAGES.noMentorEmail });
      if (!o.comment.trim())
        throw badRequest(SIGNATURE_MESSAGES.observationHasNoFeedback, { comment: SIGNATURE_MESSAGES.observationHasNoFeedback });
      const sent = await app.db.transaction((tx) => issueMentorLink(app, tx, t, o, me.email));
      app.mailer.kick();
      return reply.code(201).send(sent);
    },
  );

  r.get(
    '/teachers/:id/signatures',
    {
      preHandler: oneTeacher,
      schema: {
        description:
          'The signed acknowledgements of a record, newest first: each with the exact text signed and `verified`, its SHA-256 recomputed now.',
        params: teacherIdParam,
        response: replies({ 200: z.array(signatureWithTextSchema) }),
      },
    },
    async (req) => {
      const list = await signatures.forTeacher(req.params.id);
      return list.map((s) => ({ ...s, verified: textHash(s.signedText) === s.textSha256 }));
    },
  );

  r.get(
    '/teachers/:id/signatures/:signatureId/pdf',
    {
      preHandler: oneTeacher,
      schema: {
        description:
          'The signed acknowledgement as a PDF made by the server from the kept text and receipt (the same bytes each time); ' +
          'X-Text-SHA256 carries the hash of the text signed.',
        params: signatureIdParam,
        response: replies({ 200: z.unknown().describe('application/pdf') }),
      },
    },
    async (req, reply) => {
      const s = (await signatures.forTeacher(req.params.id)).find((x) => x.id === req.params.signatureId);
      const t = s && (await teachers.get(req.params.id));
      if (!s || !t) throw notFound(SIGNATURE_MESSAGES.signatureNotFound);
      const pdf = await signaturePdf({
        signature: { ...s, verified: textHash(s.signedText) === s.textSha256 },
        teacherName: teacherName(t),
        programName: PROGRAM_NAME,
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="acknowledgement-${s.id}.pdf"`)
        .header('x-text-sha256', s.textSha256)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  r.get(
    '/teachers/:id/supervisions/:supervisionId/feedback/pdf',
    {
      preHandler: oneTeacher,
      schema: {
        description:
          "An observation's written feedback as a PDF, the program's name on it, in the same words as the screens. Staff (a supervisor: " +
          'its own interns), or the teacher on their own record (another record: 404).',
        params: observationIdParam,
        response: replies({ 200: z.unknown().describe('application/pdf') }),
      },
    },
    async (req, reply) => {
      const me = caller(req);
      if (me.role === 'teacher' && me.teacherId !== req.params.id) throw notFound(NOT_FOUND.teacher);
      const t = await teachers.get(req.params.id);
      const o = t?.supervisions.list.find((x) => x._id === req.params.supervisionId);
      if (!t || !o) throw notFound(MESSAGES.observationNotFound);
      const pdf = await feedbackPdf({ teacherName: teacherName(t), programName: PROGRAM_NAME, sections: observationFeedbackDocument(o) });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="observation-feedback-${o.date.slice(0, 10)}.pdf"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  r.post(
    '/links/view',
    {
      schema: {
        description:
          "What an unused, unexpired link grants: one observation's written feedback and the statement to sign. 404 unknown; 410 used or expired (no data).",
        body: linkTokenSchema,
        response: replies({ 200: mentorLinkViewSchema }),
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      const now = app.now();
      const link = await signatures.byToken(hashToken(req.body.token));
      if (!link || linkState(link, now) !== 'usable') throw refuse(link, now);
      const t = await teachers.get(link.teacherId);
      const g = t && grant(t, link);
      if (!t || !g) throw notFound(SIGNATURE_MESSAGES.linkUnknown);
      return {
        purpose: 'observation-feedback' as const,
        teacherName: teacherName(t),
        mentorName: link.signerName,
        programName: PROGRAM_NAME,
        date: g.o.date,
        sections: g.sections,
        statement: g.statement,
        expiresAt: link.expiresAt,
      };
    },
  );

  r.post(
    '/links/acknowledge',
    {
      schema: {
        description:
          'The mentor signs the acknowledgement: the typed name and the ticked statement; the exact text signed is kept with its ' +
          'SHA-256, the address the link was sent to, the time and the network address. The link works once (410 after).',
        body: mentorAcknowledgeSchema,
        response: replies({ 200: signatureReceiptSchema }),
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const now = app.now();
      const tokenHash = hashToken(req.body.token);
      const receipt = await signatures.acknowledge(
        tokenHash,
        { signerName: req.body.name, ip: req.ip, userAgent: req.headers['user-agent'] ?? '', now },
        (t, l) => {
          const g = grant(t, l);
          return g && { signedText: g.text, textSha256: textHash(g.text) };
        },
      );
      if (!receipt) throw refuse(await signatures.byToken(tokenHash), now);
      return receipt;
    },
  );
  r.post(
    '/teachers/:id/signature-links/:form',
    {
      preHandler: oneTeacher,
      schema: {
        description:
          "E-mails a form's signer on the record a one-time link to read and sign it: the principal (placement.principal) the Intern " +
          "Mentor Attestation Form, the mentor the mentor's agreement. A supervisor: its own interns only (403). 400 naming the " +
          "signer's e-mail or name when the record has none.",
        params: signatureFormParam,
        response: replies({ 201: mentorLinkSentSchema }),
      },
    },
    async (req, reply) => {
      const me = caller(req);
      const t = await sendersRecord(me, req.params.id);
      const signer = formSigner(t, req.params.form);
      const where = signer.role === 'principal' ? 'placement.principal' : 'mentor';
      const missing =
        signer.role === 'principal'
          ? { email: SIGNATURE_MESSAGES.noPrincipalEmail, name: SIGNATURE_MESSAGES.noPrincipalName }
          : { email: SIGNATURE_MESSAGES.noMentorEmail, name: SIGNATURE_MESSAGES.noMentorName };
      if (!signer.email) throw badRequest(missing.email, { [`${where}.email`]: missing.email });
      if (!signer.name) throw badRequest(missing.name, { [`${where}.name`]: missing.name });
      const sent = await app.db.transaction((tx) => issueFormLink(app, tx, t, req.params.form, me.email));
      app.mailer.kick();
      return reply.code(201).send(sent);
    },
  );

  r.get(
    '/teachers/:id/signature-links',
    {
      preHandler: oneTeacher,
      schema: {
        description: 'The one-time links sent for a record, newest first: what for, to whom, when sent, when they expire and when used.',
        params: teacherIdParam,
        response: replies({ 200: z.array(signatureLinkSentSchema) }),
      },
    },
    async (req) => signatures.sent(req.params.id),
  );

  r.get(
    '/teachers/:id/signatures/:signatureId/check',
    {
      preHandler: oneTeacher,
      schema: {
        description: "A signature's SHA-256 recomputed now from the kept text, and whether it matches the hash stored when it was signed.",
        params: signatureIdParam,
        response: replies({ 200: signatureCheckSchema }),
      },
    },
    async (req) => {
      const s = (await signatures.forTeacher(req.params.id)).find((x) => x.id === req.params.signatureId);
      if (!s) throw notFound(SIGNATURE_MESSAGES.signatureNotFound);
      const recomputed = textHash(s.signedText);
      return { textSha256: s.textSha256, recomputed, matches: recomputed === s.textSha256 };
    },
  );

  r.post(
    '/links/form',
    {
      schema: {
        description:
          'The form an unused, unexpired signing link grants, filled in with the names on the record: the exact text to sign. ' +
          '404 unknown (or a link for something else); 410 used or expired (no data).',
        body: linkTokenSchema,
        response: replies({ 200: formLinkViewSchema }),
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      const now = app.now();
      const link = await signatures.byToken(hashToken(req.body.token));
      if (!link || linkState(link, now) !== 'usable') throw refuse(link, now);
      const t = await teachers.get(link.teacherId);
      if (!t || !isSignatureForm(link.purpose)) throw notFound(SIGNATURE_MESSAGES.linkUnknown);
      const f = formFor(t, link.purpose);
      return {
        purpose: link.purpose,
        title: f.title,
        version: f.version,
        teacherName: teacherName(t),
        signerName: link.signerName,
        programName: PROGRAM_NAME,
        paragraphs: f.paragraphs,
        statement: f.statement,
        expiresAt: link.expiresAt,
      };
    },
  );

  r.post(
    '/links/sign',
    {
      schema: {
        description:
          'The signer signs the form: the typed name and the ticked statement. The exact text signed is kept with its SHA-256 and ' +
          "version, who, when and from which address; the signed PDF is stored as the teacher's document of the form's kind, " +
          'awaiting verification. The link works once (410 after).',
        body: formSignSchema,
        response: replies({ 200: signatureReceiptSchema }),
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const now = app.now();
      const tokenHash = hashToken(req.body.token);
      const link = await signatures.byToken(tokenHash);
      if (!link || linkState(link, now) !== 'usable') throw refuse(link, now);
      const t = await teachers.get(link.teacherId);
      if (!t || !isSignatureForm(link.purpose)) throw notFound(SIGNATURE_MESSAGES.linkUnknown);
      const form = link.purpose;
      // The teacher's document limits, before the PDF is made.
      await app.repos.documents.roomFor(t._id);
      const f = formFor(t, form);
      const built = { signedText: f.text, textSha256: textHash(f.text), textVersion: f.version };
      // The PDF is made and its bytes written before the transaction (the store writes them on their own); the
      // transaction checks the link and the text again under their locks and records the file, or the file is removed.
      const id = newId();
      const file = await signaturePdf({
        signature: {
          ...built,
          id,
          teacherId: t._id,
          purpose: form,
          observationId: null,
          signerRole: link.signerRole,
          signerName: req.body.name,
          signerEmail: link.signerEmail,
          ip: req.ip,
          signedAt: now.toISOString(),
          documentId: null,
          verified: true,
        },
        teacherName: teacherName(t),
        programName: PROGRAM_NAME,
      });
      const stored = await app.storage.put(
        (async function* () {
          yield file;
        })(),
        { maxBytes: file.length },
      );
      try {
        const receipt = await signatures.signForm(
          tokenHash,
          { id, signerName: req.body.name, ip: req.ip, userAgent: req.headers['user-agent'] ?? '', now },
          (locked) => {
            if (formFor(locked, form).text !== built.signedText) throw conflict(SIGNATURE_MESSAGES.formChanged);
            return built;
          },
          async (tx, locked) => {
            const v = await app.repos.documents.addVersion(
              tx,
              locked,
              SIGNATURE_FORM_DEFINITIONS[form].documentKind,
              { ...stored, name: `${form}-${now.toISOString().slice(0, 10)}.pdf`, type: 'application/pdf' },
              { actor: link.signerEmail, storage: app.storage, publicUrl: app.env.PUBLIC_URL },
            );
            return v._id;
          },
        );
        if (!receipt) throw refuse(await signatures.byToken(tokenHash), now);
        return receipt;
      } catch (err) {
        await app.storage.remove(stored.id).catch(() => undefined);
        throw err;
      }
    },
  );
  r.post(
    '/links/decline',
    {
      schema: {
        description:
          'The signer declines the form instead of signing it, saying why. The link is then used (410 after) and the staff ' +
          "who sent it read the reason on the record's Signatures card; the act is audited.",
        body: formDeclineSchema,
        response: replies({ 200: formDeclinedSchema }),
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const now = app.now();
      const tokenHash = hashToken(req.body.token);
      const link = await signatures.byToken(tokenHash);
      if (!link || linkState(link, now) !== 'usable' || !isSignatureForm(link.purpose))
        throw refuse(link && isSignatureForm(link.purpose) ? link : null, now);
      const declined = await signatures.decline(tokenHash, { reason: req.body.reason, ip: req.ip, now });
      if (!declined) throw refuse(await signatures.byToken(tokenHash), now);
      return declined;
    },
  );
}
