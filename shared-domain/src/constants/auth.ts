/** Sessions, passwords and sign-in links. */

/** A session's lifetime from its sign-in (product spec §9). */
export const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** However often its token is refreshed, a session ends this long after its sign-in. */
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** The shortest password a registration takes (product spec §9). */
export const REGISTRATION_PASSWORD_MIN = 8;
/** A password-reset link is valid this long. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
/** A sign-in link e-mailed on request ("E-mail me a sign-in link"): single use, valid this long. */
export const SIGN_IN_LINK_TTL_MS = 15 * 60 * 1000;
/** Where "E-mail me a sign-in link" e-mails land: the public sign-in page redeems the token. */
export const SIGN_IN_LINK_PAGE = '/login/link';
