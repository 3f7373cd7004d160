import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  MENTOR_LINK_DAYS,
  PROGRAM_NAME,
  SIGNATURE_FORM_DEFINITIONS,
  observationFeedbackDocument,
  type ObservationLike,
  type SignatureForm,
  type StoredTeacher,
} from 'shared-domain';
import type { Sql } from '../../db/types';
import { formLinkUrl, mails, mentorLinkUrl } from '../../services/mail-templates';

/** What the link needs of an observation: its id and the words of its feedback. */
type Observation = ObservationLike & { _id: string };

/** Only a token's hash is stored: the database never holds a usable link. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The SHA-256 of a signed text (UTF-8), in hex: kept with the signature and recomputed to verify it. */
export const textHash = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * Issues the mentor's one-time link for one observation and queues its e-mail (the feedback and the link) in the
 * caller's transaction. The link's token reaches the mentor only: its hash is stored, the outbox masks the link.
 */
export async function issueMentorLink(app: FastifyInstance, tx: Sql, t: StoredTeacher, o: Observation, actor: string) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(app.now().getTime() + MENTOR_LINK_DAYS * 86_400_000);
  const mentor = t.mentor.name || 'mentor';
  await app.repos.signatures.issue(tx, {
    tokenHash: hashToken(token),
    teacherId: t._id,
    purpose: 'observation-feedback',
    observationId: o._id,
    signerRole: 'mentor',
    signerName: mentor,
    signerEmail: t.mentor.email,
    actor,
    expiresAt,
  });
  await app.mailer.enqueue(
    tx,
    mails.mentorAcknowledge(
      t.mentor.email,
      {
        mentor,
        teacher: `${t.name.first} ${t.name.last}`.trim(),
        date: o.date.slice(0, 10),
        sections: observationFeedbackDocument(o),
        days: MENTOR_LINK_DAYS,
        program: PROGRAM_NAME,
      },
      mentorLinkUrl(app.env.PUBLIC_URL, token),
    ),
  );
  return { to: t.mentor.email.toLowerCase(), expiresAt: expiresAt.toISOString() };
}

/** A form's signer on the record: the principal (placement) or the mentor, with the address the link goes to. */
export function formSigner(t: StoredTeacher, form: SignatureForm) {
  const role = SIGNATURE_FORM_DEFINITIONS[form].signer;
  return role === 'principal'
    ? { role, name: t.placement.principal.name.trim(), email: t.placement.principal.email.trim() }
    : { role, name: t.mentor.name.trim(), email: t.mentor.email.trim() };
}

/**
 * Issues a form's one-time signing link to its signer on the record and queues the e-mail, in the caller's
 * transaction; as the mentor's link, only the token's hash is stored and the outbox masks the link.
 */
export async function issueFormLink(app: FastifyInstance, tx: Sql, t: StoredTeacher, form: SignatureForm, actor: string) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(app.now().getTime() + MENTOR_LINK_DAYS * 86_400_000);
  const signer = formSigner(t, form);
  await app.repos.signatures.issue(tx, {
    tokenHash: hashToken(token),
    teacherId: t._id,
    purpose: form,
    observationId: null,
    signerRole: signer.role,
    signerName: signer.name,
    signerEmail: signer.email,
    actor,
    expiresAt,
  });
  await app.mailer.enqueue(
    tx,
    mails.formSignature(
      signer.email,
      {
        signer: signer.name,
        title: SIGNATURE_FORM_DEFINITIONS[form].title,
        teacher: `${t.name.first} ${t.name.last}`.trim(),
        days: MENTOR_LINK_DAYS,
        program: PROGRAM_NAME,
      },
      formLinkUrl(app.env.PUBLIC_URL, token),
    ),
  );
  return { to: signer.email.toLowerCase(), expiresAt: expiresAt.toISOString() };
}
