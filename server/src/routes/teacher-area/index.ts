import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acknowledgeObservationSchema,
  acknowledgeResponseSchema,
  checklistRules,
  consentHistorySchema,
  invoiceNumber,
  invoiceSchema,
  MESSAGES,
  myConsentResponseSchema,
  myConsentSchema,
  myContactResponseSchema,
  myContactSchema,
  myDashboardSchema,
  myExportQuery,
  myExportSchema,
  myInvoiceParam,
  myLedgerSchema,
  myNotificationsSchema,
  myObservationParam,
  myObservationsSchema,
  myProfileResponseSchema,
  myProfileSchema,
  myPath,
  myRequestsSchema,
  portalInviteResponseSchema,
  programDate,
  signInLinkRedeemSchema,
  signInLinkSchema,
  signInResponseSchema,
  smsNumber,
  successMessageSchema,
  talentPoolOffResponseSchema,
  talentPoolOffSchema,
  teacherIdParam,
  TEACHER_CONSENT_TEXT,
  teacherPathView,
  type MyContactResponse,
  type MyExport,
  type SignInResponse,
  type StoredTeacher,
  type SystemSettings,
} from 'shared-domain';
import { badRequest, fieldError, forbidden, notFound, NOT_FOUND } from '../../lib/http-errors';
import { caller } from '../../plugins/app/auth';
import { signInFlow } from '../auth/sign-in-flow';
import { programContact } from '../../services/program';
import { replies } from '../responses';
import {
  consentState,
  myCompliance,
  myDashboard,
  myEvidence,
  myInvoiceCharge,
  myLedger,
  myObservation,
  myObservations,
  myProfile,
} from './views';
import { exportPage } from './export-page';
import { oneTeacher } from '../teachers/one-teacher';

const NO_BODY = z.object({}).strict().nullish().describe('nothing, or {}');

/**
 * The teacher's own area: the staff routes about a record's portal account and consent, the sign-in link
 * (every role), and the teacher's routes under /api/me, which read the signed-in account's own record only.
 */
