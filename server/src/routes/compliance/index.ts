import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  complianceQuerySchema,
  complianceRowSchema,
  complianceSchema,
  teacherIdParam,
  supervisionCompliance,
  csvRows,
  programDate,
  type Teacher,
} from 'shared-domain';
import { Readable } from 'node:stream';
import { COMPLIANCE_EXPORT_COLUMNS, type ComplianceFilter } from '../../repositories/compliance-repository';
import { forbidden, notFound, NOT_FOUND } from '../../lib/http-errors';
import { caller } from '../../plugins/app/auth';
import { replies } from '../responses';
import { teacherScope } from '../teachers/scope';
import { oneTeacher } from '../teachers/one-teacher';
import { jsonArray } from '../../lib/json-array';

/** Field-supervision compliance (19 TAC 228): one teacher's, and the list of every teacher the caller may see. */
export default async function complianceRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const teachers = app.repos.teachers;

  /**
   * A supervisor sees the teachers assigned to it; an admin every teacher. A supervisor kept to its own teachers
   * also sees those it added, and no other: those were refused as not found before the handler.
   */
  const visible = async (req: Parameters<typeof caller>[0]) => {
    const me = caller(req);
    const scope = await teacherScope(app, me);
    return {
      scope,
      sees: (t: Teacher) =>
        scope !== null || me.role === 'admin' || (me.role === 'supervisor' && t.assignment?.supervisorId === me.supervisorId),
    };
  };

  r.get(
    '/teachers/:id/compliance',
    { preHandler: oneTeacher, schema: { params: teacherIdParam, response: replies({ 200: complianceSchema }) } },
    async (req) => {
      const t = await teachers.get(req.params.id);
      if (!t) throw notFound(NOT_FOUND.teacher);
      if (!(await visible(req)).sees(t)) throw forbidden();
      return supervisionCompliance(t, new Date(), { timeZone: app.env.PROGRAM_TIME_ZONE });
    },
  );

  r.get(
    '/compliance',
    {
      schema: {
        querystring: complianceQuerySchema,
        response: replies({ 200: z.union([z.array(complianceRowSchema), z.string().describe('text/csv: the TEA export')]) }),
      },
    },
    async (req, reply) => {
      // Rows come from teacher_derived (its few stale rows recomputed first, many left to the background),
      // filtered, counted and paged in SQL.
      const me = caller(req);
      const scope = await teacherScope(app, me);
      const settings = await app.repos.settings.get();
      const timeZone = app.env.PROGRAM_TIME_ZONE;
      await app.repos.derived.refreshForRead(programDate(new Date(), timeZone), settings, timeZone);
      const { status, q, supervisor, school, limit, offset } = req.query;
      const filter: ComplianceFilter = {
        reach: scope ? scope : me.role === 'admin' ? { all: true } : { supervisorId: me.supervisorId ?? null },
        status,
        q,
        supervisor,
        school,
      };
      const list = app.repos.compliance;
      if (req.query.format === 'csv') {
        // Lines written by SQL a page of records at a time (migration 031's csv_text, the same bytes as
        // csvLine) and streamed as they come: the export's memory does not grow with the data.
        async function* csv() {
          yield csvRows([Object.fromEntries(COMPLIANCE_EXPORT_COLUMNS.map((c) => [c.key, c.header]))], COMPLIANCE_EXPORT_COLUMNS);
          yield* list.exportCsvPages(filter, EXPORT_PAGE);
        }
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="field-supervision-observations.csv"')
          .send(Readable.from(csv()) as never);
      }
      reply.header('x-total-count', String(await list.count(filter)));
      if (limit !== undefined)
        return reply.type('application/json; charset=utf-8').send(`[${(await list.page(filter, limit, offset ?? 0)).join(',')}]`);
      // Every row (the spec's call), streamed a page at a time.
      return reply
        .type('application/json; charset=utf-8')
        .send(Readable.from(jsonArray(list.allRows(filter, LIST_RUN, offset ?? 0))) as never);
    },
  );
}

/** Records read per query by the streamed answers (fewer, larger reads; a page is about 1 MB of records). */
const EXPORT_PAGE = 1000;
/**
 * Rows per read of the unpaged list: each read is planned again (about 15 ms on the embedded database), so fewer,
 * larger runs; 5,000 rows are about 1.8 MB and hold the embedded connection for well under a second.
 */
const LIST_RUN = 5000;
