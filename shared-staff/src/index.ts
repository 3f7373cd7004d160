// Staff screens used by both the admin and the supervisor areas, parameterised by role.
export * from './teachers';
export * from './supervisors';
export * from './schools';
export * from './settings';
export { QueryContent, QueryErrorPanel, RetryButton, type QueryContentProps, type QueryErrorPanelProps } from './lib/query-error-panel';
export { useUndoToast } from './lib/use-undo-toast';
export { ConfirmActDialog, type ConfirmActDialogProps, type UndoableAct } from './lib/confirm-act-dialog';
export { ComplianceCard } from './teachers/record/sections/compliance-card';
export { COMPLIANCE_TONES } from './teachers/compliance-tones';
