/**
 * The OpenAPI document's words for each /api operation, keyed like the role table ("METHOD /path" of
 * API_ROUTES). The server's OpenAPI transform adds the summary; the operationId is made from the method and path
 * (`apiOperationId`). A route without a row here is listed by server/test/platform/openapi-lint.test.ts: add its summary.
 */
export const API_SUMMARIES: Record<string, string> = {
  'GET /api/health': 'Health of the server and its database',
  'POST /api/teachers/:id/supervisions/:supervisionId/mentor-link': "E-mail the mentor a link to acknowledge an observation's feedback",
  'GET /api/teachers/:id/signatures': "A record's signed acknowledgements, each verified",
  'GET /api/teachers/:id/signatures/:signatureId/pdf': 'A signed acknowledgement as a PDF',
  'GET /api/teachers/:id/supervisions/:supervisionId/feedback/pdf': "An observation's written feedback as a PDF",
  'POST /api/links/view': 'What a one-time link grants',
  'POST /api/links/acknowledge': "Sign the acknowledgement of an observation's feedback",
  'POST /api/teachers/:id/signature-links/:form': "E-mail a form's signer a one-time signing link",
  'GET /api/teachers/:id/signature-links': 'The one-time links sent for a record',
  'GET /api/teachers/:id/signatures/:signatureId/check': "Check a signature's hash against its kept text",
  'POST /api/links/form': 'The form a signing link grants',
  'POST /api/links/sign': 'Sign a form through its one-time link',
  'POST /api/links/decline': 'Decline a form through its one-time link, saying why',
  'GET /api/health/live': 'Liveness: the process answers',
  'GET /api/health/ready': 'Readiness: the database answers and every migration is applied',
  'GET /api/config': 'Runtime configuration of the pages',
  'POST /api/auth/signin': 'Sign in with e-mail and password',
  'POST /api/auth/refresh-token': 'Exchange a session token for a fresh one',
  'POST /api/auth/signout': 'Sign out (end this session)',
  'GET /api/auth/me': 'The signed-in account',
  'PUT /api/auth/email': "Change the signed-in account's e-mail",
  'PUT /api/auth/password': "Change the signed-in account's password",
  'POST /api/auth/forgot-password': 'Ask for a password reset link',
  'POST /api/auth/reset-password': 'Set a new password with a reset link',
  'POST /api/accounts/reset-link': 'Send an account a password reset or invitation link',
  'POST /api/auth/two-factor/verify': "Answer a sign-in's two-factor code step",
  'GET /api/auth/two-factor': "The signed-in staff account's two-factor state",
  'POST /api/auth/two-factor/setup': 'Start setting up two-factor sign-in',
  'POST /api/auth/two-factor/enable': 'Turn two-factor sign-in on with a code',
  'POST /api/auth/two-factor/disable': 'Turn two-factor sign-in off with a code',
  'POST /api/schools/register': 'Register a school (self sign-up, or added by an admin)',
  'GET /api/schools/all': 'List schools',
  'GET /api/schools/:id': 'Read a school',
  'PUT /api/schools/:id': "Set a school's status",
  'POST /api/schools/:id/undo': "Undo the caller's status change of a school (within the undo window)",
  'PATCH /api/schools/:id': "Change a school's contact details and settings",
  'GET /api/supervisors/all': 'List field supervisors',
  'GET /api/supervisors/:id': 'Read a field supervisor',
  'POST /api/supervisors/register': 'Add a field supervisor',
  'PATCH /api/supervisors/:id': "Change a field supervisor's details or settings",
  'GET /api/teachers/all': 'List teachers',
  'GET /api/public/teachers': 'The public talent pool',
  'GET /api/teachers/available': 'Teachers available to an approved school',
  'GET /api/teachers/:id': 'Read a teacher record',
  'POST /api/teachers': 'Create a teacher record',
  'POST /api/teachers/import': 'Import teachers from a CSV or .xlsx file',
  'GET /api/drafts/teachers/:id': "Read the caller's draft of a teacher record",
  'PUT /api/drafts/teachers/:id': "Save the caller's draft of a teacher record",
  'DELETE /api/drafts/teachers/:id': "Discard the caller's draft of a teacher record",
  'PUT /api/teachers/:id': 'Save a teacher record',
  'GET /api/teachers/:id/history': "A teacher record's change history",
  'PUT /api/teachers/:id/assignment': 'Place a teacher at a school with a supervisor',
  'POST /api/teachers/:id/supervisions': 'Record an observation',
  'POST /api/teachers/:id/supervisions/:supervisionId/remove': 'Remove an observation (with a reason)',
  'GET /api/teachers/:id/compliance': "A teacher's field-supervision compliance",
  'GET /api/teachers/:id/ledger': "A teacher's charges and payments",
  'POST /api/teachers/:id/charges': 'Add a charge',
  'GET /api/teachers/:id/charges/:entryId/invoice': "Read a charge's invoice",
  'POST /api/teachers/:id/charges/:entryId/invoice': "E-mail a charge's invoice",
  'POST /api/teachers/:id/payments': 'Record a payment',
  'DELETE /api/teachers/:id/ledger/:entryId': 'Remove a payment or an unpaid charge',
  'GET /api/teachers/:id/path': "A candidate's path: stages reached, admission facts, clocks and next steps",
  'POST /api/teachers/:id/path': 'Move a candidate to a stage (refused naming each missing requirement)',
  'POST /api/teachers/:id/path/offer': 'Send the offer of admission: its dates and the Offered stage together',
  'PUT /api/teachers/:id/path/admission': "Record a candidate's admission facts",
  'GET /api/path/pipeline': 'The candidates by stage, the stuck first, under the filters',
  'POST /api/applications': 'Start an application (saved as a draft, resumed by its secret)',
  'GET /api/applications/draft': 'Read a saved application draft',
  'PUT /api/applications/draft': 'Save an application draft',
  'POST /api/applications/submit': "Submit an application: the candidate at 'applied' (refused naming each missing field)",
  'GET /api/disclosures': 'The disclosures given before admission, with their version ids',
  'GET /api/teachers/:id/path/receipts': "A candidate's receipts of the disclosures",
  'GET /api/me/offer': 'Your offer of admission and the disclosures',
  'POST /api/me/offer/disclosures/:key': 'Acknowledge a disclosure',
  'POST /api/me/offer/accept': 'Accept the offer of admission in writing',
  'GET /api/settings/holidays': "The program's holiday calendar",
  'GET /api/reports/asep/:year': "A year's ASEP report: records with problems, exceptions, files",
  'GET /api/reports/asep/:year/files/:file': 'One ASEP record set as CSV for ECOS',
  'POST /api/reports/asep/:year/exceptions': 'File a Request for Exception',
  'PUT /api/reports/asep/:year/exceptions/:id': 'Change a Request for Exception',
  'DELETE /api/reports/asep/:year/exceptions/:id': 'Remove a Request for Exception',
  'PUT /api/settings/holidays': "Replace the program's holiday calendar",
  'GET /api/compliance': 'Field-supervision compliance of every teacher (or the TEA export)',
  'GET /api/requests/all':
    "List schools' requests for teacher details (newest first); ?status, ?school, ?teacher filter them and ?limit, ?offset page them, with the number that match in X-Total-Count",
  'GET /api/requests/filters': 'The schools and teachers that have requests, with how many each has (the Requests page filters)',
  'GET /api/requests/:schoolId': "A school's requests for teacher details",
  'PUT /api/requests/:id': 'Approve or decline a request',
  'POST /api/requests/:id/undo': "Undo the caller's answer to a request (within the undo window): pending again",
  'POST /api/requests/create': "Ask for a teacher's details",
  'GET /api/settings': 'Read the system settings',
  'PUT /api/settings': 'Save the system settings',
  'GET /api/dashboard': "The admin dashboard's figures and alerts",
  'POST /api/inquiries': 'Send an inquiry (contact form)',
  'GET /api/inquiries': 'List inquiries',
  'PATCH /api/inquiries/:id': "Change an inquiry's status",
  'GET /api/outbox': 'The outbox (e-mails and text messages)',
  'POST /api/jobs/run': 'Run the scheduled jobs now',
  'GET /api/jobs/runs': 'Recent runs of the scheduled jobs',
  'GET /api/jobs': 'The scheduled jobs: the settings each reads now, its last run, and the next daily run',
  'GET /api/outbox/delivery': 'Whether e-mails and text messages are sent or only kept in the outbox',
  'POST /api/client-errors': 'Report a page error from a browser',
  'GET /api/client-errors': 'Recent page errors reported by browsers',
  'GET /api/audit': 'The audit trail',
  // The teacher's own area and a teacher's evidence.
  'GET /api/teachers/:id/documents': "List a teacher's documents and their versions",
  'POST /api/teachers/:id/documents/:kind': 'Upload a new version of a document (PDF, JPEG or PNG)',
  'GET /api/teachers/:id/documents/:documentId/file': "Download a document version's file",
  'POST /api/teachers/:id/documents/:kind/before-portal': 'Record a paper form seen before the portal kept files',
  'POST /api/teachers/:id/documents/:documentId/verify': 'Mark a document Verified',
  'POST /api/teachers/:id/documents/:documentId/return': 'Return a document with a reason',
  'POST /api/teachers/:id/documents/:documentId/undo': "Undo the caller's verification or return of a document (within the undo window)",
  'GET /api/teachers/:id/field-hours': "A teacher's field-based experience hours and their summary",
  'POST /api/teachers/:id/field-hours': 'Log a field-based experience visit',
  'POST /api/teachers/:id/field-hours/:entryId/review': 'Approve or return a field-hours entry',
  'POST /api/teachers/:id/field-hours/:entryId/undo':
    "Undo the caller's approval or return of a field-hours entry (within the undo window)",
  'POST /api/teachers/:id/field-hours/before-portal': 'Record hours earned before the field-hours log, with a note',
  'GET /api/field-hours/confirm': "The entry an observed teacher's one-time link is about",
  'POST /api/field-hours/confirm': 'Confirm or decline a field-hours entry with its one-time link',
  'GET /api/field-hours': 'Field-based experience hours per intern (CSV audit export)',
  'POST /api/teachers/:id/portal-invite': 'Invite a teacher to the portal, or resend the invitation',
  'DELETE /api/teachers/:id/portal-invite': "Revoke a teacher's portal access",
  'POST /api/teachers/:id/talent-pool/off': "Turn a teacher's talent-pool profile off, with a reason",
  'POST /api/auth/sign-in-link': 'E-mail me a sign-in link',
  'POST /api/auth/sign-in-link/redeem': 'Sign in with an e-mailed sign-in link',
  'GET /api/me/teacher': "The signed-in teacher's dashboard: where I stand",
  'GET /api/me/observations': "The signed-in teacher's observations",
  'POST /api/me/observations/:supervisionId/acknowledge': 'Acknowledge receiving an observation, with an optional reply',
  'GET /api/me/ledger': "The signed-in teacher's charges, payments and balance",
  'GET /api/me/invoices/:invoiceId': "One of the signed-in teacher's invoices",
  'GET /api/me/profile': "The signed-in teacher's public profile and its previews",
  'PUT /api/me/profile': "Change the signed-in teacher's public profile",
  'GET /api/me/consent': "The signed-in teacher's talent-pool consent and hide lists",
  'PUT /api/me/consent': 'Turn the talent-pool profile on or off and choose whom to hide it from',
  'GET /api/me/consent/history': "The signed-in teacher's consent records",
  'GET /api/me/requests': "Schools' requests for the signed-in teacher's details and the answers",
  'GET /api/me/contact': "The signed-in teacher's contact details and notification choices",
  'PUT /api/me/contact': "Change the signed-in teacher's contact details",
  'PUT /api/me/notifications': "Change the signed-in teacher's notification choices",
  'GET /api/me/export': 'Download my data (JSON or a readable page)',
};

