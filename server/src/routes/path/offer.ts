import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  acceptOfferInputSchema,
  checklistRules,
  DISCLOSURES,
  disclosureByKey,
  disclosureKeyParam,
  disclosureReceiptsSchema,
  disclosuresUnacknowledged,
  missingFor,
  myOfferSchema,
  programDate,
  teacherIdParam,
  type Missing,
} from 'shared-domain';
import { HttpError, forbidden, notFound, NOT_FOUND } from '../../lib/http-errors';
import { caller } from '../../plugins/app/auth';
import { oneTeacher } from '../teachers/one-teacher';
import { replies } from '../responses';

const NO_OFFER = 'There is no offer of admission to accept';

/**
 * The offer of admission in the candidate's own area (docs/domain/path.md): the offer, the disclosures with the
 * candidate's receipts, and the written acceptance that makes the candidate admitted. The /me routes read the
 * signed-in teacher's own record only (never an id from the URL); staff read the receipts on the record.
 */
export default async function offerRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { path, teachers, settings } = app.repos;
  const tz = app.env.PROGRAM_TIME_ZONE;

  async function mine(req: FastifyRequest) {
    const me = caller(req);
    if (me.role !== 'teacher' || !me.teacherId) throw forbidden();
    const teacher = await teachers.get(me.teacherId);
    if (!teacher) throw notFound(NOT_FOUND.teacher);
    return { me, teacher };
  }
  const offerOf = async (teacherId: string) => {
    const [entries, admission, receipts] = await Promise.all([
      path.entries(teacherId),
      path.admission(teacherId),
      path.receipts(teacherId),
    ]);
    const reached = entries.map((e) => e.stage);
    if (!reached.includes('offered')) throw notFound(NO_OFFER);
    return {
      stage: entries.length ? entries[entries.length - 1].stage : null,
      offerSentOn: admission.offerSentOn,
      admissionEffectiveOn: admission.admissionEffectiveOn,
      acceptedOn: admission.acceptedOn,
      disclosures: DISCLOSURES.map((d) => ({
        ...d,
        paragraphs: [...d.paragraphs],
        receipt: receipts.find((x) => x.disclosure === d.key && x.version === d.version) ?? null,
      })),
    };
  };

  r.get('/me/offer', { schema: { response: replies({ 200: myOfferSchema }) } }, async (req) => offerOf((await mine(req)).teacher._id));

  r.post(
    '/me/offer/disclosures/:key',
    { schema: { params: disclosureKeyParam, response: replies({ 200: myOfferSchema }) } },
    async (req) => {
      const { me, teacher } = await mine(req);
      await offerOf(teacher._id);
      await path.acknowledge(teacher._id, req.params.key, disclosureByKey(req.params.key).version, me.email);
      return offerOf(teacher._id);
    },
  );

  r.post('/me/offer/accept', { schema: { body: acceptOfferInputSchema, response: replies({ 200: myOfferSchema }) } }, async (req) => {
    const { me, teacher } = await mine(req);
    await offerOf(teacher._id);
    const name = `${teacher.name.first} ${teacher.name.last}`;
    const typed = req.body.typedName;
    if (typed.replace(/\s+/g, ' ').toLowerCase() !== name.replace(/\s+/g, ' ').trim().toLowerCase())
      throw new HttpError(400, `Type your name as the record has it: ${name}`, {
        fieldErrors: { typedName: `Type your name as the record has it: ${name}` },
      });
    const on = programDate(app.now(), tz);
    const rules = checklistRules(await settings.get());
    const result = await path.accept(
      teacher._id,
      on,
      `Accepted in writing by ${typed} (${me.email})`,
      me.email,
      (entries, admission, receipts) => {
        const unread: Missing[] = disclosuresUnacknowledged(receipts).map((d) => ({
          requirement: `disclosure.${d.key}`,
          message: `Acknowledge "${d.title}" first`,
        }));
        return [
          ...unread,
          ...missingFor(entries, 'admitted', { teacher, admission, on, evidence: '', assignmentType: null, rules, timeZone: tz }),
        ];
      },
    );
    if ('missing' in result) {
      const fieldErrors = Object.fromEntries(result.missing.map((m) => [m.requirement, m.message]));
      throw new HttpError(400, `The offer cannot be accepted yet: ${result.missing.map((m) => m.message).join('; ')}`, { fieldErrors });
    }
    return offerOf(teacher._id);
  });

  r.get(
    '/teachers/:id/path/receipts',
    { preHandler: oneTeacher, schema: { params: teacherIdParam, response: replies({ 200: disclosureReceiptsSchema }) } },
    async (req) => {
      if (!(await teachers.exists(req.params.id))) throw notFound(NOT_FOUND.teacher);
      return path.receipts(req.params.id);
    },
  );
}
