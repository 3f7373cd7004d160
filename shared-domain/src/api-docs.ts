/**
 * The OpenAPI document's words for each /api operation (issue 35), keyed like the role table ("METHOD /path" of
 * API_ROUTES). The server's OpenAPI transform adds the summary; the operationId is made from the method and path
 * (`apiOperationId`). A route without a row here is listed by server/test/openapi-lint.test.ts: add its summary.
 */
export const API_SUMMARIES: Record<string, string> = {
  'GET /api/health': 'Health of the server and its database',
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
  'POST /api/schools/register': 'Register a school (self sign-up, or added by an admin)',
  'GET /api/schools/all': 'List schools',
  'GET /api/schools/:id': 'Read a school',
  'PUT /api/schools/:id': "Set a school's status",
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
  'GET /api/compliance': 'Field-supervision compliance of every teacher (or the TEA export)',
  'GET /api/requests/all': "List schools' requests for teacher details",
  'GET /api/requests/:schoolId': "A school's requests for teacher details",
  'PUT /api/requests/:id': 'Approve or decline a request',
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
  'POST /api/client-errors': 'Report a page error from a browser',
  'GET /api/client-errors': 'Recent page errors reported by browsers',
  'GET /api/audit': 'The audit trail',
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
