import { Readable } from 'node:stream';
import { createBrotliCompress, createGzip, constants as zlib } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applyDocumentVerification,
  availableTeacherSchema,
  checklistRules,
  csvLine,
  TEACHER_CSV_FIELDS,
  teacherListPageSchema,
  teacherIdParam,
  MESSAGES,
  programDate,
  teacherInputSchema,
  teacherUpdateSchema,
  teacherListItemSchema,
  teacherListQuerySchema,
  teacherSavedSchema,
  teacherSchema,
  teacherViewSchema,
  VERIFIABLE_FORMS,
  type ChecklistRules,
  type StoredTeacher,
  type TeacherAssignment,
  type TeacherBody,
} from 'shared-domain';
import { openingFinancials } from '../../repositories/ledger-repository';
import { forbidden, notFound, NOT_FOUND } from '../../lib/http-errors';
import { caller } from '../../plugins/app/auth';
import { cachedList, replies } from '../responses';
import { evidenceBeforePortal, scopeKeys } from '../../repositories/teachers-repository';
import { conflictFor, seesAmounts, teacherFor } from './amounts';
import { teacherScope } from './scope';
import { assignmentOptions } from './records';
import { pickEncoding } from '../../lib/list-cache';
import { fieldError } from '../../lib/http-errors';
import { decodeCursor } from '../../repositories/teacher-list-repository';
import { oneTeacher } from './one-teacher';
import { jsonArray } from '../../lib/json-array';

/**
 * A large answer sent as it is read, compressed on the way when the client takes it (brotli at a
 * streaming quality, else gzip): the server holds one page of rows at a time, however many teachers there are.
 */
function sendStream(req: FastifyRequest, reply: FastifyReply, source: AsyncIterable<string>, type: string) {
  const body = Readable.from(source);
  reply.type(type).header('vary', 'accept-encoding, authorization');
  const encoding = pickEncoding(req.headers['accept-encoding']);
  if (encoding === 'br') {
    return reply.header('content-encoding', 'br').send(body.pipe(createBrotliCompress({ params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })));
  }
  if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(body.pipe(createGzip()));
  return reply.send(body);
}

type SentAssignment = NonNullable<z.output<typeof teacherUpdateSchema>['assignment']>;
/** "No assignment", as PUT teachers/{id}/assignment takes it. */
const CLEARED: SentAssignment = { schoolId: null, supervisorId: null, status: 'active', startDate: '', endDate: '' };
/** Whether an assignment sent with the record is the one it has (null: none; a clearing body is none too). */
function sameAssignment(sent: SentAssignment | null, current: TeacherAssignment | null): boolean {
  const none = !sent || (!sent.schoolId && !sent.supervisorId);
  if (none || !current) return none && !current;
  return (
    sent.schoolId === current.schoolId &&
    sent.supervisorId === current.supervisorId &&
    sent.status === current.status &&
    (sent.startDate ?? '') === (current.startDate ?? '') &&
    (sent.endDate ?? '') === (current.endDate ?? '')
  );
}

/** A school sees teachers only once approved (403 with the awaiting-approval text before). */
async function assertApprovedSchool(app: FastifyInstance, schoolId: string | null): Promise<string> {
  const status = schoolId ? await app.repos.schools.status(schoolId) : null;
  if (status !== 'active') throw forbidden(MESSAGES.schoolAwaitingApproval);
  return schoolId!;
}

