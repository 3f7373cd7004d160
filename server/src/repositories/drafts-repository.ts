import type { TeacherDraft } from 'shared-domain';
import { json, type Database } from '../db/types';

/** Teacher-record drafts, one per user and teacher (migration 011). */
export function createDraftsRepository(db: Database) {
  const SELECT = `SELECT teacher_id AS "teacherId", doc AS values, base_updated_at AS "baseUpdatedAt", iso_ts(saved_at) AS "savedAt"
    FROM teacher_drafts`;
  return {
    async get(userId: string, teacherId: string): Promise<TeacherDraft | null> {
      return (await db.query<TeacherDraft>(`${SELECT} WHERE user_id = $1 AND teacher_id = $2`, [userId, teacherId]))[0] ?? null;
    },
    async put(userId: string, teacherId: string, values: Record<string, unknown>, baseUpdatedAt: string | null): Promise<TeacherDraft> {
      await db.query(
        `INSERT INTO teacher_drafts (user_id, teacher_id, doc, base_updated_at) VALUES ($1, $2, $3::jsonb, $4)
         ON CONFLICT (user_id, teacher_id) DO UPDATE SET doc = excluded.doc, base_updated_at = excluded.base_updated_at,
           saved_at = clock_timestamp()`,
        [userId, teacherId, json(values), baseUpdatedAt],
      );
      return (await this.get(userId, teacherId))!;
    },
    async remove(userId: string, teacherId: string): Promise<boolean> {
      return (
        (await db.query('DELETE FROM teacher_drafts WHERE user_id = $1 AND teacher_id = $2 RETURNING 1', [userId, teacherId])).length > 0
      );
    },
  };
}
export type DraftsRepository = ReturnType<typeof createDraftsRepository>;
