import type { ComplianceStatus } from 'shared-domain';
import type { BadgeTone } from 'shared-ui';

/**
 * The badge tone of each field-supervision status (the status is always written beside it). Its own module: the
 * dashboards import it without the record's compliance card, which brings the form schemas (zod) and react-hook-form.
 */
export const COMPLIANCE_TONES: Record<ComplianceStatus, BadgeTone> = {
  'not applicable': 'gray',
  complete: 'green',
  'on track': 'blue',
  'at risk': 'yellow',
  overdue: 'red',
};