export default async function teacherRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const teachers = app.repos.teachers;

  // Staff list (the same for admins and supervisors), cached per table version, precompressed; an unchanged list
  // answers 304 to If-None-Match. A supervisor kept to its own teachers gets its part of the same cached
  // list, cut per supervisor after the cache, with an ETag of its own. The screens ask for the projection (?view=list), which depends on today's date
  // (the checklist and field-supervision deadlines), so it is cached per program day too and built at start. The
  // whole records are for API clients: built on the first request, not held before.
  const TABLES = ['teachers', 'assignments', 'schools', 'supervisors'] as const;
  const timeZone = app.env.PROGRAM_TIME_ZONE;
  const today = () => programDate(new Date(), timeZone);
  // The whole records are streamed a page at a time (not cached: their memory would follow the data),
  // under an ETag of the tables' versions, so an unchanged list still answers 304.
  const wholeRecords = async (
    req: FastifyRequest,
    reply: FastifyReply,
    amounts: boolean,
    scope: Awaited<ReturnType<typeof teacherScope>>,
  ) => {
    const key = amounts ? 'teachers/all' : 'teachers/all#no-amounts';
    if (await app.lists.unchanged(req, reply, key, [...TABLES], scope ? scopeKeys(scope) : undefined)) return reply.code(304).send();
    const pages = app.repos.teacherList.recordPages({ scope, less: amounts ? '' : ` - 'financials'` });
    return sendStream(req, reply, jsonArray(pages), 'application/json; charset=utf-8');
  };
  // The projection's "has open items" follows the Teacher Certification settings too: the cache key names the day
  // and those settings, so changing them builds the list again.
  const listKey = async () => `${today()}|${JSON.stringify(checklistRules(await app.repos.settings.get()))}`;
  const listView = app.lists.defineEach(
    'teachers/all?view=list',
    [...TABLES],
    (key) => teachers.listItemsText(new Date(), timeZone, JSON.parse(key.slice(key.indexOf('|') + 1)) as ChecklistRules),
    // Built at start only up to the size at which the screens load the whole list (above it they page, and
    // the server's memory must not follow the data).
    { latestOnly: true, warmWith: async () => ((await app.repos.teacherList.total()) > app.env.TEACHER_LIST_WHOLE_MAX ? null : listKey()) },
  );

  /** The forms' verification as this caller may set it (only an admin verifies; 403 naming the form otherwise). */
  const verification = (req: Parameters<typeof caller>[0], before: TeacherBody | null, after: TeacherBody) => {
    const me = caller(req);
    const { body, refused } = applyDocumentVerification(
      before,
      after,
      { email: me.email, admin: me.role === 'admin' },
      new Date().toISOString(),
    );
    if (refused) throw forbidden(MESSAGES.documentVerifyAdminOnly);
    return body;
  };
  /**
   * The intern forms and the observation hours are the evidence's (documents, the field-hours log): the record's
   * formsStatus and thirtyObsHours only say what it holds. A body that sends them as read saves; one that changes them
   * is a 400 naming the field, since the change belongs on Documents or Field hours (where it is recorded, shown and
   * counted the same everywhere), and a second truth on the record is what they replaced.
   */
  const evidenceKept = (body: TeacherBody, current: StoredTeacher | null): TeacherBody => {
    if (!current) return body;
    for (const kind of VERIFIABLE_FORMS) {
      const was = current.formsStatus[kind];
      const now = body.formsStatus[kind];
      if (Boolean(was?.uploaded) !== now.uploaded || (was?.link ?? '') !== now.link || Boolean(was?.verified) !== now.verified)
        throw fieldError(`formsStatus.${kind}`, MESSAGES.formsAreEvidence);
    }
    if ((current.thirtyObsHours ?? '') !== body.thirtyObsHours) throw fieldError('thirtyObsHours', MESSAGES.hoursAreEvidence);
    return { ...body, formsStatus: current.formsStatus, thirtyObsHours: current.thirtyObsHours };
  };
  r.get(
    '/teachers/all',
    {
      schema: {
        querystring: teacherListQuerySchema,
        response: cachedList(
          z.union([
            z.array(teacherSchema),
            z.array(teacherListItemSchema).describe("?view=list: the staff lists' projection"),
            teacherListPageSchema.describe('?view=list&limit=N: one page with its totals'),
            z.string().describe('?view=list&format=csv: the export, text/csv, streamed'),
          ]),
        ),
      },
    },
    async (req, reply) => {
      const me = caller(req);
      const scope = await teacherScope(app, me);
      const keys = scope ? scopeKeys(scope) : undefined;
      const q = req.query;
      // A page (search, filters, sort, keyset cursor) or the streamed CSV export of the same filter.
      if (q.view === 'list' && (q.limit !== undefined || q.format === 'csv')) {
        const settings = await app.repos.settings.get();
        const rules = checklistRules(settings);
        const ctx = { now: new Date(), timeZone, rules, scope, settings };
        // A work-queue filter reads teacher_derived, brought up to date for today as the dashboard does.
        if (q.queue) await app.repos.derived.refreshForRead(programDate(ctx.now, timeZone), settings, timeZone);
        if (q.format === 'csv') {
          const amounts = seesAmounts(me.role);
          const columns = TEACHER_CSV_FIELDS;
          const list = app.repos.teacherList;
          const header = csvLine(Object.fromEntries(columns.map((c) => [c.key, c.header])), columns);
          async function* lines(): AsyncGenerator<string> {
            yield header;
            for await (const batch of list.batches(q, ctx, null)) {
              yield batch
                .map(({ record }) => {
                  const t = amounts ? record : { ...record, financials: undefined };
                  return csvLine(Object.fromEntries(columns.map((c) => [c.key, c.value(t)])), columns);
                })
                .join('');
            }
          }
          return sendStream(req, reply, lines(), 'text/csv; charset=utf-8').header(
            'content-disposition',
            `attachment; filename="teachers-${today()}.csv"`,
          );
        }
        const after = q.after === undefined ? null : decodeCursor(q.after, q.sort);
        if (q.after !== undefined && !after) throw fieldError('after', 'after is not a cursor of this list', false);
        const page = await app.repos.teacherList.page(q, ctx, q.limit ?? 100, after);
        return reply.header('cache-control', 'private, no-cache').send({ ...page, wholeMax: app.env.TEACHER_LIST_WHOLE_MAX });
      }
      if (req.query.first !== undefined) {
        const rules = checklistRules(await app.repos.settings.get());
        return reply
          .header('cache-control', 'private, no-cache')
          .send(await teachers.listItemsFirst(req.query.first, new Date(), { timeZone, rules, scope }));
      }
      if (req.query.view === 'list') return listView(req, reply, await listKey(), keys);
      return wholeRecords(req, reply, seesAmounts(me.role), scope);
    },
  );

  r.get('/teachers/available', { schema: { response: replies({ 200: z.array(availableTeacherSchema) }) } }, async (req, reply) => {
    const schoolId = await assertApprovedSchool(app, caller(req).schoolId);
    return reply
      .type('application/json; charset=utf-8')
      .send(Readable.from(jsonArray(app.repos.schoolView.availableText(schoolId, AVAILABLE_RUN))) as never);
  });

  r.get(
    '/teachers/:id',
    { preHandler: oneTeacher, schema: { params: teacherIdParam, response: replies({ 200: teacherViewSchema }) } },
    async (req) => {
      const me = caller(req);
      if (me.role !== 'school') {
        const t = await teachers.get(req.params.id);
        if (!t) throw notFound(NOT_FOUND.teacher);
        // The record's portal account (admins) and the teacher's talent-pool consent (staff).
        const consent = await app.repos.teacherArea.consent(t._id);
        const view = { ...teacherFor(me.role, t), talentPoolConsent: consent?.on ?? false };
        return me.role === 'admin' ? { ...view, portal: await app.repos.teacherArea.portal(t._id) } : view;
      }
      const schoolId = await assertApprovedSchool(app, me.schoolId);
      const view = await app.repos.schoolView.forSchool(req.params.id, schoolId);
      if (view === null) throw notFound(NOT_FOUND.teacher);
      if (view === 'forbidden') throw forbidden();
      return view;
    },
  );

  r.post('/teachers', { schema: { body: teacherInputSchema, response: replies({ 201: teacherSchema }) } }, async (req, reply) => {
    const { updatedAt, ...body } = req.body;
    void updatedAt;
    // Showing a teacher on the public talent pool is the admin's decision (consent recorded in the audit trail).
    if (body.publicProfile.show && caller(req).role !== 'admin') throw forbidden(MESSAGES.publicProfileAdminOnly);
    // The balance it comes with is its opening charge in the ledger; its financials are derived from that.
    const { paymentAndBilling } = await app.repos.settings.get();
    const { email: actor, id: creatorId } = caller(req);
    const opening = { ...body, financials: openingFinancials(body.financials) };
    // The creator is kept with the record: a supervisor kept to its own teachers keeps those it added.
    // Forms and hours it comes with were received before the portal: they become evidence entries of the same kind.
    const created = await teachers.create(verification(req, null, opening), { email: actor, id: creatorId }, async (tx, id) => {
      await app.repos.ledger.opening(tx, id, body.financials, { actor, today: today(), terms: paymentAndBilling.defaultPaymentTerms });
      await evidenceBeforePortal(tx, id, actor);
    });
    return reply.code(201).send(teacherFor(caller(req).role, created));
  });

  r.put(
    '/teachers/:id',
    {
      preHandler: oneTeacher,
      schema: { params: teacherIdParam, body: teacherUpdateSchema, response: replies({ 200: teacherSavedSchema }) },
    },
    async (req) => {
      const { updatedAt, assignment: sent, ...body } = req.body;
      const me = caller(req);
      const current = await teachers.get(req.params.id);
      // The record sent back as read carries its assignment unchanged: only a different one is a change of assignment.
      const assignment = sent === undefined || sameAssignment(sent, current?.assignment ?? null) ? undefined : (sent ?? CLEARED);
      // The assignment saved with the record is the admin's, as on PUT teachers/{id}/assignment.
      if (assignment && me.role !== 'admin') throw forbidden();
      const assign = assignment && (await assignmentOptions(app, me.email, assignment));
      if (me.role !== 'admin' && current && current.publicProfile.show !== body.publicProfile.show) {
        throw forbidden(MESSAGES.publicProfileAdminOnly);
      }
      // The financials (the ledger's) and the observations (the observation routes') are kept as stored;
      // when the body's observations differed, the answer says so.
      const { saved, logKept } = await conflictFor(
        me.role,
        teachers.replace(
          req.params.id,
          evidenceKept(body, current),
          updatedAt,
          me.email,
          assignment && assign
            ? async (tx) => (await app.repos.assignments.setIn(tx, req.params.id, assignment, assign)).changed
            : undefined,
        ),
      );
      // Saving the record discards the caller's server-kept draft of it.
      await app.repos.drafts.remove(me.id, req.params.id);
      const answer = teacherFor(me.role, saved);
      return logKept ? { ...answer, notice: MESSAGES.observationsKept } : answer;
    },
  );
}

/** Teachers per query of a school's unpaged pool (about 1 KB of card each). */
const AVAILABLE_RUN = 1000;
