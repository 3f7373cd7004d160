// The teacher's own record, through the me/ routes (docs/teacher-api.md): the server reads the signed-in account's
// record, so no id is ever sent. One query key per answer; a change refreshes what shows it.
export const meKeys = {
  all: ['me'] as const,
  dashboard: ['me', 'dashboard'] as const,
  observations: ['me', 'observations'] as const,
  ledger: ['me', 'ledger'] as const,
  invoice: (id: string) => ['me', 'invoice', id] as const,
  profile: ['me', 'profile'] as const,
  consent: ['me', 'consent'] as const,
  consentHistory: ['me', 'consent', 'history'] as const,
  requests: ['me', 'requests'] as const,
  contact: ['me', 'contact'] as const,
};
