/** The accounts' roles; 'teacher' is a teacher's own account, tied to one teacher record. */
export const ROLES = ['admin', 'supervisor', 'school', 'teacher'] as const;
export type Role = (typeof ROLES)[number];

/** Landing for a role the route table does not know (product spec §2). */
export const UNKNOWN_ROLE_LANDING = '/login';
