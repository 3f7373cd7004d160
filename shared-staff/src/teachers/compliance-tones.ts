/**
 * The badge tone of each field-supervision status (the status is always written beside it): shared-ui's, which the
 * teacher's own area uses too. Its own module: the dashboards import it without the record's compliance card, which
 * brings the form schemas (zod) and react-hook-form.
 */
export { COMPLIANCE_TONES } from 'shared-ui/staff';
