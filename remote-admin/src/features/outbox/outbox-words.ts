import type { OutboxMessage } from 'shared-domain';
import type { BadgeTone } from 'shared-ui';

export const KIND_LABELS: Record<OutboxMessage['kind'], string> = {
  'mentor-copy': 'Feedback copy to mentor',
  'signature-request': 'Form to sign (principal or mentor)',
  'certification-ending': 'Certification ending',
  'observation-overdue': 'Observation reminder',
  'supervisor-assigned': 'Supervisor assignment',
  invoice: 'Invoice',
  'payment-due': 'Payment reminder',
  'school-approved': 'School approved',
  'request-answered': 'Request answered',
  'account-created': 'New account',
  'password-reset': 'Password reset',
  invitation: 'Invitation',
  'registration-received': 'Registration received',
  'registration-attempt': 'Registration with a known address',
  'email-changed': 'E-mail changed',
  'sign-in-ceiling': 'Sign-in warning',
  // Evidence
  'document-returned': 'Document returned',
  'field-hours-confirm': 'Hours to confirm',
  'application-resume': 'Application link',
  'path-clocks': 'Path clocks due',
  'path-clock-candidate': 'Path clock reminder to candidate',
  'asep-deadline': 'Year-end report due',
  // The teacher's own area
  'sign-in-link': 'Sign-in link',
  'observation-feedback': 'Observation feedback to teacher',
  'observation-ack-reminder': 'Acknowledgement reminder',
  other: 'Other',
};
export const STATUS_TONES: Record<OutboxMessage['status'], BadgeTone> = { sent: 'green', pending: 'yellow', failed: 'red', stored: 'blue' };
export const STATUS_LABELS: Record<OutboxMessage['status'], string> = {
  sent: 'Sent',
  pending: 'Pending',
  failed: 'Failed',
  stored: 'Stored (not sent)',
};

/** Who a message went to, a text message said so. */
export const recipient = (m: OutboxMessage): string => (m.channel === 'sms' ? `${m.to} (text message)` : m.to);
