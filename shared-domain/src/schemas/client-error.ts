import { z } from 'zod';
import { AREA_NAMES, type AreaName } from '../areas';
import { ROLES } from '../constants';
import { tooLong } from './common';

import { CLIENT_ERROR_KINDS, CLIENT_ERROR_MAX } from '../client-error-limits';

/**
 * A bounded string. The length check aborts, so an oversized value is refused by its length and never reaches
 * the pattern (a pattern is not run on megabytes of text).
 */
const bounded = (label: string, max: number) =>
  z.string({ error: `${label} must be text` }).max(max, { error: tooLong(label, max), abort: true });

/**
 * POST /api/client-errors: what a browser reports when a page throws or a chunk fails to load. No personal data:
 * the page is a path without query string or fragment (those can carry e-mail addresses or tokens), and the
 * caller's role, if signed in, is taken from the token by the server, never from the body.
 */
export const clientErrorReportSchema = z.object({
  area: z.enum(AREA_NAMES as [AreaName, ...AreaName[]], { error: `Area must be one of ${AREA_NAMES.join(', ')}` }),
  kind: z.enum(CLIENT_ERROR_KINDS, { error: `Kind must be one of ${CLIENT_ERROR_KINDS.join(', ')}` }),
  page: bounded('Page', CLIENT_ERROR_MAX.page).regex(/^\/[^?#\s]*$/, 'Page must be a path starting with / without query string'),
  message: bounded('Message', CLIENT_ERROR_MAX.message).min(1, 'Message is required'),
  stack: bounded('Stack', CLIENT_ERROR_MAX.stack).prefault(''),
  release: bounded('Release', CLIENT_ERROR_MAX.release)
    .regex(/^[\w.+-]*$/, 'Release must be letters, digits and . _ + -')
    .prefault(''),
});
export type ClientErrorReport = z.input<typeof clientErrorReportSchema>;

/** GET /api/client-errors: one stored report, newest first. */
export const clientErrorSchema = z
  .object({
    _id: z.string(),
    area: z.enum(AREA_NAMES as [AreaName, ...AreaName[]]),
    kind: z.enum(CLIENT_ERROR_KINDS),
    page: z.string(),
    message: z.string(),
    stack: z.string(),
    release: z.string(),
    /** The reporter's role when signed in (never who they are). */
    role: z.enum(ROLES).nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'ClientError' });
export type ClientError = z.infer<typeof clientErrorSchema>;
