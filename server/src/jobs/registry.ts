import type { JobName } from 'shared-domain';
import { certificationEnding } from './certification-ending';
import type { Job } from './context';
import { observationOverdue } from './observation-overdue';
import { paymentDue } from './payment-due';
import { observationAck } from './observation-ack';
import { pathClockReminders } from './path-clocks';
import { asepDeadline } from './asep-deadline';

/** Every scheduled job, in the order a run runs them. */
export const JOBS: Record<JobName, Job> = {
  'certification-ending': certificationEnding,
  'observation-overdue': observationOverdue,
  'payment-due': paymentDue,
  'observation-ack': observationAck,
  'path-clocks': pathClockReminders,
  'asep-deadline': asepDeadline,
};
