import {
  SIGNATURE_PURPOSE_LABELS,
  type SignatureLinkSent,
  type SignaturePurpose,
  type SignatureReceipt,
  type StoredTeacher,
} from 'shared-domain';
import { json, type Database, type Sql } from '../db/types';
import { newId } from '../lib/ids';
import { recordAudit } from './audit-repository';
import type { TeachersRepository } from './teachers-repository';

/** A link as its page needs it: what it grants, and whether it can still be used. */
export interface SignatureLink {
  teacherId: string;
  purpose: SignaturePurpose;
  /** The observation an acknowledgement's link grants; null for a form's. */
  observationId: string | null;
  signerRole: 'mentor' | 'principal';
  signerName: string;
  signerEmail: string;
  expiresAt: string;
  usedAt: string | null;
  /** When the signer declined instead of signing (the link is used then too). */
  declinedAt: string | null;
}

/** A link's state at a moment: usable, used, or expired (a used link says used even after its expiry). */
export type LinkState = 'usable' | 'used' | 'expired';
export const linkState = (l: Pick<SignatureLink, 'usedAt' | 'expiresAt'>, now: Date): LinkState =>
  l.usedAt ? 'used' : Date.parse(l.expiresAt) <= now.getTime() ? 'expired' : 'usable';

const LINK_COLUMNS = `teacher_id AS "teacherId", purpose, observation_id AS "observationId", signer_role AS "signerRole",
  signer_name AS "signerName", signer_email AS "signerEmail", iso_ts(expires_at) AS "expiresAt",
  CASE WHEN used_at IS NULL THEN NULL ELSE iso_ts(used_at) END AS "usedAt",
  CASE WHEN declined_at IS NULL THEN NULL ELSE iso_ts(declined_at) END AS "declinedAt"`;

const RECEIPT_COLUMNS = `id, teacher_id AS "teacherId", purpose, observation_id AS "observationId", signer_role AS "signerRole",
  signer_name AS "signerName", signer_email AS "signerEmail", text_sha256 AS "textSha256", ip, iso_ts(signed_at) AS "signedAt",
  text_version AS "textVersion", document_id AS "documentId"`;

export interface SignatureInput {
  signerName: string;
  signedText: string;
  textSha256: string;
  ip: string;
  userAgent: string;
  now: Date;
}

/**
 * One-time links to people outside the portal and the signatures they give. Only a token's hash is stored; a link is
 * used once (its row keeps used_at so its page can say so), and the signature, the observation's stamp and the audit
 * row are written in one transaction.
 */
