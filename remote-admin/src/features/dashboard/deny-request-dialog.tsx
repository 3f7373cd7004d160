// The dialog moved to src/components (the Requests page asks the same).
export { DenyRequestDialog, DENY_REASON_REQUIRED, type DenyRequestDialogProps } from '../../components/deny-request-dialog';
