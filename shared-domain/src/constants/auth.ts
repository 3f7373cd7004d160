/** Sessions, passwords and sign-in links. */

/** A session's lifetime from its sign-in (product spec §9). */
export const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** However often its token is refreshed, a school's or teacher's session ends this long after its sign-in. */
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** A staff session (admin, supervisor) ends 12 hours after its sign-in however active (OWASP ASVS level 2, 3.3.2). */
export const STAFF_SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** The roles whose sessions are staff sessions: the shorter absolute life, the staff idle time, two-factor. */
export const STAFF_ROLES = ['admin', 'supervisor'] as const;
export const isStaffRole = (role: string): boolean => (STAFF_ROLES as readonly string[]).includes(role);
/** How long after its sign-in a session of `role` ends, whatever its activity. */
export const sessionAbsoluteMs = (role: string): number => (isStaffRole(role) ? STAFF_SESSION_ABSOLUTE_MS : SESSION_ABSOLUTE_MS);
/** How long a sign-in's password step stays open for its two-factor code. */
export const TWO_FACTOR_CHALLENGE_MS = 5 * 60 * 1000;
/** How many recovery codes two-factor set-up hands out. */
export const RECOVERY_CODE_COUNT = 10;
/** The shortest password accepted anywhere (OWASP ASVS level 2, 2.1.1; the product spec's 8 raised). */
export const REGISTRATION_PASSWORD_MIN = 12;
/** A password-reset link is valid this long. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
/** A sign-in link e-mailed on request ("E-mail me a sign-in link"): single use, valid this long. */
export const SIGN_IN_LINK_TTL_MS = 15 * 60 * 1000;
/** Where "E-mail me a sign-in link" e-mails land: the public sign-in page redeems the token. */
export const SIGN_IN_LINK_PAGE = '/login/link';
