import { nameJson, timestampsJson } from './sql-json';
import { teacherInScopeSql, type ScopeSql } from './teachers-sql';

/** A teacher's program: its certificate type, else its first exam content other than n/a, else null. */
export const PROGRAM_SQL = `coalesce(nullif(t.doc #>> '{certificationInfo,certType}', ''),
  (SELECT e->>'content' FROM jsonb_array_elements(t.doc->'exams') e WHERE e->>'content' <> 'n/a' LIMIT 1))`;

/**
 * The Supervisor JSON (shared-domain `Supervisor`), built in SQL from the row `v`; with a scope, its assigned teachers
 * are only those within it (a supervisor kept to its own teachers never sees the others' names).
 */
export const supervisorJson = (scope?: ScopeSql) => `jsonb_build_object(
  '_id', v.id, 'status', v.status, 'name', ${nameJson('v')}, 'email', v.email,
  'contactInfo', jsonb_build_object('email', v.contact_email, 'phone', v.contact_phone),
  'credentials', jsonb_build_object('certification', v.certification, 'yearsExperience', v.years_experience,
    'specializations', v.specializations),
  'schoolId', v.school_id,
  'school', (SELECT jsonb_build_object('_id', s.id, 'name', s.name) FROM schools s WHERE s.id = v.school_id),
  'assignedTeachers', coalesce((
    SELECT jsonb_agg(jsonb_build_object('_id', a.id,
             'teacher', jsonb_build_object('_id', t.id, 'name', ${nameJson('t')},
               'program', ${PROGRAM_SQL}),
             'startDate', a.start_date, 'endDate', a.end_date, 'status', a.status) ORDER BY t.last_name, t.first_name)
      FROM assignments a JOIN teachers t ON t.id = a.teacher_id
     WHERE a.supervisor_id = v.id AND a.is_current${scope ? ` AND ${teacherInScopeSql(scope.supervisorId, scope.userId)}` : ''}), '[]'::jsonb),
  'settings', jsonb_build_object('maxTeachers', v.max_teachers, 'availableForNewTeachers', v.available_for_new,
    'notificationPreferences', jsonb_build_object('email', v.notify_email, 'sms', v.notify_sms)),
  ${timestampsJson('v')})`;
export const SUPERVISOR_JSON = supervisorJson();

export const supervisorAuditView = (v: {
  status: string;
  name: unknown;
  email: string;
  contactInfo: unknown;
  credentials: unknown;
  schoolId: string | null;
  settings: unknown;
}) => ({
  status: v.status,
  name: v.name,
  email: v.email,
  contactInfo: v.contactInfo,
  credentials: v.credentials,
  schoolId: v.schoolId,
  settings: v.settings,
});