/** The operationId of a route: its method and path in camel case, e.g. GET /api/teachers/:id/history -> getTeachersByIdHistory. */
export function apiOperationId(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, '')
    .split(/[/-]/)
    .filter(Boolean)
    .flatMap((seg) => (seg.startsWith(':') ? ['by', seg.slice(1)] : [seg]));
  return method.toLowerCase() + words.map((w) => w[0].toUpperCase() + w.slice(1)).join('');
}

// --- ops: the 4xx answers of each route in the OpenAPI document ---
/**
 * The 4xx answers a route gives beyond those its role row and schemas imply. The server's OpenAPI transform
 * declares, for every operation: 400 when it reads a body or takes path parameters or a query; 401 and 403 when its row is
 * not public (no or an expired token; a role the row does not list, or a disabled account); 404 when its path names
 * a record (`:id`, ... : unknown, or another's); 413 and 415 when it reads a body (too large; a content type the
 * server does not parse). Here, keyed like API_SUMMARIES, the statuses its handler throws besides those:
 * 409 a conflict (a stale `updatedAt`, a taken e-mail, a duplicate, a state that no longer allows it), 429 a rate
 * limit of server/src/plugins/app/rate-limits.ts, 401/403/404 where the handler answers them on a route the rule
 * would not give them to. server/test/platform/openapi-errors.test.ts calls every route and fails on an undeclared answer.
 */
