import { MESSAGES } from 'shared-domain';

/**
 * May this school see this teacher: the one rule, asked when a school finds or requests a teacher, when staff answer a
 * request, and every time details are released. NULL when it may; else why not: the teacher's talent-pool consent is off
 * ('Consent withdrawn'), or the teacher hides from the school (`school`: an SQL expression of its id) by its id or its
 * district ('Hidden from this school'). `t` is the teachers row's alias.
 */
export const consentBlockSql = (school: string, t = 't') => `(CASE
    WHEN NOT ${t}.consent_on THEN '${MESSAGES.consentWithdrawn}'
    WHEN EXISTS (SELECT 1 FROM schools hs WHERE hs.id = ${school}
      AND (${t}.consent_hidden_schools ? hs.id::text OR ${t}.consent_hidden_districts ? hs.district_name)) THEN '${MESSAGES.consentHidden}'
  END)`;

/** The school $1 may see the teacher `t` (on Find Teachers, requested, released). */
export const CONSENT_FOR_SCHOOL_SQL = `${consentBlockSql('$1')} IS NULL`;

/**
 * On the talent pool at all, for anyone: ready for hire and shown by staff (`publicProfile.show`, the staff's
 * "available" flag, turned off for cause). Consent is the teacher's own half, asked beside it.
 */
export const ON_THE_POOL_SQL = (t = 't') => `(${t}.teacher_status = 'ready for hire' AND (${t}.doc #>> '{publicProfile,show}') = 'true')`;

/** The school $1 finds the teacher `t` on Find Teachers and may request it: on the pool and its consent allows this school. */
export const LISTED_FOR_SCHOOL_SQL = `(${ON_THE_POOL_SQL()} AND ${CONSENT_FOR_SCHOOL_SQL})`;
