import type { Inquiry, InquiryInput, InquiryPage } from 'shared-domain';
import type { Database } from '../db/types';
import { notFound, NOT_FOUND } from '../lib/http-errors';
import { newId } from '../lib/ids';
import { recordChange } from './audit-repository';

const INQUIRY_JSON = `jsonb_build_object('_id', id, 'name', name, 'email', email, 'organization', organization, 'role', role,
  'inquiryType', inquiry_type, 'phone', phone, 'message', message, 'createdAt', iso_ts(created_at), 'handled', handled,
  'handledAt', CASE WHEN handled_at IS NULL THEN NULL ELSE iso_ts(handled_at) END)`;

/** What an inquiry update can change (the submission itself is never edited). */
const inquiryAuditView = (i: Inquiry) => ({ handled: i.handled, handledAt: i.handledAt });

export function createInquiriesRepository(db: Database) {
  return {
    /**
     * The public contact form. Not audited: nobody signed in acts, and the row already holds what was sent and
     * when (createdAt); only staff changes to it (handled) are.
     */
    async create(i: InquiryInput): Promise<Inquiry> {
      const [row] = await db.query<{ j: Inquiry }>(
        `INSERT INTO inquiries (id, name, email, organization, role, inquiry_type, phone, message)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${INQUIRY_JSON} AS j`,
        [newId(), i.name, i.email, i.organization, i.role, i.inquiryType, i.phone ?? '', i.message],
      );
      return row.j;
    },
    /**
     * Every inquiry, newest first, as JSON texts `size` at a time (a keyset on the order): the unpaged answer is streamed
     * and no query holds the whole table.
     */
    async *allText(size: number): AsyncGenerator<string[]> {
      let after: [string, string] | null = null;
      for (;;) {
        const rows: { j: string; at: string; id: string }[] = await db.query(
          `SELECT (${INQUIRY_JSON})::text AS j, created_at::text AS at, id::text AS id FROM inquiries
            ${after ? 'WHERE (created_at, id) < ($2::timestamptz, $3::uuid) ' : ''}ORDER BY created_at DESC, id DESC LIMIT $1`,
          [size, ...(after ?? [])],
        );
        if (rows.length) yield rows.map((r) => r.j);
        if (rows.length < size) return;
        const last = rows[rows.length - 1];
        after = [last.at, last.id];
      }
    },
    /** One page, newest first (only the ones not handled with `onlyNew`), with the counts of all of them. */
    async page(o: { page: number; pageSize: number; onlyNew: boolean }): Promise<InquiryPage> {
      const where = o.onlyNew ? 'WHERE NOT handled' : '';
      const [rows, [counts]] = await Promise.all([
        db.query<{ j: Inquiry }>(
          `SELECT ${INQUIRY_JSON} AS j FROM inquiries ${where} ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2`,
          [o.pageSize, (o.page - 1) * o.pageSize],
        ),
        db.query<{ n: number; n_open: number }>(
          'SELECT count(*)::int AS n, count(*) FILTER (WHERE NOT handled)::int AS n_open FROM inquiries',
        ),
      ]);
      const all = Number(counts.n);
      const open = Number(counts.n_open);
      return { inquiries: rows.map((r) => r.j), total: o.onlyNew ? open : all, open, all, page: o.page, pageSize: o.pageSize };
    },
    async setHandled(id: string, handled: boolean, actor: string): Promise<Inquiry> {
      return db.transaction(async (tx) => {
        const [before] = await tx.query<{ j: Inquiry }>(`SELECT ${INQUIRY_JSON} AS j FROM inquiries WHERE id = $1 FOR UPDATE`, [id]);
        if (!before) throw notFound(NOT_FOUND.inquiry);
        const [row] = await tx.query<{ j: Inquiry }>(
          `UPDATE inquiries SET handled = $2, handled_at = CASE WHEN $2 THEN coalesce(handled_at, clock_timestamp()) END
            WHERE id = $1 RETURNING ${INQUIRY_JSON} AS j`,
          [id, handled],
        );
        await recordChange(tx, { entity: 'inquiry', entityId: id, actor }, inquiryAuditView, before.j, row.j);
        return row.j;
      });
    },
  };
}
export type InquiriesRepository = ReturnType<typeof createInquiriesRepository>;