export const API_ERRORS: Record<string, readonly number[]> = {
  // A refused sign-in: 401 wrong credentials, 403 disabled account (its own body, signInResponse); 429 the limit.
  'POST /api/auth/signin': [401, 403, 429],
  // The current password, within the sign-in limit; the e-mail may be another account's.
  'PUT /api/auth/email': [409, 429],
  'PUT /api/auth/password': [429],
  'POST /api/auth/forgot-password': [429],
  'POST /api/auth/reset-password': [429],
  'POST /api/auth/sign-in-link': [429],
  // An administrator's link is refused: 403.
  'POST /api/auth/sign-in-link/redeem': [401, 403, 429],
  // A wrong or spent code, or a challenge timed out or answered wrongly too often: 401; 429 the limit.
  'POST /api/auth/two-factor/verify': [401, 429],
  // Set-up while it is on: 409; a wrong code counts against the password limit: 429.
  'POST /api/auth/two-factor/setup': [409],
  'POST /api/auth/two-factor/enable': [409, 429],
  'POST /api/auth/two-factor/disable': [429],
  'POST /api/accounts/reset-link': [404, 409],
  // Self sign-up is rate-limited; an admin adding a school may name a taken e-mail; a school's token: 403.
  'POST /api/schools/register': [403, 409, 429],
  'PUT /api/schools/:id': [409],
  'POST /api/schools/:id/undo': [409],
  'PATCH /api/schools/:id': [409],
  'POST /api/supervisors/register': [409],
  'PATCH /api/supervisors/:id': [409],
  // A new record may name a supervisor who is full or unavailable, or a school or supervisor that does not exist.
  'POST /api/teachers': [404, 409],
  'PUT /api/teachers/:id': [409],
  'PUT /api/teachers/:id/assignment': [409],
  'POST /api/teachers/:id/supervisions': [409],
  'POST /api/teachers/:id/supervisions/:supervisionId/remove': [409],
  'PUT /api/drafts/teachers/:id': [409],
  'POST /api/teachers/:id/documents/:documentId/verify': [409],
  'POST /api/teachers/:id/documents/:documentId/return': [409],
  'POST /api/teachers/:id/documents/:documentId/undo': [409],
  'POST /api/teachers/:id/field-hours': [409],
  'POST /api/teachers/:id/field-hours/:entryId/review': [409],
  'POST /api/teachers/:id/field-hours/:entryId/undo': [409],
  'POST /api/teachers/:id/portal-invite': [409],
  'POST /api/teachers/:id/payments': [409],
  'DELETE /api/teachers/:id/ledger/:entryId': [409],
  'PUT /api/requests/:id': [409],
  'POST /api/requests/:id/undo': [409],
  // An approved school, for a listed teacher, once while a request is open.
  'POST /api/requests/create': [404, 409],
  'POST /api/inquiries': [429],
  'POST /api/client-errors': [429],
  'POST /api/field-hours/confirm': [404, 409],
  'GET /api/field-hours/confirm': [404],
  // A link unknown (404), or used or expired (410: it says which, with no data).
  'POST /api/links/view': [404, 410],
  'POST /api/links/acknowledge': [404, 410],
  'POST /api/links/form': [404, 410],
  // The record's names changed the form while it was signed.
  'POST /api/links/sign': [404, 409, 410],
  'POST /api/links/decline': [404, 410],
  // Every me/ route reads the signed-in teacher's record: 404 once it is gone.
  'GET /api/me/teacher': [404],
  'GET /api/me/observations': [404],
  'POST /api/me/observations/:supervisionId/acknowledge': [409],
  'GET /api/me/ledger': [404],
  'GET /api/me/profile': [404],
  'PUT /api/me/profile': [404],
  'GET /api/me/consent': [404],
  'PUT /api/me/consent': [404],
  'GET /api/me/consent/history': [404],
  'GET /api/me/requests': [404],
  'GET /api/me/contact': [404],
  'PUT /api/me/contact': [404],
  'PUT /api/me/notifications': [404],
  'GET /api/me/export': [404],
  // The offer: none yet is a 404; the name typed must be the record's (400).
  'GET /api/me/offer': [404],
  'POST /api/me/offer/disclosures/:key': [404],
  'POST /api/me/offer/accept': [404],
  // An application: a missing or malformed Application-Secret header is a 400, an unknown secret a 404, a submitted one a 409; every write counts against the limit.
  'POST /api/applications': [429],
  'GET /api/applications/draft': [404],
  'PUT /api/applications/draft': [404, 409, 429],
  'POST /api/applications/submit': [404, 409, 429],
};

