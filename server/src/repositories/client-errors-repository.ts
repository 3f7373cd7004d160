import { CLIENT_ERRORS_KEPT, CLIENT_ERRORS_LISTED, type ClientError, type ClientErrorKind, type Role } from 'shared-domain';
import type { Sql } from '../db/types';
import { newId } from '../lib/ids';

export interface ClientErrorInput {
  area: ClientError['area'];
  kind: ClientErrorKind;
  page: string;
  message: string;
  stack: string;
  release: string;
  role: Role | null;
}

const CLIENT_ERROR_JSON = `jsonb_build_object('_id', id, 'area', area, 'kind', kind, 'page', page, 'message', message,
  'stack', stack, 'release', release, 'role', role, 'createdAt', iso_ts(created_at))`;

/** The browser's error reports: a bounded log (the newest `keep` rows), read by admins. */
export function createClientErrorsRepository(db: Sql, { keep = CLIENT_ERRORS_KEPT }: { keep?: number } = {}) {
  return {
    /** Stores one report and prunes what falls beyond the newest `keep`. */
    async add(e: ClientErrorInput): Promise<string> {
      const id = newId();
      await db.query(
        'INSERT INTO client_errors (id, area, kind, page, message, stack, release, role) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
        [id, e.area, e.kind, e.page, e.message, e.stack, e.release, e.role],
      );
      await db.query(
        `DELETE FROM client_errors
          WHERE seq <= (SELECT seq FROM client_errors ORDER BY seq DESC OFFSET $1 LIMIT 1)`,
        [keep],
      );
      return id;
    },
    async list(limit = CLIENT_ERRORS_LISTED): Promise<ClientError[]> {
      const rows = await db.query<{ j: ClientError }>(`SELECT ${CLIENT_ERROR_JSON} AS j FROM client_errors ORDER BY seq DESC LIMIT $1`, [
        limit,
      ]);
      return rows.map((r) => r.j);
    },
  };
}
export type ClientErrorsRepository = ReturnType<typeof createClientErrorsRepository>;
