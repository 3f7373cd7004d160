import { addDays, invoiceNumber } from 'shared-domain';
import { mails } from '../services/mail-templates';
import { begin, sendEach, type Job } from './context';

/** `paymentDueReminder` days before an open charge falls due, the teacher is reminded, once per charge and due date. */
export const paymentDue: Job = async (deps, ctx) => {
  const result = begin('payment-due', ctx.settings.systemNotifications.paymentReminders ? null : 'Payment reminders');
  if (result.skipped.length) return result;
  const due = await deps.repos.jobs.chargesDue(ctx.today, ctx.settings.paymentAndBilling.paymentDueReminder);
  let noEmail = 0;
  const sends: Parameters<typeof sendEach>[3][number][] = [];
  for (const c of due) {
    if (c.open <= 0) continue;
    if (!c.email.trim()) {
      noEmail += 1;
      continue;
    }
    const mail = mails.paymentDue(c.email.trim(), {
      teacher: c.name,
      chargeId: c.id,
      number: invoiceNumber(c.number),
      description: c.description,
      open: c.open,
      dueDate: c.due,
      program: deps.program,
    });
    sends.push({ subject: `${c.id}:${c.due}`, messages: [mail] });
  }
  await sendEach(deps, ctx, result, sends);
  // The charges reminded (by this run, or by one cut short after its sends) are not read by the next.
  await deps.repos.jobs.settleReminders('payment-due', ctx.today, addDays(ctx.today, ctx.settings.paymentAndBilling.paymentDueReminder));
  if (noEmail) result.skipped.push(`${noEmail} teacher record(s) with a charge due have no e-mail address`);
  return result;
};
