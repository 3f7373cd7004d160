// The client error reports' limits, without zod: the browser's reporter (shared-auth) is in every page's first load,
// and importing these from the schema module would bring zod into it.

/** How many client error reports the server keeps (older ones are pruned as new ones arrive). */
export const CLIENT_ERRORS_KEPT = 1000;
/** The most recent reports GET /api/client-errors answers. */
export const CLIENT_ERRORS_LISTED = 200;
/** The longest value of each field of a report: the browser cuts to these before sending, the server refuses more. */
export const CLIENT_ERROR_MAX = { page: 300, message: 1000, stack: 8000, release: 64 } as const;
/** The whole request body; more is refused before it is parsed. */
export const CLIENT_ERROR_MAX_BYTES = 16 * 1024;

export const CLIENT_ERROR_KINDS = ['render', 'chunk'] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];
