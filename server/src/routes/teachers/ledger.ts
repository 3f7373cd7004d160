import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  chargeInputSchema,
  teacherIdParam,
  invoiceNumber,
  invoiceSchema,
  ledgerEntryParam,
  ledgerSchema,
  paymentInputSchema,
  type Invoice,
  type LedgerCharge,
  type Teacher,
} from 'shared-domain';
import type { Sql } from '../../db/types';
import { notFound, NOT_FOUND } from '../../lib/http-errors';
import { caller } from '../../plugins/app/auth';
import { mails } from '../../services/mail-templates';
import { replies } from '../responses';
import { programContact } from '../../services/program';
import { oneTeacher } from './one-teacher';

/**
 * A teacher's payment ledger: charges, payments, invoices. The route table allows admins only: supervisors
 * do not see amounts. The settings decide the terms (defaultPaymentTerms), whether a payment may pay part of a charge
 * (allowPartialPayments) and whether a new charge's invoice is e-mailed at once (autoSendInvoices).
 */
export default async function ledgerRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ledger, settings, teachers } = app.repos;
  const program = programContact(app.env);
  const invoiceOf = (t: Teacher, c: LedgerCharge): Invoice => ({
    number: invoiceNumber(c.number),
    program,
    teacher: { _id: t._id, name: `${t.name.first} ${t.name.last}`.trim(), email: t.contact.email },
    charge: c,
  });
  const mailInvoice = async (tx: Sql, t: Teacher, c: LedgerCharge) => {
    await app.mailer.enqueue(tx, mails.invoice(t.contact.email, invoiceOf(t, c)));
  };
  const kicked = <T>(result: T) => {
    app.mailer.kick();
    return result;
  };

  r.get(
    '/teachers/:id/ledger',
    { preHandler: oneTeacher, schema: { params: teacherIdParam, response: replies({ 200: ledgerSchema }) } },
    async (req) => {
      const l = await ledger.ledger(req.params.id);
      if (!l) throw notFound(NOT_FOUND.teacher);
      return l;
    },
  );

  r.post(
    '/teachers/:id/charges',
    {
      preHandler: oneTeacher,
      schema: {
        description:
          'Adds a charge, due defaultPaymentTerms days after its date unless dueDate is given; autoSendInvoices e-mails its invoice.',
        params: teacherIdParam,
        body: chargeInputSchema,
        response: replies({ 201: ledgerSchema }),
      },
    },
    async (req, reply) => {
      const { paymentAndBilling } = await settings.get();
      const saved = await ledger.addCharge(req.params.id, req.body, {
        actor: caller(req).email,
        terms: paymentAndBilling.defaultPaymentTerms,
        // Sent at once while autoSendInvoices is on and the record has an e-mail address; else 'Send invoice' does it.
        invoice: paymentAndBilling.autoSendInvoices
          ? async (tx, t, c) => {
              if (!t.contact.email) return false;
              await mailInvoice(tx, t, c);
              return true;
            }
          : undefined,
      });
      return reply.code(201).send(kicked(saved));
    },
  );

  r.get(
    '/teachers/:id/charges/:entryId/invoice',
    { preHandler: oneTeacher, schema: { params: ledgerEntryParam, response: replies({ 200: invoiceSchema }) } },
    async (req) => {
      const t = await teachers.get(req.params.id);
      if (!t) throw notFound(NOT_FOUND.teacher);
      return invoiceOf(t, await ledger.charge(t._id, req.params.entryId));
    },
  );

  r.post(
    '/teachers/:id/charges/:entryId/invoice',
    {
      preHandler: oneTeacher,
      schema: {
        description: "E-mails the charge's invoice to the teacher (again); the charge counts as invoiced (paymentsPending).",
        params: ledgerEntryParam,
        body: z.object({}).strict().nullish().describe('nothing, or {}'),
        response: replies({ 200: ledgerSchema }),
      },
    },
    async (req) => kicked(await ledger.sendInvoice(req.params.id, req.params.entryId, { actor: caller(req).email, invoice: mailInvoice })),
  );

  r.post(
    '/teachers/:id/payments',
    {
      preHandler: oneTeacher,
      schema: {
        description: 'A payment against one open charge: at most its open amount; all of it while allowPartialPayments is off.',
        params: teacherIdParam,
        body: paymentInputSchema,
        response: replies({ 201: ledgerSchema }),
      },
    },
    async (req, reply) => {
      const { paymentAndBilling } = await settings.get();
      const saved = await ledger.addPayment(req.params.id, req.body, {
        actor: caller(req).email,
        allowPartial: paymentAndBilling.allowPartialPayments,
      });
      return reply.code(201).send(saved);
    },
  );

  r.delete(
    '/teachers/:id/ledger/:entryId',
    { preHandler: oneTeacher, schema: { params: ledgerEntryParam, response: replies({ 200: ledgerSchema }) } },
    async (req) => ledger.remove(req.params.id, req.params.entryId, caller(req).email),
  );
}
