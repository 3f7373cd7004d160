// The demo data's public sign-ins: the seed sets them and the server names them at start on a database that holds
// the demo data (only these names, so the server bundle holds no demo data itself). Passwords follow the server's
// own rule: at least 12 characters, not in the list of breached passwords.
export const DEMO_PASSWORD = 'demo-pass-2026';
export const DEMO_SIGN_INS = [
  { email: 'admin@example.org', role: 'admin' },
  { email: 'supervisor@example.org', role: 'supervisor' },
  { email: 'school@example.org', role: 'school (approved)' },
  { email: 'pending-school@example.org', role: 'school (awaiting approval)' },
  // The teacher's own area
  { email: 'teacher@example.org', role: 'teacher (intern: an overdue observation, one to acknowledge, an open invoice)' },
  { email: 'ready-teacher@example.org', role: 'teacher (ready for hire, talent-pool profile off)' },
] as const;
