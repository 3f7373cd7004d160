import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DOCUMENT_KIND_LABELS,
  DOCUMENT_KINDS,
  DOCUMENT_LIMITS,
  documentIdParam,
  documentKindParam,
  documentReturnSchema,
  documentUndoSchema,
  documentVersionSchema,
  emptyBodySchema,
  EVIDENCE_MESSAGES,
  documentBeforePortalSchema,
  teacherDocumentsSchema,
  teacherIdParam,
  type DocumentVersion,
} from 'shared-domain';
import { badRequest, forbidden, notFound, NOT_FOUND } from '../../lib/http-errors';
import { caller } from '../../plugins/app/auth';
import { scanStoredFile, sniffStream } from '../../services/documents';
import { mails } from '../../services/mail-templates';
import { FileTooLargeError } from '../../storage/types';
import { replies } from '../responses';
import { myDocumentVersion } from '../teacher-area/views';
import { oneTeacher } from '../teachers/one-teacher';

const fileError = (message: string) => badRequest(message, { file: message });

/**
 * Zero-width and bidirectional controls (U+200B–U+200F, U+202A–U+202E, U+2066–U+2069, U+FEFF): a stored name with
 * them reads differently from what it is ("résumé\u202Efdp.exe" shows as "résuméexe.pdf").
 */
const INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/;

/** A file name safe for a header: no path, no control, quote, zero-width or bidi characters, at most 150 characters. */
export function safeFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = [...base]
    .filter((c) => c.charCodeAt(0) > 0x1f && c.charCodeAt(0) !== 0x7f && c !== '"' && !INVISIBLE.test(c))
    .join('')
    .trim()
    .slice(0, 150);
  return clean || 'document';
}
const asciiName = (name: string) => name.replace(/[^\x20-\x7e]/g, '_').replace(/[\\;]/g, '_');

/**
 * A teacher's documents: upload (multipart, checked by content, 10 MB while streaming, per-teacher limits,
 * the virus-scan hook), every version kept, authorised download as an attachment, an admin's Verify / Return.
 * A school never reaches a document (404, as if there were none); a supervisor kept to its own teachers is kept
 * so by the scope pre-handler (routes/index.ts).
 */
