// One word per state and act. Every screen, e-mail and the docs use these words; RETIRED_TERMS lists
// the synonyms they replaced, and shared-domain/src/__tests__/glossary.test.ts fails when a screen's or an e-mail's
// source uses one again (the browser test e2e/tests/staff-ux.test.mjs reads the rendered pages for them too).

/** The one word for each state and act (sentence case; a heading or button may capitalise it). */
export const GLOSSARY = {
  // Schools: a school registers, then waits for an admin to approve it ('inactive' in the database).
  awaitingApproval: 'Awaiting approval',
  approved: 'Approved',
  approveSchool: 'Approve school',
  // The supervisor's visit to an intern, recorded through the one observation dialog.
  observation: 'Observation',
  addObservation: 'Add observation',
  // Money: a charge's state, and what is still owed.
  balanceDue: 'Balance due',
  paid: 'Paid',
  partPaid: 'Part paid',
  open: 'Open',
  overdue: 'Overdue',
  // A school's request to see a teacher's details.
  pending: 'Pending',
  denied: 'Denied',
  requestAgain: 'Request again',
  // A value nobody gave, and a state that does not apply (the stored 'n/a').
  notProvided: 'Not provided',
  notApplicable: 'Not applicable',
  notAssigned: 'Not assigned',
  // The outbox without SMTP_URL keeps messages ('stored') instead of sending them.
  emailDeliveryOff: 'E-mail delivery is off',
  keptNotSent: 'kept here and not sent',
  nextRun: 'Next run',
  lastRun: 'Last run',
} as const;

export type GlossaryKey = keyof typeof GLOSSARY;

export interface RetiredTerm {
  /** The synonym no screen or e-mail uses any more (matched as a whole phrase, case-sensitive). */
  retired: string;
  /** The glossary word that replaced it. */
  use: string;
  /** Files (paths from the repository root) where the product spec fixes the old text to the letter. */
  specFixed?: readonly string[];
}

export const RETIRED_TERMS: readonly RetiredTerm[] = [
  { retired: 'Amount due', use: GLOSSARY.balanceDue },
  { retired: 'Not specified', use: GLOSSARY.notProvided },
  { retired: 'set Active', use: GLOSSARY.approveSchool },
  {
    retired: 'N/A',
    use: GLOSSARY.notApplicable,
    // Product spec §'Supervisor detail': "program or 'N/A'".
    specFixed: ['remote-admin/src/features/supervisors/supervisor-teachers-table.tsx'],
  },
];

const PLURAL = new Intl.PluralRules('en-US');

/** A count with its noun: '1 row', '3 rows', '0 rows' (`plural` where adding 's' is wrong: 'entry', 'entries'). */
export function counted(n: number, singular: string, plural = `${singular}s`): string {
  return `${n} ${PLURAL.select(n) === 'one' ? singular : plural}`;
}
