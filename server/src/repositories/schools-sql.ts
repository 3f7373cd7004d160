import { nameJson, timestampsJson } from './sql-json';
import { teacherInScopeSql, type ScopeSql } from './teachers-sql';

/**
 * The School JSON (shared-domain `School`), built in SQL from the row `s`; with a scope, its assigned teachers are
 * only those within it (a supervisor kept to its own teachers never sees the others' names).
 */
export const schoolJson = (scope?: ScopeSql) => `jsonb_build_object(
  '_id', s.id, 'name', s.name, 'ncesId', s.nces_id, 'districtName', s.district_name, 'status', s.status,
  'contactPerson', jsonb_build_object('name', jsonb_build_object('first', s.contact_first, 'last', s.contact_last)),
  'contactName', CASE WHEN s.contact_last IN ('', '.') THEN s.contact_first ELSE s.contact_first || ' ' || s.contact_last END,
  'contactInfo', jsonb_build_object('email', s.contact_email, 'phone', s.contact_phone, 'address', s.address),
  'settings', jsonb_build_object('maxInterns', s.max_interns, 'allowsInterns', s.allows_interns),
  'currentInterns', (SELECT count(*)::int FROM assignments a WHERE a.school_id = s.id AND a.is_current AND a.status = 'intern'),
  'supervisors', coalesce((
    SELECT jsonb_agg(jsonb_build_object('_id', v.id, 'name', ${nameJson('v')},
             'email', v.email, 'status', v.status) ORDER BY v.last_name, v.first_name)
      FROM supervisors v WHERE v.school_id = s.id), '[]'::jsonb),
  'assignedTeachers', coalesce((
    SELECT jsonb_agg(jsonb_build_object('_id', a.id,
             'teacher', jsonb_build_object('_id', t.id, 'name', ${nameJson('t')}),
             'status', a.status, 'startDate', a.start_date, 'endDate', a.end_date,
             'supervisor', CASE WHEN v.id IS NULL THEN NULL
               ELSE jsonb_build_object('_id', v.id, 'name', ${nameJson('v')}) END)
             ORDER BY t.last_name, t.first_name)
      FROM assignments a JOIN teachers t ON t.id = a.teacher_id LEFT JOIN supervisors v ON v.id = a.supervisor_id
     WHERE a.school_id = s.id AND a.is_current${scope ? ` AND ${teacherInScopeSql(scope.supervisorId, scope.userId)}` : ''}), '[]'::jsonb),
  'accountEmail', (SELECT u.email FROM users u WHERE u.school_id = s.id),
  ${timestampsJson('s')})`;
export const SCHOOL_JSON = schoolJson();

/** The fields of a school an edit can change (what the audit log compares). */
export const schoolAuditView = (s: {
  name: string;
  ncesId: string;
  districtName: string;
  status: string;
  contactPerson: unknown;
  contactInfo: unknown;
  settings: unknown;
}) => ({
  name: s.name,
  ncesId: s.ncesId,
  districtName: s.districtName,
  status: s.status,
  contactPerson: s.contactPerson,
  contactInfo: s.contactInfo,
  settings: s.settings,
});
