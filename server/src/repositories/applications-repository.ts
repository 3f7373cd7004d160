import type { Application, ApplicationDraft } from 'shared-domain';
import { json, type Database, type Sql } from '../db/types';
import { newId } from '../lib/ids';

interface Row {
  data: ApplicationDraft;
  submitted_at: string | null;
  updated_at: string;
  teacher_id: string | null;
}
const COLUMNS = `data, teacher_id, CASE WHEN submitted_at IS NULL THEN NULL ELSE iso_ts(submitted_at) END AS submitted_at,
  iso_ts(updated_at) AS updated_at`;
const toApplication = (r: Row): Application => ({ ...r.data, submittedAt: r.submitted_at, updatedAt: r.updated_at });

/**
 * The public site's application drafts, found by the hash of their secret. Not audited while a draft: nobody signed
 * in acts and the row holds what was entered; the submission's record creation is audited by the teachers repository.
 */
export function createApplicationsRepository(db: Database) {
  const bySecret = async (secretHash: string) => {
    const [row] = await db.query<Row>(`SELECT ${COLUMNS} FROM admission_applications WHERE secret_hash = $1`, [secretHash]);
    return row;
  };
  return {
    /** A new draft; `then` runs in its transaction (the resume link's e-mail is queued with it). */
    async create(secretHash: string, draft: ApplicationDraft, then?: (tx: Sql) => Promise<void>): Promise<Application> {
      return db.transaction(async (tx) => {
        const [row] = await tx.query<Row>(
          `INSERT INTO admission_applications (id, secret_hash, data) VALUES ($1, $2, $3::jsonb) RETURNING ${COLUMNS}`,
          [newId(), secretHash, json(draft)],
        );
        await then?.(tx);
        return toApplication(row);
      });
    },
    async get(secretHash: string): Promise<Application | null> {
      const row = await bySecret(secretHash);
      return row ? toApplication(row) : null;
    },
    /** Saves a draft; null when there is none or it is already submitted (submitted applications are read only). */
    async save(secretHash: string, draft: ApplicationDraft): Promise<Application | 'submitted' | null> {
      const [row] = await db.query<Row>(
        `UPDATE admission_applications SET data = $2::jsonb, updated_at = clock_timestamp()
         WHERE secret_hash = $1 AND submitted_at IS NULL RETURNING ${COLUMNS}`,
        [secretHash, json(draft)],
      );
      if (row) return toApplication(row);
      return (await bySecret(secretHash)) ? 'submitted' : null;
    },
    /**
     * Marks the draft submitted once, inside the submission's transaction (the candidate it became is written in the
     * same one); null when it already was.
     */
    async markSubmitted(tx: Sql, secretHash: string, teacherId: string): Promise<string | null> {
      const [row] = await tx.query<{ submitted_at: string }>(
        `UPDATE admission_applications SET submitted_at = clock_timestamp(), teacher_id = $2
         WHERE secret_hash = $1 AND submitted_at IS NULL RETURNING iso_ts(submitted_at) AS submitted_at`,
        [secretHash, teacherId],
      );
      return row?.submitted_at ?? null;
    },
  };
}
export type ApplicationsRepository = ReturnType<typeof createApplicationsRepository>;
