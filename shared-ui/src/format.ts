/** Display formatters live in shared-domain (used by the server too); re-exported for UI code. */
export { formatDate, formatUsd } from 'shared-domain';