export function createSignaturesRepository(db: Database, teachers: TeachersRepository) {
  /** The link, locked, and its teacher's record, locked, while the link is usable at `now`; null otherwise. */
  async function lockUsable(tx: Sql, tokenHash: string, now: Date): Promise<{ link: SignatureLink; before: StoredTeacher } | null> {
    const [link] = await tx.query<SignatureLink>(`SELECT ${LINK_COLUMNS} FROM signature_links WHERE token_hash = $1 FOR UPDATE`, [
      tokenHash,
    ]);
    if (!link || linkState(link, now) !== 'usable') return null;
    return { link, before: await teachers.lock(tx, link.teacherId) };
  }

  return {
    /** Stores a link's hash (its e-mail is queued by the caller in the same transaction); the act is audited. */
    async issue(
      tx: Sql,
      o: {
        tokenHash: string;
        teacherId: string;
        purpose: SignaturePurpose;
        observationId: string | null;
        signerRole: 'mentor' | 'principal';
        signerName: string;
        signerEmail: string;
        actor: string;
        expiresAt: Date;
      },
    ): Promise<void> {
      await tx.query(
        `INSERT INTO signature_links (token_hash, teacher_id, purpose, observation_id, signer_role, signer_name, signer_email, sent_by, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, lower($7), $8, $9)`,
        [
          o.tokenHash,
          o.teacherId,
          o.purpose,
          o.observationId,
          o.signerRole,
          o.signerName,
          o.signerEmail,
          o.actor,
          o.expiresAt.toISOString(),
        ],
      );
      const to = o.signerEmail.toLowerCase();
      await recordAudit(tx, {
        entity: 'teacher',
        entityId: o.teacherId,
        action: 'update',
        actor: o.actor,
        changes: [
          o.observationId
            ? {
                field: `supervisions.list.${o.observationId}.mentorLink`,
                from: null,
                to: `Acknowledgement link e-mailed to the mentor at ${to}`,
              }
            : {
                field: `signatures.${o.purpose}.link`,
                from: null,
                to: `${SIGNATURE_PURPOSE_LABELS[o.purpose]}: signing link e-mailed to the ${o.signerRole} at ${to}`,
              },
        ],
      });
    },

    /** The links sent for a record, newest first (never a token or its hash). */
    async sent(teacherId: string): Promise<SignatureLinkSent[]> {
      return db.query<SignatureLinkSent>(
        `SELECT purpose, observation_id AS "observationId", signer_role AS "signerRole", signer_email AS "signerEmail",
                iso_ts(created_at) AS "sentAt", iso_ts(expires_at) AS "expiresAt",
                CASE WHEN used_at IS NULL THEN NULL ELSE iso_ts(used_at) END AS "usedAt",
                CASE WHEN declined_at IS NULL THEN NULL ELSE iso_ts(declined_at) END AS "declinedAt",
                decline_reason AS "declineReason"
           FROM signature_links WHERE teacher_id = $1 ORDER BY created_at DESC`,
        [teacherId],
      );
    },

    /** The link a token's hash names, used or not; null when there is none. */
    async byToken(tokenHash: string): Promise<SignatureLink | null> {
      const [r] = await db.query<SignatureLink>(`SELECT ${LINK_COLUMNS} FROM signature_links WHERE token_hash = $1`, [tokenHash]);
      return r ?? null;
    },

    /**
     * Signs through a link: null unless the link is still usable at `now` (checked under a row lock, so two answers
     * cannot both sign). `build` makes the text to sign from the record as it is now; the observation is stamped
     * mentorAcknowledgedAt and the link marked used.
     */
    async acknowledge(
      tokenHash: string,
      input: Omit<SignatureInput, 'signedText' | 'textSha256'>,
      build: (t: StoredTeacher, link: SignatureLink) => { signedText: string; textSha256: string } | null,
    ): Promise<SignatureReceipt | null> {
      return db.transaction(async (tx) => {
        const locked = await lockUsable(tx, tokenHash, input.now);
        if (!locked) return null;
        const { link, before } = locked;
        const built = build(before, link);
        if (!built) return null;
        const at = input.now.toISOString();
        const list = before.supervisions.list.map((o) => (o._id === link.observationId ? { ...o, mentorAcknowledgedAt: at } : o));
        await tx.query(
          `UPDATE teachers SET doc = doc || $2::jsonb, updated_at = greatest(clock_timestamp(), updated_at + interval '1 millisecond') WHERE id = $1`,
          [link.teacherId, json({ supervisions: { ...before.supervisions, list } })],
        );
        await tx.query(`UPDATE signature_links SET used_at = $2 WHERE token_hash = $1`, [tokenHash, at]);
        const id = newId();
        await tx.query(
          `INSERT INTO signatures (id, teacher_id, purpose, observation_id, signer_role, signer_name, signer_email, signed_text, text_sha256, ip, user_agent, signed_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
          [
            id,
            link.teacherId,
            link.purpose,
            link.observationId,
            link.signerRole,
            input.signerName,
            link.signerEmail,
            built.signedText,
            built.textSha256,
            input.ip,
            input.userAgent.slice(0, 500),
            at,
          ],
        );
        await recordAudit(tx, {
          entity: 'teacher',
          entityId: link.teacherId,
          action: 'update',
          actor: link.signerEmail,
          changes: [
            { field: `supervisions.list.${link.observationId}.mentorAcknowledgedAt`, from: null, to: at },
            {
              field: 'signatures',
              from: null,
              to: `Signed by ${input.signerName} (${link.signerEmail}) from ${input.ip}; SHA-256 ${built.textSha256}`,
            },
          ],
        });
        const [receipt] = await tx.query<SignatureReceipt>(`SELECT ${RECEIPT_COLUMNS} FROM signatures WHERE id = $1`, [id]);
        return receipt;
      });
    },

    /**
     * Signs a form through its link: null unless the link is still usable at `now` (under the row lock). `build` makes
     * the text to sign from the record as it is now; `store` records the signed PDF as the teacher's document in the
     * same transaction and answers its id. The link is marked used and the act audited.
     */
    async signForm(
      tokenHash: string,
      input: Omit<SignatureInput, 'signedText' | 'textSha256'> & { id: string },
      build: (t: StoredTeacher, link: SignatureLink) => { signedText: string; textSha256: string; textVersion: string } | null,
      store: (tx: Sql, t: StoredTeacher, built: { signedText: string; textSha256: string }) => Promise<string>,
    ): Promise<SignatureReceipt | null> {
      return db.transaction(async (tx) => {
        const locked = await lockUsable(tx, tokenHash, input.now);
        if (!locked) return null;
        const { link, before } = locked;
        const built = build(before, link);
        if (!built) return null;
        const at = input.now.toISOString();
        const documentId = await store(tx, before, built);
        await tx.query(`UPDATE signature_links SET used_at = $2 WHERE token_hash = $1`, [tokenHash, at]);
        await tx.query(
          `INSERT INTO signatures (id, teacher_id, purpose, observation_id, signer_role, signer_name, signer_email, signed_text, text_sha256,
                                   ip, user_agent, signed_at, text_version, document_id)
           VALUES ($1, $2, $3, NULL, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
          [
            input.id,
            link.teacherId,
            link.purpose,
            link.signerRole,
            input.signerName,
            link.signerEmail,
            built.signedText,
            built.textSha256,
            input.ip,
            input.userAgent.slice(0, 500),
            at,
            built.textVersion,
            documentId,
          ],
        );
        await recordAudit(tx, {
          entity: 'teacher',
          entityId: link.teacherId,
          action: 'update',
          actor: link.signerEmail,
          changes: [
            {
              field: `signatures.${link.purpose}`,
              from: null,
              to: `${SIGNATURE_PURPOSE_LABELS[link.purpose]} (${built.textVersion}) signed by ${input.signerName} (${link.signerEmail}) from ${input.ip}; SHA-256 ${built.textSha256}`,
            },
          ],
        });
        const [receipt] = await tx.query<SignatureReceipt>(`SELECT ${RECEIPT_COLUMNS} FROM signatures WHERE id = $1`, [input.id]);
        return receipt;
      });
    },

    /**
     * The signer declines the form instead of signing: null unless the link is still usable at `now` (under the row
     * lock, so a decline and a signature cannot both land). The link is marked used with when and why, and audited.
     */
    async decline(tokenHash: string, input: { reason: string; ip: string; now: Date }): Promise<{ declinedAt: string } | null> {
      return db.transaction(async (tx) => {
        const locked = await lockUsable(tx, tokenHash, input.now);
        if (!locked) return null;
        const { link } = locked;
        const at = input.now.toISOString();
        await tx.query(`UPDATE signature_links SET used_at = $2, declined_at = $2, decline_reason = $3 WHERE token_hash = $1`, [
          tokenHash,
          at,
          input.reason,
        ]);
        await recordAudit(tx, {
          entity: 'teacher',
          entityId: link.teacherId,
          action: 'update',
          actor: link.signerEmail,
          changes: [
            {
              field: `signatures.${link.purpose}.link`,
              from: null,
              to: `${SIGNATURE_PURPOSE_LABELS[link.purpose]}: declined by the ${link.signerRole} (${link.signerEmail}) from ${input.ip}: ${input.reason}`,
            },
          ],
        });
        return { declinedAt: at };
      });
    },

    /** A record's signatures with the text each signed, newest first. */
    async forTeacher(teacherId: string): Promise<(SignatureReceipt & { signedText: string })[]> {
      return db.query<SignatureReceipt & { signedText: string }>(
        `SELECT ${RECEIPT_COLUMNS}, signed_text AS "signedText" FROM signatures WHERE teacher_id = $1 ORDER BY signed_at DESC, id`,
        [teacherId],
      );
    },
  };
}
export type SignaturesRepository = ReturnType<typeof createSignaturesRepository>;
