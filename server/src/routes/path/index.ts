import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  admissionFactsInputSchema,
  admissionFactsSchema,
  checklistRules,
  holidaysInputSchema,
  holidaysSchema,
  missingFor,
  PATH_STAGE_LABELS,
  pathOfferInputSchema,
  pathTransitionInputSchema,
  pipelineQuerySchema,
  pipelineSchema,
  pipelineView,
  programDate,
  teacherIdParam,
  teacherPathSchema,
  teacherPathView,
  type AdmissionFacts,
  type Missing,
  type PathStage,
  type PathTransitionInput,
  type StageEntry,
  type Teacher,
} from 'shared-domain';
import type { Sql } from '../../db/types';
import { caller } from '../../plugins/app/auth';
import { HttpError, notFound, NOT_FOUND } from '../../lib/http-errors';
import { oneTeacher } from '../teachers/one-teacher';
import { replies } from '../responses';
import { pathCandidates } from '../../services/path-candidates';

/** The evidence of the stage 'offered' sent from the Path panel. */
const OFFER_EVIDENCE = 'Written offer sent';

/**
 * The candidate's path, admission to the standard certificate (docs/domain/path.md): the stages reached with their
 * clocks, the admission facts the criteria read, the moves from stage to stage (each refused while a requirement is
 * missing, naming it), and the program's holiday calendar the business-day clocks skip. Admins only (API_ROUTES).
 */
export default async function pathRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { path, teachers, settings } = app.repos;

  const teacherOf = async (id: string): Promise<Teacher> => {
    const t = await teachers.get(id);
    if (!t) throw notFound(NOT_FOUND.teacher);
    return t;
  };
  const context = async (id: string) => {
    const [teacher, entries, admission, holidays, saved] = await Promise.all([
      teacherOf(id),
      path.entries(id),
      path.admission(id),
      path.holidays(),
      settings.get(),
    ]);
    const today = programDate(app.now(), app.env.PROGRAM_TIME_ZONE);
    return { teacher, entries, admission, holidays, today, rules: checklistRules(saved), timeZone: app.env.PROGRAM_TIME_ZONE };
  };

  r.get(
    '/teachers/:id/path',
    { preHandler: oneTeacher, schema: { params: teacherIdParam, response: replies({ 200: teacherPathSchema }) } },
    async (req) => teacherPathView(await context(req.params.id)),
  );

  /** The offer reaches the candidate with the way into their area (the invitation), when the record has an e-mail. */
  const inviteOf = (teacher: Teacher, actor: string) =>
    teacher.contact.email.trim() ? (tx: Sql) => app.services.teacherArea.inviteIn(tx, teacher._id, actor).then(() => undefined) : undefined;
  /** The move's requirements, checked on the path as the transaction reads it. */
  const checkOf =
    (teacher: Teacher, rules: ReturnType<typeof checklistRules>, next: PathTransitionInput) =>
    (entries: StageEntry[], admission: AdmissionFacts) =>
      missingFor(entries, next.stage, {
        teacher,
        admission,
        on: next.reachedOn,
        evidence: next.evidence,
        assignmentType: next.assignmentType,
        rules,
        timeZone: app.env.PROGRAM_TIME_ZONE,
      });
  const refused = (stage: PathStage, missing: Missing[]) => {
    const fieldErrors = Object.fromEntries(missing.map((m) => [m.requirement, m.message]));
    const message = `Cannot move to "${PATH_STAGE_LABELS[stage]}": ${missing.map((m) => m.message).join('; ')}`;
    return new HttpError(400, message, { fieldErrors });
  };

  r.post(
    '/teachers/:id/path',
    {
      preHandler: oneTeacher,
      schema: { params: teacherIdParam, body: pathTransitionInputSchema, response: replies({ 201: teacherPathSchema }) },
    },
    async (req, reply) => {
      const id = req.params.id;
      const { teacher, rules } = await context(id);
      const next = req.body;
      const actor = caller(req).email;
      // The stage, the invitation's e-mail (the outbox) and their audit rows commit together or not at all.
      const invite = next.stage === 'offered' ? inviteOf(teacher, actor) : undefined;
      const result = await path.transition(id, next, actor, checkOf(teacher, rules, next), invite);
      if ('missing' in result) throw refused(next.stage, result.missing);
      if (invite) app.mailer.kick();
      reply.code(201);
      return teacherPathView(await context(id));
    },
  );

  /**
   * Send offer: the offer's day (the program's today) and effective date, the stage 'offered' on that day, the
   * invitation's e-mail and the audit rows commit in one transaction; refused with nothing written while a criterion
   * fails.
   */
  r.post(
    '/teachers/:id/path/offer',
    {
      preHandler: oneTeacher,
      schema: { params: teacherIdParam, body: pathOfferInputSchema, response: replies({ 201: teacherPathSchema }) },
    },
    async (req, reply) => {
      const id = req.params.id;
      const { teacher, rules, today } = await context(id);
      const actor = caller(req).email;
      const next: PathTransitionInput = { stage: 'offered', reachedOn: today, evidence: OFFER_EVIDENCE, assignmentType: null };
      const invite = inviteOf(teacher, actor);
      const result = await path.offer(
        id,
        { sentOn: today, admissionEffectiveOn: req.body.admissionEffectiveOn, evidence: OFFER_EVIDENCE },
        actor,
        checkOf(teacher, rules, next),
        invite,
      );
      if ('missing' in result) throw refused('offered', result.missing);
      if (invite) app.mailer.kick();
      reply.code(201);
      return teacherPathView(await context(id));
    },
  );

  r.put(
    '/teachers/:id/path/admission',
    {
      preHandler: oneTeacher,
      schema: { params: teacherIdParam, body: admissionFactsInputSchema, response: replies({ 200: admissionFactsSchema }) },
    },
    async (req) => {
      await teacherOf(req.params.id);
      return path.saveAdmission(req.params.id, req.body, caller(req).email);
    },
  );

  /**
   * The staff pipeline: every candidate on a path counted by stage under the filters, the stuck counted and listed
   * first (pipelineView over each record's pipelineCandidate, the clocks of pathClocks).
   */
  r.get('/path/pipeline', { schema: { querystring: pipelineQuerySchema, response: replies({ 200: pipelineSchema }) } }, async (req) =>
    pipelineView(await pathCandidates(app.repos, app.env.PROGRAM_TIME_ZONE, app.now()), req.query),
  );

  r.get('/settings/holidays', { schema: { response: replies({ 200: holidaysSchema }) } }, async () => ({ days: await path.holidays() }));
  r.put('/settings/holidays', { schema: { body: holidaysInputSchema, response: replies({ 200: holidaysSchema }) } }, async (req) => ({
    days: await path.saveHolidays(req.body.days, caller(req).email),
  }));
}
