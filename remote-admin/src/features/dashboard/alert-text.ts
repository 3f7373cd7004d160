import { formatDate, formatUsd, type DashboardAlert } from 'shared-domain';

const FORM_NAMES = {
  mentorHandbookFormsUploaded: 'Mentor Handbook Forms',
  internMentorAttestationForm: 'Intern Mentor Attestation Form',
} as const;

/** What the admin reads for an alert: the server sends the facts, the dashboard words them. */
export function alertMessage(a: DashboardAlert): string {
  switch (a.kind) {
    case 'school-awaiting-approval':
      return `${a.name} is awaiting approval`;
    case 'first-observation-overdue':
      return `${a.name}: first observation overdue since ${formatDate(a.date)}`;
    case 'first-observation-due':
      return `${a.name}: first observation due by ${formatDate(a.date)}`;
    case 'forms-pending':
      return `${a.name}: ${a.forms.map((f) => FORM_NAMES[f]).join(' and ')} pending`;
    case 'hire-in-process':
      return `${a.name}: on the hired list since ${formatDate(a.date)}, not hired yet`;
    case 'certification-ending':
      return `${a.name}: certification ends on ${formatDate(a.date)}`;
    case 'certification-grace':
      return `${a.name}: certification ended on ${formatDate(a.date)}, in grace period until ${formatDate(a.until)}`;
    case 'supervisor-needed':
      return `${a.name}: placed at ${a.schoolName} with no field supervisor (none has room)`;
    case 'observation-lapsed':
      return `${a.name}: no observation in ${a.days} days (since ${formatDate(a.date)})`;
    case 'payment-overdue':
      return `${a.name}: ${formatUsd(a.amount)} overdue since ${formatDate(a.date)}`;
  }
}

/** The record an alert is about: the school, or the teacher. */
export const alertHref = (a: DashboardAlert): string =>
  a.kind === 'school-awaiting-approval'
    ? `/admin/schools/${a.schoolId}`
    : a.kind === 'payment-overdue'
      ? `/admin/teachers/${a.teacherId}#record-financials`
      : `/admin/teachers/${a.teacherId}`;
