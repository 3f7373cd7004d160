// The teacher's own documents and field-based experience hours, through the teachers/{id}/... routes
// (the server answers a teacher only for its own id). Under meKeys.all, so a change through a me/ route refreshes them.
export const evidenceKeys = {
  documents: ['me', 'evidence', 'documents'] as const,
  fieldHours: ['me', 'evidence', 'field-hours'] as const,
};