export default async function documentRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: DOCUMENT_LIMITS.maxFileBytes, files: 1, fields: 2, fieldSize: 1024, parts: 3 } });
  // Any other body type reaches the handler (and its 400) instead of a 415.
  app.addContentTypeParser('*', (_req, _payload, done) => done(null, undefined));
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { documents } = app.repos;
  const publicUrl = app.env.PUBLIC_URL;
  /** A version as the caller reads it: a teacher sees the program, never a staff e-mail. */
  const view = (
    req: FastifyRequest,
    teacherId: string,
    v: Omit<DocumentVersion, 'downloadUrl'> & { blobId?: string | null },
  ): DocumentVersion => {
    const { blobId, ...rest } = v;
    const out = { ...rest, downloadUrl: blobId ? `/api/teachers/${teacherId}/documents/${v._id}/file` : '' };
    const me = caller(req);
    return me.role === 'teacher' ? myDocumentVersion(out, me.email) : out;
  };
  /** Who may reach a teacher's documents: staff (their scope is checked before) and the teacher itself; never a school. */
  const mayRead = (req: FastifyRequest) => {
    const me = caller(req);
    const { id } = req.params as { id: string };
    if (me.role === 'school' || (me.role === 'teacher' && me.teacherId !== id)) throw notFound(EVIDENCE_MESSAGES.documentNotFound);
  };

  r.get(
    '/teachers/:id/documents',
    { preHandler: oneTeacher, schema: { params: teacherIdParam, response: replies({ 200: teacherDocumentsSchema }) } },
    async (req) => {
      mayRead(req);
      const t = await app.repos.teachers.get(req.params.id);
      if (!t) throw notFound(NOT_FOUND.teacher);
      const all = await documents.versions(t._id);
      const usage = await documents.usage(t._id);
      const { teacherCertification } = await app.repos.settings.get();
      return {
        teacherId: t._id,
        requireVerification: teacherCertification.requireDocumentVerification,
        kinds: DOCUMENT_KINDS.map((kind) => {
          const versions = all.filter((v) => v.kind === kind).map((v) => view(req, t._id, v));
          return { kind, label: DOCUMENT_KIND_LABELS[kind], current: versions[0] ?? null, versions };
        }),
        limits: {
          versions: usage.versions,
          maxVersions: DOCUMENT_LIMITS.maxVersionsPerTeacher,
          bytes: usage.bytes,
          maxBytes: DOCUMENT_LIMITS.maxBytesPerTeacher,
        },
      };
    },
  );

  r.post(
    '/teachers/:id/documents/:kind',
    {
      preHandler: oneTeacher,
      bodyLimit: DOCUMENT_LIMITS.maxFileBytes + 64 * 1024,
      schema: {
        description: 'multipart/form-data with one part `file`: a PDF, JPEG or PNG (by content), at most 10 MB. A new version of `kind`.',
        params: documentKindParam,
        response: replies({ 201: documentVersionSchema }),
      },
    },
    async (req, reply) => {
      const { id, kind } = req.params;
      mayRead(req);
      if (!(await app.repos.teachers.exists(id))) throw notFound(NOT_FOUND.teacher);
      // The teacher's limits are checked before a byte of the file is read.
      const room = await documents.roomFor(id);
      if (!req.isMultipart()) throw fileError(EVIDENCE_MESSAGES.notMultipart);
      let stored: Awaited<ReturnType<typeof app.storage.put>> | null = null;
      let meta: { name: string; type: Awaited<ReturnType<typeof sniffStream>>['type'] } | null = null;
      try {
        for await (const part of req.parts()) {
          if (part.type !== 'file' || part.fieldname !== 'file' || stored) {
            if (part.type === 'file') part.file.resume();
            continue;
          }
          const { type, rest } = await sniffStream(part.file);
          if (!type) {
            part.file.resume();
            throw fileError(EVIDENCE_MESSAGES.fileType);
          }
          stored = await app.storage.put(rest, { maxBytes: Math.min(DOCUMENT_LIMITS.maxFileBytes, room) });
          // @fastify/multipart cut the stream at its own limit: the file was larger.
          if (part.file.truncated) {
            await app.storage.remove(stored.id);
            stored = null;
            throw fileError(EVIDENCE_MESSAGES.fileTooLarge);
          }
          meta = { name: safeFileName(part.filename), type };
        }
      } catch (err) {
        if (stored) await app.storage.remove(stored.id);
        if (err instanceof FileTooLargeError)
          throw fileError(err.maxBytes < DOCUMENT_LIMITS.maxFileBytes ? EVIDENCE_MESSAGES.tooManyBytes : EVIDENCE_MESSAGES.fileTooLarge);
        const code = (err as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileError(EVIDENCE_MESSAGES.fileTooLarge);
        if (typeof code === 'string' && code.startsWith('FST_')) throw fileError((err as Error).message);
        throw err;
      }
      if (!stored || !meta?.type) throw fileError(EVIDENCE_MESSAGES.fileRequired);
      const command = app.env.DOCUMENT_SCAN_COMMAND;
      if (command) {
        const verdict = await scanStoredFile(app.storage, stored.id, command);
        if (verdict !== 'clean') {
          await app.storage.remove(stored.id);
          req.log.warn({ verdict, teacherId: id, kind }, 'document refused by the virus scan');
          throw fileError(verdict === 'infected' ? EVIDENCE_MESSAGES.scanRefused : EVIDENCE_MESSAGES.scanFailed);
        }
      }
      try {
        const saved = await documents.add(
          id,
          kind,
          { ...stored, name: meta.name, type: meta.type },
          { actor: caller(req).email, storage: app.storage, publicUrl },
        );
        return reply.code(201).send(view(req, id, saved));
      } catch (err) {
        await app.storage.remove(stored.id);
        throw err;
      }
    },
  );

  r.get(
    '/teachers/:id/documents/:documentId/file',
    {
      preHandler: oneTeacher,
      schema: {
        description: 'The file, as an attachment with its stored content type (never rendered from the portal origin).',
        params: documentIdParam,
        response: replies({ 200: z.unknown().describe('the file (application/pdf, image/jpeg or image/png)') }),
      },
    },
    async (req, reply) => {
      mayRead(req);
      const v = await documents.one(req.params.id, req.params.documentId);
      const stream = v?.blobId && v.contentType ? await app.storage.open(v.blobId) : null;
      if (!v || !v.contentType || !stream) throw notFound(EVIDENCE_MESSAGES.documentNotFound);
      return reply
        .type(v.contentType)
        .header('content-length', String(v.size))
        .header(
          'content-disposition',
          `attachment; filename="${asciiName(v.fileName)}"; filename*=UTF-8''${encodeURIComponent(v.fileName)}`,
        )
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "sandbox; default-src 'none'")
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  );

  /** A review route's request, named on both routes: beside their preHandler, the shared handler's type is not inferred. */
  type ReviewRoute = { Params: z.infer<typeof documentIdParam>; Body: unknown };
  const review = (decision: 'verified' | 'returned') => async (req: FastifyRequest<ReviewRoute>) => {
    const me = caller(req);
    if (me.role !== 'admin') throw forbidden(EVIDENCE_MESSAGES.verifyAdminOnly);
    const reason = decision === 'returned' ? (req.body as { reason: string }).reason : undefined;
    const saved = await documents.review(req.params.id, req.params.documentId, {
      decision,
      reason,
      actor: me.email,
      publicUrl,
      mail:
        decision === 'returned'
          ? async (tx, t, v) => {
              if (t.contact.email)
                await app.mailer.enqueue(
                  tx,
                  mails.documentReturned(t.contact.email, DOCUMENT_KIND_LABELS[v.kind], reason ?? '', publicUrl),
                );
            }
          : undefined,
    });
    app.mailer.kick();
    return view(req, req.params.id, saved);
  };
  r.post(
    '/teachers/:id/documents/:kind/before-portal',
    {
      preHandler: oneTeacher,
      schema: {
        description:
          'Staff record a paper form seen before the portal kept files (no file): a new version of `kind`, with who, when and the note, awaiting verification like an upload.',
        params: documentKindParam,
        body: documentBeforePortalSchema,
        response: replies({ 201: documentVersionSchema }),
      },
    },
    async (req, reply) => {
      const me = caller(req);
      mayRead(req);
      if (me.role === 'teacher') throw forbidden(EVIDENCE_MESSAGES.beforePortalStaffOnly);
      const saved = await documents.recordBeforePortal(req.params.id, req.params.kind, { note: req.body.note, actor: me.email, publicUrl });
      return reply.code(201).send(view(req, req.params.id, saved));
    },
  );
  r.post<ReviewRoute>(
    '/teachers/:id/documents/:documentId/verify',
    {
      preHandler: oneTeacher,
      schema: { params: documentIdParam, body: emptyBodySchema, response: replies({ 200: documentVersionSchema }) },
    },
    review('verified'),
  );
  r.post<ReviewRoute>(
    '/teachers/:id/documents/:documentId/return',
    {
      preHandler: oneTeacher,
      schema: { params: documentIdParam, body: documentReturnSchema, response: replies({ 200: documentVersionSchema }) },
    },
    review('returned'),
  );
  // The body names the status the act set: an undo that no longer matches the version is refused, not guessed at.
  r.post(
    '/teachers/:id/documents/:documentId/undo',
    {
      preHandler: oneTeacher,
      schema: { params: documentIdParam, body: documentUndoSchema, response: replies({ 200: documentVersionSchema }) },
    },
    async (req) => {
      const me = caller(req);
      if (me.role !== 'admin') throw forbidden(EVIDENCE_MESSAGES.verifyAdminOnly);
      const saved = await documents.undoReview(req.params.id, req.params.documentId, req.body.status, { actor: me.email, publicUrl });
      return view(req, req.params.id, saved);
    },
  );
}
