import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  complianceQuerySchema,
  complianceRowSchema,
  complianceSchema,
  countedObservations,
  teacherIdParam,
  observationMinutes,
  supervisionCompliance,
  toCsv,
  type ObservationLike,
  type Teacher,
} from 'shared-domain';
import { forbidden, notFound, NOT_FOUND } from '../../lib/http-errors';
import { caller } from '../../plugins/app/auth';
import { replies } from '../responses';
import { teacherScope } from '../teachers/scope';

/** The TEA export's columns: one row per counted formal observation (19 TAC 228.105, 228.109). */
const EXPORT_COLUMNS = [
  { key: 'teaId', header: 'TEA ID' },
  { key: 'last', header: 'Last Name' },
  { key: 'first', header: 'First Name' },
  { key: 'certificate', header: 'Certificate' },
  { key: 'date', header: 'Observation Date' },
  { key: 'kind', header: 'Kind' },
  { key: 'mode', header: 'Mode' },
  { key: 'minutes', header: 'Minutes' },
  { key: 'pre', header: 'Pre-conference' },
  { key: 'post', header: 'Post-conference' },
  { key: 'supervisor', header: 'Field Supervisor' },
];

/** Field-supervision compliance (19 TAC 228): one teacher's, and the list of every teacher the caller may see. */
export default async function complianceRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const teachers = app.repos.teachers;

  /**
   * A supervisor sees the teachers assigned to it; an admin every teacher. A supervisor kept to its own teachers
   * (issue 29) also sees those it added, and no other: those were refused as not found before the handler.
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

  r.get('/teachers/:id/compliance', { schema: { params: teacherIdParam, response: replies({ 200: complianceSchema }) } }, async (req) => {
    const t = await teachers.get(req.params.id);
    if (!t) throw notFound(NOT_FOUND.teacher);
    if (!(await visible(req)).sees(t)) throw forbidden();
    return supervisionCompliance(t, new Date(), { timeZone: app.env.PROGRAM_TIME_ZONE });
  });

  r.get(
    '/compliance',
    {
      schema: {
        querystring: complianceQuerySchema,
        response: replies({ 200: z.union([z.array(complianceRowSchema), z.string().describe('text/csv: the TEA export')]) }),
      },
    },
    async (req, reply) => {
      const now = new Date();
      // A page of records at a time (never the whole list's JSON at once); only the ones the caller may see.
      const all: Teacher[] = [];
      const { scope, sees } = await visible(req);
      await teachers.eachPage(
        (page) => {
          for (const j of page) {
            const t = JSON.parse(j) as Teacher;
            if (sees(t)) all.push(t);
          }
        },
        undefined,
        '',
        scope,
      );
      const rows = all
        .map((t) => ({ t, c: supervisionCompliance(t, now, { timeZone: app.env.PROGRAM_TIME_ZONE }) }))
        .filter(({ c }) => !req.query.status || c.status === req.query.status);
      if (req.query.format === 'csv') {
        const lines = rows.flatMap(({ t }) => {
          // Stored observations as the compliance check reads them (older records lack kind, mode and conferences).
          const list: readonly ObservationLike[] = t.supervisions.list;
          return countedObservations(list).map((o) => ({
            teaId: t.teaId ?? '',
            last: t.name.last,
            first: t.name.first,
            certificate: t.certificationInfo.certType,
            date: o.date,
            kind: o.kind ?? 'formal',
            mode: o.mode ?? 'in person',
            minutes: observationMinutes(o.duration),
            pre: o.preConferenceDate ?? '',
            post: o.postConferenceDate ?? '',
            supervisor: t.assignment?.supervisorName ?? t.supervisions.supervisor,
          }));
        });
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="field-supervision-observations.csv"')
          .send(toCsv(lines, EXPORT_COLUMNS));
      }
      return rows.map(({ t, c }) => ({
        teacherId: t._id,
        name: t.name,
        supervisor: t.assignment?.supervisorName ?? null,
        school: t.assignment?.schoolName ?? null,
        status: c.status,
        counted: c.counted,
        required: c.required,
        nextDue: c.nextDue,
        problems: c.problems,
      }));
    },
  );
}