export default async function teacherAreaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { teacherArea, teachers, ledger, settings, profileCards, users } = app.repos;
  const service = app.services.teacherArea;
  const tz = app.env.PROGRAM_TIME_ZONE;

  /** The signed-in teacher's record (never an id from the URL). */
  async function mine(req: FastifyRequest): Promise<{ me: ReturnType<typeof caller>; t: StoredTeacher }> {
    const me = caller(req);
    if (me.role !== 'teacher' || !me.teacherId) throw forbidden();
    const t = await teachers.get(me.teacherId);
    if (!t) throw notFound(NOT_FOUND.teacher);
    return { me, t };
  }
  const consentOf = async (teacherId: string) => consentState((await teacherArea.consent(teacherId))!);
  const emptyLedger = (teacherId: string) => ({
    teacherId,
    updatedAt: '',
    financials: { paymentsPending: 0, remainingBalance: 0 },
    charges: [],
  });
  const ledgerOf = async (teacherId: string) => (await ledger.ledger(teacherId)) ?? emptyLedger(teacherId);
  /** The field hours and returned forms What's left shows. */
  /** The teacher's own path as they read it (myPath over the staff's teacherPathView). */
  const pathOf = async (t: StoredTeacher, saved: SystemSettings) => {
    const [entries, admission, holidays] = await Promise.all([
      app.repos.path.entries(t._id),
      app.repos.path.admission(t._id),
      app.repos.path.holidays(),
    ]);
    if (!entries.length) return null;
    const today = programDate(app.now(), tz);
    return myPath(teacherPathView({ teacher: t, entries, admission, holidays, today, rules: checklistRules(saved), timeZone: tz }));
  };
  const evidenceOf = async (t: StoredTeacher) =>
    myEvidence(t, await app.repos.fieldHours.entries(t._id), await app.repos.documents.versions(t._id));
  const contactOf = async (t: StoredTeacher): Promise<MyContactResponse> => ({
    contact: {
      email: t.contact.email,
      secondaryEmail: t.contact.secondaryEmail,
      phoneNumber: t.contact.phoneNumber,
      location: t.contact.location,
    },
    notifications: await teacherArea.notifications(t._id),
  });
  const profileOf = async (t: StoredTeacher) => {
    const preview = await profileCards.preview(t._id);
    return myProfile(t, await consentOf(t._id), preview!);
  };
  const consentAnswer = async (teacherId: string) => ({
    consent: await consentOf(teacherId),
    text: { version: TEACHER_CONSENT_TEXT.version, body: TEACHER_CONSENT_TEXT.body },
    ...(await teacherArea.hideChoices()),
  });

  // --- staff ---
  // The invitation and its revocation take no body: anything but nothing or {} is a 400 (never an invite by accident).
  r.post(
    '/teachers/:id/portal-invite',
    { preHandler: oneTeacher, schema: { params: teacherIdParam, body: NO_BODY, response: replies({ 200: portalInviteResponseSchema }) } },
    async (req) => {
      const { portal, resent } = await service.invite(req.params.id, caller(req).email);
      const email = portal.email ?? '';
      return { success: true, message: resent ? MESSAGES.portalInviteResent(email) : MESSAGES.portalInviteSent(email), portal };
    },
  );
  r.delete(
    '/teachers/:id/portal-invite',
    { preHandler: oneTeacher, schema: { params: teacherIdParam, body: NO_BODY, response: replies({ 200: portalInviteResponseSchema }) } },
    async (req) => {
      if (!(await teachers.exists(req.params.id))) throw notFound(NOT_FOUND.teacher);
      const portal = await service.revoke(req.params.id, caller(req).email);
      return { success: true, message: MESSAGES.portalRevoked, portal };
    },
  );
  r.post(
    '/teachers/:id/talent-pool/off',
    {
      preHandler: oneTeacher,
      schema: { params: teacherIdParam, body: talentPoolOffSchema, response: replies({ 200: talentPoolOffResponseSchema }) },
    },
    async (req) => {
      const before = await teacherArea.consent(req.params.id);
      if (!before) throw notFound(NOT_FOUND.teacher);
      // A supervisor not kept to its own teachers may still act only on its assigned ones.
      const me = caller(req);
      if (me.role === 'supervisor') {
        const t = await teachers.get(req.params.id);
        if (
          t?.assignment?.supervisorId !== me.supervisorId &&
          !(await app.repos.teachers.inScope(req.params.id, { supervisorId: me.supervisorId!, userId: me.id }))
        )
          throw forbidden();
      }
      await teacherArea.changeConsent(req.params.id, {
        on: false,
        hiddenSchoolIds: before.hiddenSchoolIds,
        hiddenDistricts: before.hiddenDistricts,
        by: 'staff-off',
        actor: me.email,
        textVersion: null,
        text: req.body.reason,
        reason: req.body.reason,
      });
      return { success: true, message: MESSAGES.talentPoolTurnedOff, consent: await consentOf(req.params.id) };
    },
  );

  // --- the sign-in link (every role) ---
  r.post(
    '/auth/sign-in-link',
    { schema: { body: signInLinkSchema, response: replies({ 202: successMessageSchema }) } },
    async (req, reply) => {
      // Every request counts (known address or not), per address and per client.
      await app.limits.take('signInLink', { ip: req.ip, account: req.body.email });
      // The same work for any address before the answer: the look-up, the link and its e-mail come after it.
      await app.linkRequests.record('sign-in', req.body.email);
      return reply.code(202).send({ success: true, message: MESSAGES.signInLinkSent });
    },
  );
  r.post(
    '/auth/sign-in-link/redeem',
    { schema: { body: signInLinkRedeemSchema, response: replies({ 200: signInResponseSchema }) } },
    async (req, reply): Promise<SignInResponse> => {
      await app.limits.take('signInRedeem', { ip: req.ip });
      const user = await users.redeemSignInToken(req.body.token);
      if (!user || !user.active) throw fieldError('token', MESSAGES.signInLinkInvalid, false);
      // An e-mailed link alone never signs an administrator in; an account with two-factor goes on to the code step.
      if (user.role === 'admin') throw forbidden(MESSAGES.twoFactorLinkRefused);
      return signInFlow(app).passed(req, reply, user, false, 'signed in with a link');
    },
  );

  // --- the teacher (own record only) ---
  r.get('/me/teacher', { schema: { response: replies({ 200: myDashboardSchema }) } }, async (req) => {
    const { t } = await mine(req);
    const s = await settings.get();
    return myDashboard(t, await ledgerOf(t._id), s, new Date(), tz, await evidenceOf(t), await pathOf(t, s));
  });

  r.get('/me/observations', { schema: { response: replies({ 200: myObservationsSchema }) } }, async (req) => {
    const { t } = await mine(req);
    return { observations: myObservations(t), compliance: myCompliance(t, new Date(), tz) };
  });

  r.post(
    '/me/observations/:supervisionId/acknowledge',
    { schema: { params: myObservationParam, body: acknowledgeObservationSchema, response: replies({ 200: acknowledgeResponseSchema }) } },
    async (req) => {
      const { me, t } = await mine(req);
      const saved = await teacherArea.acknowledge(t._id, req.params.supervisionId, req.body.reply, me.email);
      const o = saved.supervisions.list.find((x) => x._id === req.params.supervisionId)!;
      return { success: true, message: MESSAGES.observationAcknowledged, observation: myObservation(saved, o) };
    },
  );

  r.get('/me/ledger', { schema: { response: replies({ 200: myLedgerSchema }) } }, async (req) => {
    const { t } = await mine(req);
    return myLedger(await ledgerOf(t._id), await settings.get(), await teacherArea.notifications(t._id), app.env.PAYMENT_INSTRUCTIONS);
  });

  r.get('/me/invoices/:invoiceId', { schema: { params: myInvoiceParam, response: replies({ 200: invoiceSchema }) } }, async (req) => {
    const { t } = await mine(req);
    const c = (await ledgerOf(t._id)).charges.find((x) => x._id === req.params.invoiceId);
    if (!c) throw notFound(MESSAGES.invoiceNotFound);
    return {
      number: invoiceNumber(c.number),
      program: programContact(app.env),
      teacher: { _id: t._id, name: `${t.name.first} ${t.name.last}`.trim(), email: t.contact.email },
      charge: myInvoiceCharge(c),
    };
  });

  /**
   * The round trip: each of the teacher's PUTs also takes, unchanged, the answer of its GET (the fields it returned
   * around the input), read as the input it holds; anything else is validated as sent.
   */
  const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
  const fromAnswer =
    (read: (b: Record<string, unknown>) => unknown) =>
    async (req: FastifyRequest): Promise<void> => {
      if (!isObject(req.body)) return;
      const input = read(req.body);
      if (input !== undefined) req.body = input;
    };
  const profileFromAnswer = fromAnswer((b) => (isObject(b.profile) && isObject(b.preview) ? b.profile : undefined));
  const contactFromAnswer = fromAnswer((b) => {
    if (!isObject(b.contact) || !isObject(b.notifications)) return undefined;
    // The primary e-mail changes through PUT auth/email only.
    const { email: _email, ...contact } = b.contact;
    return contact;
  });
  const consentFromAnswer = fromAnswer((b) =>
    isObject(b.consent) && isObject(b.text)
      ? {
          on: b.consent.on,
          hiddenSchoolIds: b.consent.hiddenSchoolIds,
          hiddenDistricts: b.consent.hiddenDistricts,
          textVersion: b.text.version,
        }
      : undefined,
  );

  r.get('/me/profile', { schema: { response: replies({ 200: myProfileResponseSchema }) } }, async (req) => profileOf((await mine(req)).t));
  r.put(
    '/me/profile',
    { schema: { body: myProfileSchema, response: replies({ 200: myProfileResponseSchema }) }, preValidation: profileFromAnswer },
    async (req) => {
      const { me, t } = await mine(req);
      return profileOf(await teacherArea.patchDoc(t._id, 'publicProfile', req.body, me.email));
    },
  );

  r.get('/me/consent', { schema: { response: replies({ 200: myConsentResponseSchema }) } }, async (req) =>
    consentAnswer((await mine(req)).t._id),
  );
  r.put(
    '/me/consent',
    { schema: { body: myConsentSchema, response: replies({ 200: myConsentResponseSchema }) }, preValidation: consentFromAnswer },
    async (req) => {
      const { me, t } = await mine(req);
      const b = req.body;
      if (b.textVersion !== TEACHER_CONSENT_TEXT.version) throw fieldError('textVersion', MESSAGES.consentTextChanged, false);
      const unknown = await teacherArea.unknownSchools(b.hiddenSchoolIds);
      if (unknown.length) throw badRequest('Unknown school in hiddenSchoolIds', { hiddenSchoolIds: `Unknown school: ${unknown[0]}` });
      await teacherArea.changeConsent(t._id, {
        on: b.on,
        hiddenSchoolIds: [...new Set(b.hiddenSchoolIds)],
        hiddenDistricts: [...new Set(b.hiddenDistricts)],
        by: 'teacher',
        actor: me.email,
        textVersion: TEACHER_CONSENT_TEXT.version,
        text: TEACHER_CONSENT_TEXT.body,
        reason: null,
      });
      return consentAnswer(t._id);
    },
  );
  r.get('/me/consent/history', { schema: { response: replies({ 200: consentHistorySchema }) } }, async (req) => ({
    records: await teacherArea.consentHistory((await mine(req)).t._id),
  }));

  r.get('/me/requests', { schema: { response: replies({ 200: myRequestsSchema }) } }, async (req) => ({
    requests: await teacherArea.requests((await mine(req)).t._id),
  }));

  r.get('/me/contact', { schema: { response: replies({ 200: myContactResponseSchema }) } }, async (req) => contactOf((await mine(req)).t));
  r.put(
    '/me/contact',
    { schema: { body: myContactSchema, response: replies({ 200: myContactResponseSchema }) }, preValidation: contactFromAnswer },
    async (req) => {
      const { me, t } = await mine(req);
      return contactOf(await teacherArea.patchDoc(t._id, 'contact', req.body, me.email));
    },
  );
  r.put(
    '/me/notifications',
    { schema: { body: myNotificationsSchema, response: replies({ 200: myContactResponseSchema }) } },
    async (req) => {
      const { me, t } = await mine(req);
      if (req.body.sms && !smsNumber(t.contact.phoneNumber)) throw fieldError('sms', MESSAGES.smsNeedsMobileNumber, false);
      await teacherArea.setNotifications(t._id, req.body, me.email);
      return contactOf(t);
    },
  );

  // json: MyExport as an attachment; html: the same as a readable page (sent as text, past the serializer).
  r.get(
    '/me/export',
    {
      schema: {
        querystring: myExportQuery,
        response: replies({ 200: z.union([myExportSchema, z.string().describe('text/html or the JSON as an attachment')]) }),
      },
    },
    async (req, reply) => {
      const { t } = await mine(req);
      const [l, s, notify] = await Promise.all([ledgerOf(t._id), settings.get(), teacherArea.notifications(t._id)]);
      const data: MyExport = {
        exportedAt: new Date().toISOString(),
        dashboard: myDashboard(t, l, s, new Date(), tz, await evidenceOf(t), await pathOf(t, s)),
        contact: await contactOf(t),
        observations: myObservations(t),
        ledger: myLedger(l, s, notify, app.env.PAYMENT_INSTRUCTIONS),
        profile: (await profileOf(t)).profile,
        consentHistory: await teacherArea.consentHistory(t._id),
        requests: await teacherArea.requests(t._id),
      };
      const parsed = myExportSchema.parse(data);
      reply.header('cache-control', 'no-store');
      if (req.query.format === 'html') {
        return reply
          .type('text/html; charset=utf-8')
          .header('content-disposition', 'attachment; filename="my-data.html"')
          .send(exportPage(parsed));
      }
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', 'attachment; filename="my-data.json"')
        .send(JSON.stringify(parsed, null, 2));
    },
  );
}
