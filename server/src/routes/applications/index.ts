import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applicationCreatedSchema,
  applicationDraftSchema,
  applicationMissing,
  applicationSchema,
  applicationSecretHeaders,
  applicationSubmittedSchema,
  DISCLOSURE_KEYS,
  DISCLOSURES,
  PROGRAM_NAME,
  programDate,
  teacherBodySchema,
} from 'shared-domain';
import { HttpError } from '../../lib/http-errors';
import { applicationResumeUrl, mails } from '../../services/mail-templates';
import { replies } from '../responses';

const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');
const NO_APPLICATION = 'Application not found: start a new one';
const ALREADY_SUBMITTED = 'This application is already submitted';
/** Who the audit trail names for what an applicant does (nobody is signed in). */
const APPLICANT = 'Applicant (public site)';

const disclosuresSchema = z.array(
  z.object({ key: z.enum(DISCLOSURE_KEYS), version: z.string(), title: z.string(), section: z.string(), paragraphs: z.array(z.string()) }),
);

/**
 * The application on the public site (docs/domain/path.md): a draft saved as the visitor goes, found by a secret
 * their browser and the e-mailed resume link hold (the server keeps its hash), sent in the Application-Secret header
 * so that no log of URLs holds it; submitting creates the candidate at the stage 'applied' with the admission facts
 * entered. Every write is counted per client before it is done.
 */
export default async function applicationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { applications, teachers, path } = app.repos;

  r.get('/disclosures', { schema: { response: { 200: disclosuresSchema } } }, async () =>
    DISCLOSURES.map((d) => ({ ...d, paragraphs: [...d.paragraphs] })),
  );

  r.post(
    '/applications',
    { schema: { body: applicationDraftSchema, response: replies({ 201: applicationCreatedSchema }) } },
    async (req, reply) => {
      await app.limits.take('application', { ip: req.ip });
      const secret = randomBytes(32).toString('base64url');
      const application = await applications.create(hashSecret(secret), req.body, async (tx) => {
        if (req.body.email)
          await app.mailer.enqueue(
            tx,
            mails.applicationResume(req.body.email, PROGRAM_NAME, applicationResumeUrl(app.env.PUBLIC_URL, secret)),
          );
      });
      if (req.body.email) app.mailer.kick();
      return reply.code(201).send({ secret, application });
    },
  );

  r.get(
    '/applications/draft',
    { schema: { headers: applicationSecretHeaders, response: replies({ 200: applicationSchema }) } },
    async (req) => {
      const found = await applications.get(hashSecret(req.headers['application-secret']));
      if (!found) throw new HttpError(404, NO_APPLICATION);
      return found;
    },
  );

  r.put(
    '/applications/draft',
    { schema: { headers: applicationSecretHeaders, body: applicationDraftSchema, response: replies({ 200: applicationSchema }) } },
    async (req) => {
      await app.limits.take('application', { ip: req.ip });
      const saved = await applications.save(hashSecret(req.headers['application-secret']), req.body);
      if (saved === null) throw new HttpError(404, NO_APPLICATION);
      if (saved === 'submitted') throw new HttpError(409, ALREADY_SUBMITTED);
      return saved;
    },
  );

  r.post(
    '/applications/submit',
    { schema: { headers: applicationSecretHeaders, response: replies({ 201: applicationSubmittedSchema }) } },
    async (req, reply) => {
      await app.limits.take('application', { ip: req.ip });
      const hash = hashSecret(req.headers['application-secret']);
      const a = await applications.get(hash);
      if (!a) throw new HttpError(404, NO_APPLICATION);
      if (a.submittedAt) throw new HttpError(409, ALREADY_SUBMITTED);
      const missing = applicationMissing(a);
      if (Object.keys(missing).length)
        throw new HttpError(400, `The application is not complete: ${Object.values(missing).join('; ')}`, { fieldErrors: missing });
      const body = teacherBodySchema.parse({
        name: { first: a.firstName, last: a.lastName },
        contact: { email: a.email, phoneNumber: a.phone },
      });
      const reachedOn = programDate(app.now(), app.env.PROGRAM_TIME_ZONE);
      const evidence = `Application submitted on the public site; certification area: ${a.certificationArea}`;
      let submittedAt = '';
      // The record, its admission facts, the stage 'applied' and the draft marked submitted commit together: a
      // failure anywhere leaves the draft to submit again and no record half made.
      await teachers.create(body, { email: APPLICANT, id: null }, async (tx, id) => {
        const marked = await applications.markSubmitted(tx, hash, id);
        if (!marked) throw new HttpError(409, ALREADY_SUBMITTED);
        submittedAt = marked;
        await path.saveAdmissionIn(
          tx,
          id,
          {
            gpaOverall: a.gpaOverall,
            gpaLast60: a.gpaLast60,
            contentCreditHours: a.contentCreditHours,
            contentMathScience7Up: a.contentMathScience7Up,
            contentTestPassedOn: a.contentTestPassedOn,
            offerSentOn: null,
            admissionEffectiveOn: null,
            acceptedOn: null,
            teaReportedOn: null,
          },
          APPLICANT,
        );
        await path.transitionIn(tx, id, { stage: 'applied', reachedOn, evidence, assignmentType: null }, APPLICANT, () => []);
      });
      return reply.code(201).send({ submittedAt });
    },
  );
}
