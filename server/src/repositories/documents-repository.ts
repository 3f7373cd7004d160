import {
  DOCUMENT_KIND_LABELS,
  DOCUMENT_LIMITS,
  EVIDENCE_MESSAGES,
  isFormKind,
  type DocumentKind,
  type DocumentType,
  type DocumentVersion,
  type StoredTeacher,
  UNDO_MESSAGES,
} from 'shared-domain';
import { json, type Database, type Sql } from '../db/types';
import { diff, type FieldChange } from '../lib/diff';
import { conflict, HttpError, notFound } from '../lib/http-errors';
import { newId } from '../lib/ids';
import type { FileStorage, StoredFile } from '../storage/types';
import { previousValues, recordAudit, undoableAct } from './audit-repository';
import type { TeachersRepository } from './teachers-repository';

type Row = Omit<DocumentVersion, 'downloadUrl'> & { blobId: string | null };
const VERSION_JSON = `jsonb_build_object('_id', d.id, 'kind', d.kind, 'version', d.version, 'fileName', d.file_name,
  'contentType', d.content_type, 'size', d.size, 'uploadedBy', d.uploaded_by, 'uploadedAt', iso_ts(d.uploaded_at),
  'status', d.status, 'reviewedBy', d.reviewed_by, 'reviewedAt', CASE WHEN d.reviewed_at IS NULL THEN NULL ELSE iso_ts(d.reviewed_at) END,
  'returnReason', d.return_reason, 'source', d.source, 'note', d.note, 'blobId', d.blob_id)`;

/** The authorised download route of a version (an absolute address: the record's `link` fields take only those). */
export const documentFileUrl = (publicUrl: string, teacherId: string, documentId: string) =>
  `${publicUrl}/api/teachers/${teacherId}/documents/${documentId}/file`;

/** A version's review as stored: what an undo puts back. */
type ReviewState = { status: Row['status']; reviewedBy: string | null; reviewedAt: string | null; returnReason: string };

/** The review's fields that an act changed, as `documents.<kind>.<field>` (what its undo reads back). */
const reviewChanges = (kind: DocumentKind, from: ReviewState, to: ReviewState) =>
  diff({ documents: { [kind]: from } }, { documents: { [kind]: to } });

/** A form's formsStatus item as the store says it is. */
function formItem(v: Row, publicUrl: string, teacherId: string) {
  return {
    uploaded: v.status !== 'returned',
    link: v.blobId ? documentFileUrl(publicUrl, teacherId, v._id) : '',
    verified: v.status === 'verified',
    verifiedBy: v.status === 'verified' ? (v.reviewedBy ?? '') : '',
    verifiedAt: v.status === 'verified' ? (v.reviewedAt ?? '') : '',
  };
}

/**
 * A teacher's documents: every version kept, the current one being the newest of its kind. Each change
 * (upload, verification, return) is one transaction: the version's row, the record's formsStatus for the two intern
 * forms (which follow the store) and one audit row on the teacher.
 */
