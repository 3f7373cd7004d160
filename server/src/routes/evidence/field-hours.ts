import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EVIDENCE_MESSAGES,
  FIELD_HOURS_LINK_DAYS,
  FIELD_HOURS_REQUESTS_A_DAY,
  fieldHourConfirmedSchema,
  fieldHourCounts,
  fieldHourConfirmSchema,
  fieldHourConfirmViewSchema,
  fieldHourIdParam,
  fieldHourInputSchema,
  fieldHourReviewSchema,
  fieldHourSchema,
  fieldHourUndoSchema,
  fieldHoursBeforePortalSchema,
  programDate,
  fieldHourTokenQuery,
  teacherFieldHoursSchema,
  teacherIdParam,
  toCsv,
} from 'shared-domain';
import { notFound, NOT_FOUND } from '../../lib/http-errors';
import { caller } from '../../plugins/app/auth';
import { fieldHoursConfirmUrl, mails } from '../../services/mail-templates';
import { programContact } from '../../services/program';
import { replies } from '../responses';
import { myFieldHour, myFieldHours } from '../teacher-area/views';
import { teacherScope } from '../teachers/scope';
import { oneTeacher } from '../teachers/one-teacher';

/** Only the token's hash is stored: the database never holds a usable link. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const linkGone = () => notFound(EVIDENCE_MESSAGES.linkInvalid);

const EXPORT_COLUMNS = [
  { key: 'teaId', header: 'TEA ID' },
  { key: 'teacher', header: 'Intern' },
  { key: 'date', header: 'Date' },
  { key: 'hours', header: 'Hours' },
  { key: 'activelyEngaged', header: 'Actively engaged' },
  { key: 'campus', header: 'Campus' },
  { key: 'observedName', header: 'Observed teacher' },
  { key: 'observedEmail', header: 'Observed teacher e-mail' },
  { key: 'activity', header: 'Observed' },
  { key: 'confirmation', header: 'Confirmation' },
  { key: 'confirmedAt', header: 'Confirmed at' },
  { key: 'confirmComment', header: 'Comment' },
  { key: 'review', header: 'Program review' },
  { key: 'reviewedBy', header: 'Reviewed by' },
  { key: 'reviewedAt', header: 'Reviewed at' },
  { key: 'attested', header: 'Approved without confirmation' },
  { key: 'counts', header: 'Counts' },
];

/**
 * Field-based experience hours (§228.43): the log, the observed teacher's one-time link (no account; once,
 * FIELD_HOURS_LINK_DAYS days, by the app's clock), staff review, hours earned before the log, and the audit export.
 */
