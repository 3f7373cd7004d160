import { AUDIT_ENTITIES } from './audit';
import type { Role } from './constants';

/**
 * The API contract: every route the server serves under /api, with who may call it.
 * The server's authorization hook reads this table; a route registered without a row here fails its test.
 * 'public' = no token needed; 'any' = any signed-in user. Finer rules (a school only sees its own data,
 * a supervisor edits only its own settings) are enforced in the handlers and named in `note`.
 */
export type Access = 'public' | 'any' | Role[];
export interface ApiRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  access: Access;
  note?: string;
}

const STAFF: Role[] = ['admin', 'supervisor'];
const ADMIN: Role[] = ['admin'];
const TEACHER: Role[] = ['teacher'];

export const API_ROUTES = [
  { method: 'GET', path: '/api/health', access: 'public' },
  // health: liveness and readiness for a load balancer
  { method: 'GET', path: '/api/health/live', access: 'public', note: 'the process answers; the database is not asked' },
  {
    method: 'GET',
    path: '/api/health/ready',
    access: 'public',
    note: '503 while the database is unreachable, a migration is pending or the server drains',
  },
  { method: 'GET', path: '/api/config', access: 'public', note: 'runtime config (contact email, phone)' },
  // auth
  { method: 'POST', path: '/api/auth/signin', access: 'public' },
  { method: 'POST', path: '/api/auth/refresh-token', access: 'any' },
  { method: 'POST', path: '/api/auth/signout', access: 'any' },
  { method: 'GET', path: '/api/auth/me', access: 'any' },
  { method: 'PUT', path: '/api/auth/email', access: 'any' },
  { method: 'PUT', path: '/api/auth/password', access: 'any' },
  { method: 'POST', path: '/api/auth/forgot-password', access: 'public' },
  { method: 'POST', path: '/api/auth/reset-password', access: 'public' },
  { method: 'POST', path: '/api/accounts/reset-link', access: ADMIN },
  // two-factor sign-in (TOTP) of staff accounts
  {
    method: 'POST',
    path: '/api/auth/two-factor/verify',
    access: 'public',
    note: "body { challenge, code }: a sign-in's code step (a 6-digit code or a recovery code); the same answer as sign-in",
  },
  { method: 'GET', path: '/api/auth/two-factor', access: STAFF, note: "the signed-in staff account's two-factor state" },
  {
    method: 'POST',
    path: '/api/auth/two-factor/setup',
    access: STAFF,
    note: 'a new secret (QR code and text), kept until a code confirms it',
  },
  {
    method: 'POST',
    path: '/api/auth/two-factor/enable',
    access: STAFF,
    note: 'body { code }: turns two-factor on; the 10 recovery codes, shown once',
  },
  { method: 'POST', path: '/api/auth/two-factor/disable', access: STAFF, note: 'body { code }: turns two-factor off' },
  // schools
  {
    method: 'POST',
    path: '/api/schools/register',
    access: 'public',
    note: 'no token: self sign-up; admin token: add school; other roles 403',
  },
  {
    method: 'GET',
    path: '/api/schools/all',
    access: STAFF,
    note: "assignedTeachers names only a supervisor's own teachers while security.limitSupervisorsToOwnTeachers is on",
  },
  {
    method: 'GET',
    path: '/api/schools/:id',
    access: ['admin', 'supervisor', 'school'],
    note: "a school only its own; assignedTeachers names only a supervisor's own teachers while security.limitSupervisorsToOwnTeachers is on",
  },
  { method: 'PUT', path: '/api/schools/:id', access: ADMIN, note: 'status' },
  {
    method: 'POST',
    path: '/api/schools/:id/undo',
    access: ADMIN,
    note: "takes back the caller's own status change, when it is the school's last change and within UNDO_WINDOW_MS",
  },
  {
    method: 'PATCH',
    path: '/api/schools/:id',
    access: ['admin', 'school'],
    note: 'a school only its own contact info and settings (the other fields sent back unchanged are accepted and ignored)',
  },
  // supervisors
  {
    method: 'GET',
    path: '/api/supervisors/all',
    access: STAFF,
    note: "assignedTeachers names only a supervisor's own teachers while security.limitSupervisorsToOwnTeachers is on",
  },
  {
    method: 'GET',
    path: '/api/supervisors/:id',
    access: STAFF,
    note: "assignedTeachers names only a supervisor's own teachers while security.limitSupervisorsToOwnTeachers is on",
  },
  { method: 'POST', path: '/api/supervisors/register', access: ADMIN },
  {
    method: 'PATCH',
    path: '/api/supervisors/:id',
    access: STAFF,
    note: 'a supervisor only its own settings (the other fields sent back unchanged are accepted and ignored)',
  },
  // teachers
  {
    method: 'GET',
    path: '/api/teachers/all',
    access: STAFF,
    note: "?view=list: the staff lists' projection (TeacherListItem); &first=N: only its first N rows; a supervisor only its own teachers while security.limitSupervisorsToOwnTeachers is on. &limit=N pages it (TeacherListPage: rows, totals, next cursor for &after=) with &q= (name, TEA ID, e-mail, record number; accents and word order ignored), &status=, &open=1, &supervisor=, &sort=, &dir=; &format=csv streams the export; the whole records are streamed",
  },
  {
    method: 'GET',
    path: '/api/public/teachers',
    access: 'public',
    note: 'the public talent pool: consenting ready-for-hire teachers, card fields only; a signed-in school: without the teachers who hide from it',
  },
  { method: 'GET', path: '/api/teachers/available', access: ['school'], note: 'approved schools only; limited profile' },
  {
    method: 'GET',
    path: '/api/teachers/:id',
    access: ['admin', 'supervisor', 'school'],
    note: 'school: limited profile, released details after an approved request; a teacher who hides from the school or turned consent off answers the same 404 as an unknown one, approved request or not; staff may name the teacher by its record number (ref) on every teachers/{id} route; while security.limitSupervisorsToOwnTeachers is on, a supervisor finds only the teachers assigned to it or added by it on every teachers/{id} and drafts/teachers/{id} route (404 for any other)',
  },
  { method: 'POST', path: '/api/teachers', access: STAFF },
  {
    method: 'POST',
    path: '/api/teachers/import',
    access: ADMIN,
    note: 'multipart: file (CSV or .xlsx) and mapping (JSON); ?dryRun, ?skipInvalid',
  },
  // drafts of the teacher record, per signed-in user and teacher
  { method: 'GET', path: '/api/drafts/teachers/:id', access: STAFF },
  { method: 'PUT', path: '/api/drafts/teachers/:id', access: STAFF },
  { method: 'DELETE', path: '/api/drafts/teachers/:id', access: STAFF },
  {
    method: 'PUT',
    path: '/api/teachers/:id',
    access: STAFF,
    note: 'takes the record as GET answers it; assignment: null or the current one changes nothing (a different one: admins only)',
  },
  { method: 'GET', path: '/api/teachers/:id/history', access: STAFF },
  { method: 'PUT', path: '/api/teachers/:id/assignment', access: ADMIN },
  { method: 'POST', path: '/api/teachers/:id/supervisions', access: STAFF, note: 'the only way an observation is added to a record' },
  {
    method: 'POST',
    path: '/api/teachers/:id/supervisions/:supervisionId/remove',
    access: ADMIN,
    note: 'body { reason } (required); the observation stays on the record as removed (who, when, why), counted nowhere',
  },
  {
    method: 'GET',
    path: '/api/teachers/:id/compliance',
    access: STAFF,
    note: 'a supervisor only for its assigned teachers (and those it added, while security.limitSupervisorsToOwnTeachers is on)',
  },
  // the payment ledger: admins only, supervisors do not see amounts
  { method: 'GET', path: '/api/teachers/:id/ledger', access: ADMIN },
  { method: 'POST', path: '/api/teachers/:id/charges', access: ADMIN, note: 'autoSendInvoices e-mails its invoice' },
  { method: 'GET', path: '/api/teachers/:id/charges/:entryId/invoice', access: ADMIN },
  { method: 'POST', path: '/api/teachers/:id/charges/:entryId/invoice', access: ADMIN, note: 'e-mails the invoice to the teacher' },
  {
    method: 'POST',
    path: '/api/teachers/:id/payments',
    access: ADMIN,
    note: 'allowPartialPayments decides whether it may pay part of a charge',
  },
  { method: 'DELETE', path: '/api/teachers/:id/ledger/:entryId', access: ADMIN, note: 'a payment, or a charge without payments' },
  {
    method: 'GET',
    path: '/api/compliance',
    access: STAFF,
    note: 'a supervisor sees its assigned teachers (and those it added, while security.limitSupervisorsToOwnTeachers is on); ?status= filters; ?format=csv is the TEA export',
  },
  // evidence: documents (files stored in the database) and field-based experience hours (§228.43)
  {
    method: 'GET',
    path: '/api/teachers/:id/documents',
    access: ['admin', 'supervisor', 'teacher', 'school'],
    note: 'every kind with its current version and every version; a teacher only its own; a school: 404',
  },
  {
    method: 'POST',
    path: '/api/teachers/:id/documents/:kind',
    access: ['admin', 'supervisor', 'teacher'],
    note: 'multipart (field file): a PDF, JPEG or PNG by its content, at most 10 MB; a new version of that kind',
  },
  {
    method: 'GET',
    path: '/api/teachers/:id/documents/:documentId/file',
    access: ['admin', 'supervisor', 'teacher', 'school'],
    note: 'the file as an attachment with its stored content type; a teacher only its own (another teacher: 404); a school: 404',
  },
  {
    method: 'POST',
    path: '/api/teachers/:id/documents/:kind/before-portal',
    access: STAFF,
    note: 'a paper form seen before the portal kept files, with a note (no file)',
  },
  { method: 'POST', path: '/api/teachers/:id/documents/:documentId/verify', access: STAFF, note: 'admins only (a supervisor: 403)' },
  {
    method: 'POST',
    path: '/api/teachers/:id/documents/:documentId/return',
    access: STAFF,
    note: 'admins only (a supervisor: 403); the teacher is e-mailed the reason',
  },
  {
    method: 'POST',
    path: '/api/teachers/:id/documents/:documentId/undo',
    access: STAFF,
    note: "admins only (a supervisor: 403); takes back the caller's own verification or return, when it is the teacher's last change and within UNDO_WINDOW_MS",
  },
  {
    method: 'GET',
    path: '/api/teachers/:id/field-hours',
    access: ['admin', 'supervisor', 'teacher'],
    note: 'the log, what counts, thirtyObsHours; a teacher only its own',
  },
  {
    method: 'POST',
    path: '/api/teachers/:id/field-hours',
    access: ['admin', 'supervisor', 'teacher'],
    note: 'logs a visit (a teacher on its own record); e-mails the observed teacher a one-time link',
  },
  {
    method: 'POST',
    path: '/api/teachers/:id/field-hours/:entryId/review',
    access: STAFF,
    note: 'approve or return an entry, and mark it actively engaged',
  },
  {
    method: 'POST',
    path: '/api/teachers/:id/field-hours/:entryId/undo',
    access: STAFF,
    note: "takes back the caller's own approval or return, when it is the teacher's last change and within UNDO_WINDOW_MS",
  },
  {
    method: 'POST',
    path: '/api/teachers/:id/field-hours/before-portal',
    access: STAFF,
    note: 'hours earned before the log: hours, the day they were earned before, a note; counted as approved',
  },
  // Links to people outside the portal (the mentor): one-time, expiring, the token in the body, never in a URL.
  {
    method: 'POST',
    path: '/api/teachers/:id/supervisions/:supervisionId/mentor-link',
    access: STAFF,
    note: "e-mails the record's mentor a one-time link to read and acknowledge one observation's written feedback (a supervisor: its own interns)",
  },
  {
    method: 'GET',
    path: '/api/teachers/:id/signatures',
    access: STAFF,
    note: 'the signed acknowledgements of a record, each with its hash checked again',
  },
  {
    method: 'GET',
    path: '/api/teachers/:id/supervisions/:supervisionId/feedback/pdf',
    access: ['admin', 'supervisor', 'teacher'],
    note: "an observation's written feedback as a PDF (a teacher: its own record only)",
  },
  {
    method: 'GET',
    path: '/api/teachers/:id/signatures/:signatureId/pdf',
    access: STAFF,
    note: 'the signed acknowledgement as a PDF made from the kept text; X-Text-SHA256 the hash of the text signed',
  },
  {
    method: 'POST',
    path: '/api/links/view',
    access: 'public',
    note: 'what an unused, unexpired link grants (404 unknown, 410 used or expired)',
  },
  { method: 'POST', path: '/api/links/acknowledge', access: 'public', note: 'the mentor signs the acknowledgement (the link works once)' },
  {
    method: 'POST',
    path: '/api/teachers/:id/signature-links/:form',
    access: STAFF,
    note: "e-mails a form's signer on the record (the principal: the attestation; the mentor: the agreement) a one-time signing link (a supervisor: its own interns)",
  },
  {
    method: 'GET',
    path: '/api/teachers/:id/signature-links',
    access: STAFF,
    note: 'the links sent for a record (what for, to whom, when sent, expiry, when used); never a token',
  },
  {
    method: 'GET',
    path: '/api/teachers/:id/signatures/:signatureId/check',
    access: STAFF,
    note: "a signature's hash recomputed from the kept text and compared with the stored one",
  },
  {
    method: 'POST',
    path: '/api/links/form',
    access: 'public',
    note: 'the form an unused, unexpired signing link grants, filled in (404 unknown, 410 used or expired)',
  },
  {
    method: 'POST',
    path: '/api/links/sign',
    access: 'public',
    note: "the signer signs the form; its PDF is stored as the teacher's document (the link works once)",
  },
  {
    method: 'POST',
    path: '/api/links/decline',
    access: 'public',
    note: 'the signer declines the form and says why, instead of signing (the link is then used)',
  },
  { method: 'GET', path: '/api/field-hours/confirm', access: 'public', note: "?token=: the entry an observed teacher's link is about" },
  {
    method: 'POST',
    path: '/api/field-hours/confirm',
    access: 'public',
    note: 'the observed teacher confirms or declines (the link works once, 14 days)',
  },
  {
    method: 'GET',
    path: '/api/field-hours',
    access: STAFF,
    note: '?format=csv: field-based experience hours per intern (the audit export)',
  },
  // requests
  {
    method: 'GET',
    path: '/api/requests/all',
    access: ADMIN,
    note: '?status, ?school, ?teacher, ?limit, ?offset: filtered and paged, the total in X-Total-Count',
  },
  // the Requests page's filter choices
  { method: 'GET', path: '/api/requests/filters', access: ADMIN },
  { method: 'GET', path: '/api/requests/:schoolId', access: ['admin', 'school'], note: 'a school only its own' },
  {
    method: 'PUT',
    path: '/api/requests/:id',
    access: ADMIN,
    note: 'approving is refused (409, the reason as message) while the teacher hides from the school or has withdrawn consent; denying stays possible',
  },
  {
    method: 'POST',
    path: '/api/requests/:id/undo',
    access: ADMIN,
    note: "takes back the caller's own answer (pending again, an approval's release withdrawn), when it is the request's last change and within UNDO_WINDOW_MS",
  },
  { method: 'POST', path: '/api/requests/create', access: ['school'], note: 'approved school, for itself' },
  // the candidate's path, admission to the standard certificate (docs/domain/path.md)
  {
    method: 'GET',
    path: '/api/teachers/:id/path',
    access: ADMIN,
    note: 'the stages reached (day, who, evidence), the admission facts, the clocks with days left, and what each next stage waits on',
  },
  {
    method: 'POST',
    path: '/api/teachers/:id/path',
    access: ADMIN,
    note: 'body { stage, reachedOn, evidence, assignmentType }: 201 with the path; 400 naming each missing requirement in fieldErrors',
  },
  {
    method: 'POST',
    path: '/api/teachers/:id/path/offer',
    access: ADMIN,
    note: "body { admissionEffectiveOn }: the offer's day (today), its effective date, the stage 'offered' and the candidate's invitation in one transaction; 201 with the path; 400 naming each missing requirement",
  },
  {
    method: 'PUT',
    path: '/api/teachers/:id/path/admission',
    access: ADMIN,
    note: 'the admission facts the criteria read (§§227.10, 227.17)',
  },
  {
    method: 'GET',
    path: '/api/reports/asep/:year',
    access: ADMIN,
    note: "TEA's year-end report (ASEP) for the year beginning 1 Sep of :year: query { limit, offset }: a page of the records with problems, with their fixes and requests, counted in all and per problem, and the files",
  },
  {
    method: 'GET',
    path: '/api/reports/asep/:year/files/:file',
    access: ADMIN,
    note: "one record set (admissions, finishers, clinical-experience, observations, supervisors) as CSV in ECOS's bulk-upload layout, streamed",
  },
  {
    method: 'POST',
    path: '/api/reports/asep/:year/exceptions',
    access: ADMIN,
    note: 'body { teacherId, requirement, reason, evidence, status, filedOn, decidedOn }: files a Request for Exception; 409 for a second of the same requirement',
  },
  {
    method: 'PUT',
    path: '/api/reports/asep/:year/exceptions/:id',
    access: ADMIN,
    note: 'the same body: changes the request (its status, dates, reason, evidence), audited on the candidate',
  },
  {
    method: 'DELETE',
    path: '/api/reports/asep/:year/exceptions/:id',
    access: ADMIN,
    note: 'removes the request and answers it as it was (filing it again undoes the removal), audited on the candidate',
  },
  {
    method: 'GET',
    path: '/api/path/pipeline',
    access: ADMIN,
    note: 'query { cohort, assignmentType, area, stage, stuck, limit, offset }: counts by stage (and stuck), the list of a stage with the stuck first',
  },
  {
    method: 'POST',
    path: '/api/applications',
    access: 'public',
    note: 'body: the application draft; 201 { secret, application }: the secret resumes it (e-mailed when the draft has an e-mail); limited per client',
  },
  {
    method: 'GET',
    path: '/api/applications/draft',
    access: 'public',
    note: 'header Application-Secret; the saved draft; 404 for an unknown secret',
  },
  {
    method: 'PUT',
    path: '/api/applications/draft',
    access: 'public',
    note: 'header Application-Secret; saves the draft; 409 once submitted; limited per client',
  },
  {
    method: 'POST',
    path: '/api/applications/submit',
    access: 'public',
    note: "header Application-Secret; in one transaction, the candidate at 'applied' with the admission facts and the draft marked submitted; 400 naming each missing field in fieldErrors; limited per client",
  },
  { method: 'GET', path: '/api/disclosures', access: 'public', note: 'the disclosures given before admission, each with its version id' },
  {
    method: 'GET',
    path: '/api/teachers/:id/path/receipts',
    access: ADMIN,
    note: "the candidate's receipts of the disclosures: which text version, when, by whom",
  },
  {
    method: 'GET',
    path: '/api/me/offer',
    access: TEACHER,
    note: "the caller's own offer of admission and the disclosures with their receipts; 404 before an offer",
  },
  {
    method: 'POST',
    path: '/api/me/offer/disclosures/:key',
    access: TEACHER,
    note: "records the caller's receipt of the disclosure's current text version",
  },
  {
    method: 'POST',
    path: '/api/me/offer/accept',
    access: TEACHER,
    note: "body { typedName, agree }: the written acceptance, the caller's own; 400 naming each disclosure not acknowledged or requirement missing",
  },
  { method: 'GET', path: '/api/settings/holidays', access: ADMIN, note: "the program's holidays, skipped by the business-day clocks" },
  { method: 'PUT', path: '/api/settings/holidays', access: ADMIN, note: 'body { days }: replaces the holiday calendar' },
  // settings, dashboard, inquiries, outbox, audit
  { method: 'GET', path: '/api/settings', access: STAFF },
  { method: 'PUT', path: '/api/settings', access: ADMIN },
  { method: 'GET', path: '/api/dashboard', access: ADMIN },
  { method: 'POST', path: '/api/inquiries', access: 'public' },
  { method: 'GET', path: '/api/inquiries', access: ADMIN },
  { method: 'PATCH', path: '/api/inquiries/:id', access: ADMIN },
  { method: 'GET', path: '/api/outbox', access: ADMIN },
  {
    method: 'POST',
    path: '/api/jobs/run',
    access: ADMIN,
    note: 'runs every scheduled job now (reminders already sent are not sent again)',
  },
  { method: 'GET', path: '/api/jobs/runs', access: ADMIN, note: 'the recent runs, newest first' },
  // the jobs page's settings and next run; the outbox page's delivery state
  { method: 'GET', path: '/api/jobs', access: ADMIN, note: "each job's settings now, its last run, and the next daily run" },
  { method: 'GET', path: '/api/outbox/delivery', access: ADMIN, note: 'whether e-mails and text messages are sent or only kept' },
  {
    method: 'POST',
    path: '/api/client-errors',
    access: 'public',
    note: 'a browser reports a page that threw or a chunk that failed to load (signed out too); rate-limited per client address',
  },
  { method: 'GET', path: '/api/client-errors', access: ADMIN, note: 'the last reports, newest first' },
  { method: 'GET', path: '/api/audit', access: ADMIN, note: `?entity=${AUDIT_ENTITIES.join('|')}&id=&limit= (newest first)` },
  // --- The teacher's own area: docs/teacher-api.md ---
  {
    method: 'POST',
    path: '/api/teachers/:id/portal-invite',
    access: ADMIN,
    note: 'invite the record to the teacher portal, or resend the set-password link',
  },
  { method: 'DELETE', path: '/api/teachers/:id/portal-invite', access: ADMIN, note: 'revoke: the account can no longer sign in' },
  {
    method: 'POST',
    path: '/api/teachers/:id/talent-pool/off',
    access: STAFF,
    note: 'body { reason }: staff turn a profile off for cause (never on); a supervisor only for teachers it may see',
  },
  {
    method: 'POST',
    path: '/api/auth/sign-in-link',
    access: 'public',
    note: 'e-mail me a sign-in link (every role): always 202 with the same answer; single use, 15 minutes, one active link per account, rate-limited',
  },
  { method: 'POST', path: '/api/auth/sign-in-link/redeem', access: 'public', note: 'body { token }: the same answer as sign-in' },
  {
    method: 'GET',
    path: '/api/me/teacher',
    access: TEACHER,
    note: "the teacher's dashboard; every me/ route reads the signed-in account's own record",
  },
  { method: 'GET', path: '/api/me/observations', access: TEACHER },
  {
    method: 'POST',
    path: '/api/me/observations/:supervisionId/acknowledge',
    access: TEACHER,
    note: 'body { reply? }: a receipt, not agreement',
  },
  { method: 'GET', path: '/api/me/ledger', access: TEACHER },
  { method: 'GET', path: '/api/me/invoices/:invoiceId', access: TEACHER, note: 'the printable invoice staff print' },
  { method: 'GET', path: '/api/me/profile', access: TEACHER },
  {
    method: 'PUT',
    path: '/api/me/profile',
    access: TEACHER,
    note: "also takes GET's answer unchanged (read as the input it holds); an unchanged body saves nothing",
  },
  { method: 'GET', path: '/api/me/consent', access: TEACHER },
  {
    method: 'PUT',
    path: '/api/me/consent',
    access: TEACHER,
    note: "each change is a versioned consent record; also takes GET's answer unchanged (read as the input it holds); an unchanged body saves nothing",
  },
  { method: 'GET', path: '/api/me/consent/history', access: TEACHER },
  { method: 'GET', path: '/api/me/requests', access: TEACHER },
  { method: 'GET', path: '/api/me/contact', access: TEACHER },
  {
    method: 'PUT',
    path: '/api/me/contact',
    access: TEACHER,
    note: "also takes GET's answer unchanged (read as the input it holds); an unchanged body saves nothing (its primary e-mail aside)",
  },
  { method: 'PUT', path: '/api/me/notifications', access: TEACHER },
  { method: 'GET', path: '/api/me/export', access: TEACHER, note: '?format=json|html: Download my data' },
  // --- end of the teacher's own area ---
  // the published contract (OpenAPI 3.1): the document is admin-only; Swagger UI's page and files hold no data
  { method: 'GET', path: '/api/docs/json', access: ADMIN, note: 'the OpenAPI document' },
  { method: 'GET', path: '/api/docs/yaml', access: ADMIN, note: 'the OpenAPI document as YAML' },
  {
    method: 'GET',
    path: '/api/docs',
    access: 'public',
    note: 'Swagger UI; it sends the portal session token stored in this browser, so a signed-in admin sees the document',
  },
  { method: 'GET', path: '/api/docs/static/index.html', access: 'public' },
  { method: 'GET', path: '/api/docs/static/swagger-initializer.js', access: 'public' },
  { method: 'GET', path: '/api/docs/static/*', access: 'public' },
] as const satisfies readonly ApiRoute[];
