import { daysLate, programDate } from './dates';
import { GLOSSARY } from './glossary';

/** A charge's (its invoice's) state, the ledger's and the teacher's alike. */
export const CHARGE_STATES = ['paid', 'overdue', 'part paid', 'open'] as const;
export type ChargeState = (typeof CHARGE_STATES)[number];
const CHARGE_STATE_WORDS: Record<ChargeState, string> = {
  paid: GLOSSARY.paid,
  overdue: GLOSSARY.overdue,
  'part paid': GLOSSARY.partPaid,
  open: GLOSSARY.open,
};

/**
 * Where a charge stands on `today` (the program's calendar day): paid when nothing is open, overdue once its due day
 * has passed with money open, part paid when some is paid, else open. `late` is daysLate of its due date while it is
 * overdue (null otherwise). The admin ledger, the invoice and the teacher's pages all read this one answer.
 */
export function chargeState(
  c: { open: number; paid: number; dueDate: string },
  today: string = programDate(new Date()),
): { state: ChargeState; label: string; late: number | null } {
  const late = daysLate(c.dueDate, today);
  const state: ChargeState = c.open <= 0 ? 'paid' : late !== null && late > 0 ? 'overdue' : c.paid > 0 ? 'part paid' : 'open';
  return { state, label: CHARGE_STATE_WORDS[state], late: state === 'overdue' ? late : null };
}