export default async function fieldHoursRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { fieldHours } = app.repos;
  const publicUrl = app.env.PUBLIC_URL;

  /** A teacher reaches only its own log (another's: 404, as if there were none). */
  const own = (req: FastifyRequest) => {
    const me = caller(req);
    if (me.role === 'teacher' && me.teacherId !== (req.params as { id: string }).id) throw notFound(NOT_FOUND.teacher);
  };
  const read = async (id: string) => {
    const h = await fieldHours.forTeacher(id);
    if (!h) throw notFound(NOT_FOUND.teacher);
    return h;
  };

  r.get(
    '/teachers/:id/field-hours',
    { preHandler: oneTeacher, schema: { params: teacherIdParam, response: replies({ 200: teacherFieldHoursSchema }) } },
    async (req) => {
      own(req);
      const me = caller(req);
      const h = await read(req.params.id);
      return me.role === 'teacher' ? myFieldHours(h, me.email) : h;
    },
  );

  r.post(
    '/teachers/:id/field-hours',
    {
      preHandler: oneTeacher,
      schema: {
        description:
          'Logs a visit (one a day per observed teacher, at most 6 hours, dated from the admission to today) and e-mails the observed ' +
          `teacher a one-time link. The observed teacher's address is never the teacher's own or another teacher's; at most ${FIELD_HOURS_REQUESTS_A_DAY} requests in 24 hours (429).`,
        params: teacherIdParam,
        body: fieldHourInputSchema,
        response: replies({ 201: fieldHourSchema }),
      },
    },
    async (req, reply) => {
      own(req);
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(app.now().getTime() + FIELD_HOURS_LINK_DAYS * 86_400_000);
      const saved = await fieldHours.add(req.params.id, req.body, {
        actor: caller(req).email,
        tokenHash: hashToken(token),
        expiresAt,
        now: app.now(),
        timeZone: app.env.PROGRAM_TIME_ZONE,
        mail: async (tx, t) => {
          const teacherName = `${t.name.first} ${t.name.last}`.trim();
          await app.mailer.enqueue(
            tx,
            mails.fieldHoursConfirm(
              req.body.observedEmail.toLowerCase(),
              { ...req.body, teacherName, days: FIELD_HOURS_LINK_DAYS, program: programContact(app.env) },
              fieldHoursConfirmUrl(publicUrl, token),
            ),
          );
        },
      });
      app.mailer.kick();
      const me = caller(req);
      return reply.code(201).send(me.role === 'teacher' ? myFieldHour(saved, me.email) : saved);
    },
  );

  r.post(
    '/teachers/:id/field-hours/:entryId/review',
    {
      preHandler: oneTeacher,
      schema: { params: fieldHourIdParam, body: fieldHourReviewSchema, response: replies({ 200: fieldHourSchema }) },
    },
    async (req) => fieldHours.review(req.params.id, req.params.entryId, { ...req.body, actor: caller(req).email }),
  );

  // The body names the review the act set: an undo that no longer matches the entry is refused, not guessed at.
  r.post(
    '/teachers/:id/field-hours/:entryId/undo',
    {
      preHandler: oneTeacher,
      schema: { params: fieldHourIdParam, body: fieldHourUndoSchema, response: replies({ 200: fieldHourSchema }) },
    },
    async (req) => fieldHours.undoReview(req.params.id, req.params.entryId, req.body.decision, caller(req).email),
  );

  r.post(
    '/teachers/:id/field-hours/before-portal',
    {
      preHandler: oneTeacher,
      schema: {
        description:
          'Staff record hours earned before the log (hours, the day they were earned before, a note): one entry, counted as approved.',
        params: teacherIdParam,
        body: fieldHoursBeforePortalSchema,
        response: replies({ 201: fieldHourSchema }),
      },
    },
    async (req, reply) => {
      const saved = await fieldHours.addBeforePortal(req.params.id, {
        ...req.body,
        actor: caller(req).email,
        today: programDate(app.now(), app.env.PROGRAM_TIME_ZONE),
      });
      return reply.code(201).send(saved);
    },
  );

  r.get(
    '/field-hours/confirm',
    { schema: { querystring: fieldHourTokenQuery, response: replies({ 200: fieldHourConfirmViewSchema }) } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      const found = await fieldHours.byToken(hashToken(req.query.token), app.now());
      if (!found) throw linkGone();
      const { entry } = found;
      return {
        teacherName: found.teacherName,
        date: entry.date,
        hours: entry.hours,
        campus: entry.campus,
        activity: entry.activity,
        observedName: entry.observedName,
        expiresAt: found.expiresAt,
      };
    },
  );

  r.post(
    '/field-hours/confirm',
    { schema: { body: fieldHourConfirmSchema, response: replies({ 200: fieldHourConfirmedSchema }) } },
    async (req) => {
      const saved = await fieldHours.answer(hashToken(req.body.token), { ...req.body, now: app.now() });
      if (!saved) throw linkGone();
      const confirmed = saved.confirmation === 'confirmed';
      return {
        confirmation: confirmed ? 'confirmed' : 'declined',
        message: confirmed ? EVIDENCE_MESSAGES.confirmed : EVIDENCE_MESSAGES.declined,
      } as const;
    },
  );

  r.get(
    '/field-hours',
    {
      schema: {
        querystring: z.object({ format: z.literal('csv', { error: 'format must be csv' }) }),
        response: replies({ 200: z.string().describe('text/csv: field-based experience hours per intern') }),
      },
    },
    async (req, reply) => {
      const scope = await teacherScope(app, caller(req));
      const rows = (await fieldHours.exportRows(scope)).map((x) => ({
        ...x,
        // Hours earned before the portal have no observed teacher: the confirmation column says so.
        confirmation: x.source === 'before_portal' ? 'before the portal' : x.confirmation,
        activelyEngaged: x.activelyEngaged ? 'yes' : 'no',
        attested: x.attested ? 'yes' : 'no',
        counts: fieldHourCounts(x) ? 'yes' : 'no',
      }));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="field-based-experience-hours.csv"')
        .send(toCsv(rows, EXPORT_COLUMNS));
    },
  );
}
