import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  OBSERVATION_NOTES_REQUIRED,
  TEACHER_PAGES,
  assignmentInputSchema,
  auditEntrySchema,
  formatDate,
  observationIdParam,
  observationRemovalSchema,
  teacherIdParam,
  supervisionInputSchema,
  observationFeedback,
  teacherSchema,
} from 'shared-domain';
import { badRequest, forbidden, notFound, NOT_FOUND } from '../../lib/http-errors';
import { caller } from '../../plugins/app/auth';
import { replies } from '../responses';
import { conflictFor, isAmountChange, seesAmounts, teacherFor } from './amounts';
import { mails, teacherPageUrl } from '../../services/mail-templates';
import { programContact } from '../../services/program';
import type { AssignmentOptions } from '../../repositories/assignments-repository';
import { oneTeacher } from './one-teacher';
import { issueMentorLink } from '../links/mentor-link';

/**
 * How an assignment is made (PUT teachers/{id}/assignment, and the record's one Save that carries it): the
 * settings' caps and auto-assign; the supervisor hears of a new teacher while 'Supervisor assignments' is on and it
 * wants e-mail.
 */
export async function assignmentOptions(
  app: FastifyInstance,
  actor: string,
  input: z.output<typeof assignmentInputSchema>,
): Promise<AssignmentOptions> {
  const { internshipProgram, systemNotifications } = await app.repos.settings.get();
  return {
    actor,
    maxInternPerSupervisor: internshipProgram.maxInternPerSupervisor,
    autoAssign: internshipProgram.autoAssignSupervisors,
    onNewSupervisor: async (tx, supervisorId, teacher) => {
      if (!systemNotifications.supervisorAssignments) return;
      const sup = await app.repos.supervisors.get(supervisorId, tx);
      if (!sup?.settings.notificationPreferences.email) return;
      const mail = mails.supervisorAssigned((sup.contactInfo.email || sup.email).trim(), {
        teacher: `${teacher.name.first} ${teacher.name.last}`.trim(),
        school: teacher.assignment?.schoolName ?? 'its school',
        status: teacher.assignment?.status ?? input.status,
        auto: supervisorId !== input.supervisorId,
      });
      await app.mailer.enqueue(tx, mail);
    },
  };
}

/** A teacher's history, assignment and observation records. */
export default async function teacherRecordRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { teachers, audit, assignments, settings, supervisors, teacherArea } = app.repos;
  const program = programContact(app.env);

  r.get(
    '/teachers/:id/history',
    { preHandler: oneTeacher, schema: { params: teacherIdParam, response: replies({ 200: z.array(auditEntrySchema) }) } },
    async (req) => {
      if (!(await teachers.exists(req.params.id))) throw notFound(NOT_FOUND.teacher);
      const rows = await audit.list({ entity: 'teacher', id: req.params.id });
      const all = rows.map(({ _id, at, actor, action, changes }) => ({ _id, at, actor, action, changes }));
      if (seesAmounts(caller(req).role)) return all;
      // A supervisor reads the history without the money: changes of the ledger and the financials are left out.
      return all
        .map((e) => ({ ...e, changes: e.changes.filter((c) => !isAmountChange(c.field)) }))
        .filter((e) => e.action !== 'update' || e.changes.length > 0);
    },
  );

  r.put(
    '/teachers/:id/assignment',
    { preHandler: oneTeacher, schema: { params: teacherIdParam, body: assignmentInputSchema, response: replies({ 200: teacherSchema }) } },
    async (req) => assignments.set(req.params.id, req.body, await assignmentOptions(app, caller(req).email, req.body)),
  );

  // A supervisor records observations only for the teachers assigned to it.
  r.post(
    '/teachers/:id/supervisions',
    { preHandler: oneTeacher, schema: { params: teacherIdParam, body: supervisionInputSchema, response: replies({ 201: teacherSchema }) } },
    async (req, reply) => {
      const me = caller(req);
      const { updatedAt, ...record } = req.body;
      const { internshipProgram } = await settings.get();
      if (internshipProgram.requireObservationNotes && observationFeedback(record).length === 0) {
        throw badRequest(OBSERVATION_NOTES_REQUIRED, { comment: OBSERVATION_NOTES_REQUIRED });
      }
      const own = me.supervisorId ? await supervisors.get(me.supervisorId) : null;
      const teacher = await conflictFor(
        me.role,
        teachers.addSupervision(
          req.params.id,
          { ...record, mentorCopySentAt: null },
          {
            updatedAt,
            actor: me.email,
            supervisorName: own ? `${own.name.first} ${own.name.last}` : undefined,
            check: (t) => {
              if (me.role === 'supervisor' && t.assignment?.supervisorId !== me.supervisorId) throw forbidden();
            },
            // §228.105: the mentor gets a copy of a formal observation's written feedback, through the outbox, with a one-time
            // link to acknowledge it; the signed acknowledgement (mentorAcknowledgedAt) is the copy the compliance check counts.
            // Without a mentor e-mail nothing is sent: the compliance check lists the copy as missing.
            prepare: async (tx, t, rec) => {
              // The teacher hears of it when the record has a portal account it can sign in with; the e-mail
              // names the date only and links to that observation (the feedback is read there, staff notes never).
              const portal = await teacherArea.portal(t._id, tx);
              if ((portal.state === 'invited' || portal.state === 'active') && portal.email && rec._id) {
                await app.mailer.enqueue(
                  tx,
                  mails.observationFeedback(portal.email, {
                    teacher: t.name.first,
                    date: formatDate(rec.date),
                    feedback: observationFeedback(rec).length > 0,
                    link: teacherPageUrl(program.url, TEACHER_PAGES.observation(rec._id)),
                  }),
                );
              }
              if (rec.kind !== 'formal' || observationFeedback(rec).length === 0 || !t.mentor.email || !rec._id) return rec;
              await issueMentorLink(app, tx, t, { ...rec, _id: rec._id }, me.email);
              return rec;
            },
          },
        ),
      );
      return reply.code(201).send(teacherFor(me.role, teacher));
    },
  );

  // An admin removes an observation, with a reason: it stays on the record as removed and counts nowhere.
  r.post(
    '/teachers/:id/supervisions/:supervisionId/remove',
    {
      preHandler: oneTeacher,
      schema: { params: observationIdParam, body: observationRemovalSchema, response: replies({ 200: teacherSchema }) },
    },
    async (req) => {
      const me = caller(req);
      const teacher = await conflictFor(
        me.role,
        teachers.removeSupervision(req.params.id, req.params.supervisionId, {
          reason: req.body.reason,
          actor: me.email,
          updatedAt: req.body.updatedAt,
        }),
      );
      return teacherFor(me.role, teacher);
    },
  );
}
