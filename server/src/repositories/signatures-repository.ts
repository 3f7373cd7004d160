import type { SignatureReceipt, StoredTeacher } from 'shared-domain';
import { json, type Database, type Sql } from '../db/types';
import { newId } from '../lib/ids';
import { recordAudit } from './audit-repository';
import type { TeachersRepository } from './teachers-repository';

/** A link as its page needs it: what it grants, and whether it can still be used. */
export interface SignatureLink {
  teacherId: string;
  purpose: 'observation-feedback';
  observationId: string;
  signerRole: 'mentor';
  signerName: string;
  signerEmail: string;
  expiresAt: string;
  usedAt: string | null;
}

/** A link's state at a moment: usable, used, or expired (a used link says used even after its expiry). */
export type LinkState = 'usable' | 'used' | 'expired';
export const linkState = (l: Pick<SignatureLink, 'usedAt' | 'expiresAt'>, now: Date): LinkState =>
  l.usedAt ? 'used' : Date.parse(l.expiresAt) <= now.getTime() ? 'expired' : 'usable';

const LINK_COLUMNS = `teacher_id AS "teacherId", purpose, observation_id AS "observationId", signer_role AS "signerRole",
  signer_name AS "signerName", signer_email AS "signerEmail", iso_ts(expires_at) AS "expiresAt",
  CASE WHEN used_at IS NULL THEN NULL ELSE iso_ts(used_at) END AS "usedAt"`;

const RECEIPT_COLUMNS = `id, teacher_id AS "teacherId", purpose, observation_id AS "observationId", signer_role AS "signerRole",
  signer_name AS "signerName", signer_email AS "signerEmail", text_sha256 AS "textSha256", ip, iso_ts(signed_at) AS "signedAt"`;

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
  return {
    /** Stores a link's hash; `mail` queues its e-mail in the same transaction; the act is audited. */
    async issue(
      tx: Sql,
      o: {
        tokenHash: string;
        teacherId: string;
        observationId: string;
        signerName: string;
        signerEmail: string;
        actor: string;
        expiresAt: Date;
      },
    ): Promise<void> {
      await tx.query(
        `INSERT INTO signature_links (token_hash, teacher_id, purpose, observation_id, signer_role, signer_name, signer_email, sent_by, expires_at)
         VALUES ($1, $2, 'observation-feedback', $3, 'mentor', $4, lower($5), $6, $7)`,
        [o.tokenHash, o.teacherId, o.observationId, o.signerName, o.signerEmail, o.actor, o.expiresAt.toISOString()],
      );
      await recordAudit(tx, {
        entity: 'teacher',
        entityId: o.teacherId,
        action: 'update',
        actor: o.actor,
        changes: [
          {
            field: `supervisions.list.${o.observationId}.mentorLink`,
            from: null,
            to: `Acknowledgement link e-mailed to the mentor at ${o.signerEmail.toLowerCase()}`,
          },
        ],
      });
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
        const [link] = await tx.query<SignatureLink>(`SELECT ${LINK_COLUMNS} FROM signature_links WHERE token_hash = $1 FOR UPDATE`, [
          tokenHash,
        ]);
        if (!link || linkState(link, input.now) !== 'usable') return null;
        const before = await teachers.lock(tx, link.teacherId);
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
