import { systemSettingsSchema, type Inquiry, type InquiryInput, type SystemSettings } from 'shared-domain';
import { json, type Database } from '../db/types';
import { notFound, NOT_FOUND } from '../lib/http-errors';
import { newId } from '../lib/ids';

const INQUIRY_JSON = `jsonb_build_object('_id', id, 'name', name, 'email', email, 'organization', organization, 'role', role,
  'inquiryType', inquiry_type, 'phone', phone, 'message', message, 'createdAt', iso_ts(created_at), 'handled', handled,
  'handledAt', CASE WHEN handled_at IS NULL THEN NULL ELSE iso_ts(handled_at) END)`;

export function createInquiriesRepository(db: Database) {
  return {
    async create(i: InquiryInput): Promise<Inquiry> {
      const [row] = await db.query<{ j: Inquiry }>(
        `INSERT INTO inquiries (id, name, email, organization, role, inquiry_type, phone, message)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${INQUIRY_JSON} AS j`,
        [newId(), i.name, i.email, i.organization, i.role, i.inquiryType, i.phone ?? '', i.message],
      );
      return row.j;
    },
    async list(): Promise<Inquiry[]> {
      return (await db.query<{ j: Inquiry }>(`SELECT ${INQUIRY_JSON} AS j FROM inquiries ORDER BY created_at DESC, id`)).map((r) => r.j);
    },
    async setHandled(id: string, handled: boolean): Promise<Inquiry> {
      const [row] = await db.query<{ j: Inquiry }>(
        `UPDATE inquiries SET handled = $2, handled_at = CASE WHEN $2 THEN coalesce(handled_at, clock_timestamp()) END
          WHERE id = $1 RETURNING ${INQUIRY_JSON} AS j`,
        [id, handled],
      );
      if (!row) throw notFound(NOT_FOUND.inquiry);
      return row.j;
    },
  };
}

export function createSettingsRepository(db: Database) {
  return {
    /** The saved settings, completed with the defaults of groups or fields never saved. */
    async get(): Promise<SystemSettings> {
      const [row] = await db.query<{ value: unknown }>(`SELECT value FROM system_settings WHERE key = 'system'`);
      const parsed = systemSettingsSchema.safeParse(row?.value ?? {});
      return parsed.success ? parsed.data : systemSettingsSchema.parse({});
    },
    async save(s: SystemSettings): Promise<SystemSettings> {
      await db.query(
        `INSERT INTO system_settings (key, value) VALUES ('system', $1::jsonb)
         ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = clock_timestamp()`,
        [json(s)],
      );
      return s;
    },
  };
}
export type InquiriesRepository = ReturnType<typeof createInquiriesRepository>;
export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