/** What each declared 4xx means, the response's description in the document. */
export const API_ERROR_TEXTS: Record<number, string> = {
  400: 'Invalid input: the message names the field (fieldErrors: one message per field)',
  401: 'No token, or an expired or ended session',
  403: 'Not allowed: a role this route does not serve, a disabled account, or a record of another',
  404: 'No such record, or one the caller may not see',
  409: 'Conflict: the record changed since it was read (current holds it), a duplicate, or a state that no longer allows it',
  410: 'A one-time link used or expired: the message says which',
  413: 'The body is too large',
  415: 'A content type the route does not read',
  429: 'Too many attempts: try again after Retry-After seconds',
};

/** The 4xx statuses a route declares (see API_ERRORS), from its row and whether it takes input and a body. */
export function apiErrorStatuses(
  route: { method: string; path: string; access: 'public' | 'any' | readonly string[] },
  takesInput: boolean,
): number[] {
  const s = new Set<number>(API_ERRORS[`${route.method} ${route.path}`] ?? []);
  // A body that is not JSON is a 400 too, on any route that reads one.
  if (takesInput || route.method !== 'GET') s.add(400);
  if (route.access !== 'public') [401, 403].forEach((c) => s.add(c));
  if (/:\w+/.test(route.path)) s.add(404);
  if (route.method !== 'GET') [413, 415].forEach((c) => s.add(c));
  return [...s].sort();
}
// --- end ops ---