export function createDocumentsRepository(db: Database, teachers: TeachersRepository) {
  const versions = async (teacherId: string, q: Sql = db): Promise<Row[]> =>
    (
      await q.query<{ j: Row }>(`SELECT ${VERSION_JSON} AS j FROM documents d WHERE d.teacher_id = $1 ORDER BY d.kind, d.version DESC`, [
        teacherId,
      ])
    ).map((r) => r.j);

  const one = async (teacherId: string, documentId: string, q: Sql = db): Promise<Row | null> =>
    (
      await q.query<{ j: Row }>(`SELECT ${VERSION_JSON} AS j FROM documents d WHERE d.teacher_id = $1 AND d.id = $2`, [
        teacherId,
        documentId,
      ])
    )[0]?.j ?? null;

  const usage = async (teacherId: string, q: Sql = db) =>
    (
      await q.query<{ versions: number; bytes: number }>(
        'SELECT count(*)::int AS versions, coalesce(sum(size), 0)::float8 AS bytes FROM documents WHERE teacher_id = $1',
        [teacherId],
      )
    )[0];

  /**
   * A version's review as stored (the timestamp to the microsecond): an act's audit row keeps it before and after, so
   * that its undo puts back exactly what was there.
   */
  const reviewState = async (q: Sql, documentId: string): Promise<ReviewState> =>
    (
      await q.query<{ j: ReviewState }>(
        `SELECT jsonb_build_object('status', status, 'reviewedBy', reviewed_by, 'reviewedAt', reviewed_at, 'returnReason', return_reason) AS j
           FROM documents WHERE id = $1`,
        [documentId],
      )
    )[0].j;
  const writeReview = (q: Sql, documentId: string, r: ReviewState) =>
    q.query('UPDATE documents SET status = $2, reviewed_by = $3, reviewed_at = $4::timestamptz, return_reason = $5 WHERE id = $1', [
      documentId,
      r.status,
      r.reviewedBy,
      r.reviewedAt,
      r.returnReason,
    ]);

  /** Writes a form's formsStatus item from the store and the audit row of the change, bumping updatedAt. */
  async function writeForm(
    tx: Sql,
    before: StoredTeacher,
    v: Row,
    publicUrl: string,
    actor: string,
    change: FieldChange,
    more: { changes?: FieldChange[]; action?: 'update' | 'undo' } = {},
  ) {
    const changes: FieldChange[] = [change, ...(more.changes ?? [])];
    if (isFormKind(v.kind)) {
      const item = formItem(v, publicUrl, before._id);
      const was = before.formsStatus[v.kind];
      for (const [k, to] of Object.entries(item)) {
        const from = (was as Record<string, unknown>)[k];
        if (from !== to) changes.push({ field: `formsStatus.${v.kind}.${k}`, from, to });
      }
      await tx.query(
        `UPDATE teachers SET doc = jsonb_set(doc, $2::text[], $3::jsonb, true),
                updated_at = greatest(clock_timestamp(), updated_at + interval '1 millisecond')
          WHERE id = $1`,
        [before._id, ['formsStatus', v.kind], json(item)],
      );
    }
    await recordAudit(tx, { entity: 'teacher', entityId: before._id, action: more.action ?? 'update', actor, changes });
  }

  async function addVersion(
    tx: Sql,
    before: StoredTeacher,
    kind: DocumentKind,
    file: StoredFile & { name: string; type: DocumentType },
    o: { actor: string; storage: FileStorage; publicUrl: string },
  ): Promise<Row> {
    await o.storage.commit(tx, file.id);
    const id = newId();
    await tx.query(
      `INSERT INTO documents (id, teacher_id, kind, version, blob_id, file_name, content_type, size, uploaded_by)
       VALUES ($1, $2, $3, coalesce((SELECT max(version) FROM documents WHERE teacher_id = $2 AND kind = $3), 0) + 1, $4, $5, $6, $7, $8)`,
      [id, before._id, kind, file.id, file.name, file.type, file.size, o.actor],
    );
    const v = (await one(before._id, id, tx))!;
    await writeForm(tx, before, v, o.publicUrl, o.actor, {
      field: `documents.${kind}`,
      from: null,
      to: `${DOCUMENT_KIND_LABELS[kind]} version ${v.version} uploaded: ${file.name} (${file.type}, ${file.size} bytes, sha256 ${file.sha256})`,
    });
    return v;
  }

  return {
    versions,
    one,
    usage,

    /** Refuses (before any byte is read) an upload past the teacher's count or size limits; answers the bytes left. */
    async roomFor(teacherId: string): Promise<number> {
      const u = await usage(teacherId);
      if (u.versions >= DOCUMENT_LIMITS.maxVersionsPerTeacher)
        throw new HttpError(400, EVIDENCE_MESSAGES.tooManyVersions, { fieldErrors: { file: EVIDENCE_MESSAGES.tooManyVersions } });
      const left = DOCUMENT_LIMITS.maxBytesPerTeacher - u.bytes;
      if (left <= 0) throw new HttpError(400, EVIDENCE_MESSAGES.tooManyBytes, { fieldErrors: { file: EVIDENCE_MESSAGES.tooManyBytes } });
      return left;
    },

    /** Records a stored file as the new current version of `kind` (the limits are checked again under the lock). */
    async add(
      teacherId: string,
      kind: DocumentKind,
      file: StoredFile & { name: string; type: DocumentType },
      o: { actor: string; storage: FileStorage; publicUrl: string },
    ): Promise<Row> {
      return db.transaction(async (tx) => {
        const before = await teachers.lock(tx, teacherId);
        const u = await usage(teacherId, tx);
        if (u.versions >= DOCUMENT_LIMITS.maxVersionsPerTeacher)
          throw new HttpError(400, EVIDENCE_MESSAGES.tooManyVersions, { fieldErrors: { file: EVIDENCE_MESSAGES.tooManyVersions } });
        if (u.bytes + file.size > DOCUMENT_LIMITS.maxBytesPerTeacher)
          throw new HttpError(400, EVIDENCE_MESSAGES.tooManyBytes, { fieldErrors: { file: EVIDENCE_MESSAGES.tooManyBytes } });
        return addVersion(tx, before, kind, file, o);
      });
    },

    /**
     * Records a stored file as the new current version of `kind` inside the caller's transaction, the teacher locked
     * by it (a signed form's PDF, stored with its signature).
     */
    addVersion,

    /** An admin verifies the current version of a document, or returns it with a reason (`mail` queues the teacher's e-mail). */
    async review(
      teacherId: string,
      documentId: string,
      o: {
        decision: 'verified' | 'returned';
        reason?: string;
        actor: string;
        publicUrl: string;
        mail?: (tx: Sql, t: StoredTeacher, v: Row) => Promise<void>;
      },
    ): Promise<Row> {
      return db.transaction(async (tx) => {
        const before = await teachers.lock(tx, teacherId);
        const v = await one(teacherId, documentId, tx);
        if (!v) throw notFound(EVIDENCE_MESSAGES.documentNotFound);
        const [latest] = await tx.query<{ id: string }>(
          'SELECT id FROM documents WHERE teacher_id = $1 AND kind = $2 ORDER BY version DESC LIMIT 1',
          [teacherId, v.kind],
        );
        if (latest.id !== documentId) throw conflict(EVIDENCE_MESSAGES.notCurrent);
        const was = await reviewState(tx, documentId);
        await tx.query(
          `UPDATE documents SET status = $2, reviewed_by = $3, reviewed_at = clock_timestamp(), return_reason = $4 WHERE id = $1`,
          [documentId, o.decision, o.actor, o.decision === 'returned' ? (o.reason ?? '') : ''],
        );
        const after = (await one(teacherId, documentId, tx))!;
        const label = `${DOCUMENT_KIND_LABELS[v.kind]} version ${v.version}`;
        await writeForm(
          tx,
          before,
          after,
          o.publicUrl,
          o.actor,
          {
            field: `documents.${v.kind}`,
            from: v.status,
            to: o.decision === 'verified' ? `${label} verified` : `${label} returned: ${o.reason}`,
          },
          { changes: reviewChanges(v.kind, was, await reviewState(tx, documentId)) },
        );
        if (o.mail) await o.mail(tx, before, after);
        return after;
      });
    },

    /**
     * Takes back the actor's own verification or return (`undone`) of a version within the undo window: only when it
     * is the teacher's last audited change and the version still has that status. The review before it comes back as
     * it was (who, when, the reason) and the record's form follows; the act's audit row stays, the undo is its own.
     */
    async undoReview(teacherId: string, documentId: string, undone: 'verified' | 'returned', o: { actor: string; publicUrl: string }) {
      return db.transaction(async (tx) => {
        const before = await teachers.lock(tx, teacherId);
        const v = await one(teacherId, documentId, tx);
        if (!v) throw notFound(EVIDENCE_MESSAGES.documentNotFound);
        if (v.status !== undone) throw conflict(UNDO_MESSAGES.nothingToUndo);
        const prefix = `documents.${v.kind}`;
        const act = await undoableAct(tx, { entity: 'teacher', entityId: teacherId }, o.actor, (changes) =>
          changes.some((c) => c.field === `${prefix}.status` && c.to === undone),
        );
        const was = await reviewState(tx, documentId);
        await writeReview(tx, documentId, { ...was, ...previousValues(act, prefix) });
        const after = (await one(teacherId, documentId, tx))!;
        const label = `${DOCUMENT_KIND_LABELS[v.kind]} version ${v.version}`;
        await writeForm(
          tx,
          before,
          after,
          o.publicUrl,
          o.actor,
          { field: prefix, from: `${label} ${undone}`, to: `Undone: ${label} ${undone}; ${after.status} again` },
          { changes: reviewChanges(v.kind, was, await reviewState(tx, documentId)), action: 'undo' },
        );
        return after;
      });
    },

    /**
     * Staff record a paper form seen before the portal kept files: a new version of `kind` without a file, awaiting
     * verification like an upload, shown everywhere as recorded before the portal with its note.
     */
    async recordBeforePortal(teacherId: string, kind: DocumentKind, o: { note: string; actor: string; publicUrl: string }): Promise<Row> {
      return db.transaction(async (tx) => {
        const before = await teachers.lock(tx, teacherId);
        const id = newId();
        await tx.query(
          `INSERT INTO documents (id, teacher_id, kind, version, blob_id, file_name, content_type, size, uploaded_by, source, note)
           VALUES ($1, $2, $3, coalesce((SELECT max(version) FROM documents WHERE teacher_id = $2 AND kind = $3), 0) + 1,
                   NULL, '', NULL, 0, $4, 'before_portal', $5)`,
          [id, teacherId, kind, o.actor, o.note],
        );
        const v = (await one(teacherId, id, tx))!;
        await writeForm(tx, before, v, o.publicUrl, o.actor, {
          field: `documents.${kind}`,
          from: null,
          to: `${DOCUMENT_KIND_LABELS[kind]} version ${v.version} recorded before the portal: ${o.note}`,
        });
        return v;
      });
    },
  };
}
export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;
