import {
  certificationAreas,
  type ProfileCard,
  type ProfileCardAudience,
  type PublicProfileCard,
  type SchoolProfileCard,
  type StoredTeacher,
} from 'shared-domain';
import type { Database } from '../db/types';
import { LISTED_FOR_SCHOOL_SQL, ON_THE_POOL_SQL } from './consent-sql';

/** What a teacher's card is built from: one teachers row (`t`), read the same way for every audience. */
export interface CardSource {
  id: string;
  first: string;
  last: string;
  status: string;
  exams: { content: string }[] | null;
  cert_type: string | null;
  profile: Partial<StoredTeacher['publicProfile']> | null;
}

/** The columns of a CardSource (`t`: the teachers row). */
export const CARD_SOURCE_SQL = `t.id, t.first_name AS first, t.last_name AS last, t.teacher_status AS status,
    t.doc->'exams' AS exams, t.doc #>> '{certificationInfo,certType}' AS cert_type, t.doc->'publicProfile' AS profile`;

/**
 * A teacher's profile card for an audience: the public profile's facts for everyone; a school also gets the full name,
 * the certification areas, the certification type and the status; a visitor only the first name and last initial (no
 * last name, no contact details). The teacher's previews are the audience they preview, so they answer the same.
 * Who may see the card at all (consent, hidden schools, ready for hire) is the caller's query.
 */
export function profileCard(s: CardSource, audience: 'public' | 'self-preview-as-public'): PublicProfileCard;
export function profileCard(s: CardSource, audience: 'school' | 'self-preview-as-school'): SchoolProfileCard;
export function profileCard(s: CardSource, audience: ProfileCardAudience): ProfileCard;
export function profileCard(s: CardSource, audience: ProfileCardAudience): ProfileCard {
  const p = s.profile ?? {};
  const facts = {
    _id: s.id,
    subject: p.subject ?? '',
    gradeLevel: p.gradeLevel ?? '',
    location: p.location ?? '',
    experience: p.experience ?? '',
    certification: p.certification ?? '',
    specializations: p.specializations ?? [],
    availability: p.availability ?? '',
    bio: p.bio ?? '',
  };
  if (audience === 'public' || audience === 'self-preview-as-public') {
    return { audience: 'public', firstName: s.first, lastInitial: s.last.slice(0, 1), ...facts };
  }
  return {
    audience: 'school',
    name: { first: s.first, last: s.last },
    ...facts,
    certificationAreas: certificationAreas(s.exams),
    certType: s.cert_type ?? '',
    teacherStatus: s.status,
  };
}

export function createProfileCardsRepository(db: Database) {
  return {
    /**
     * The public talent pool's cards (GET public/teachers) as one JSON array: ready-for-hire teachers staff show on it
     * whose consent is on; `schoolId`: a signed-in school's view, without the teachers who hide from it.
     */
    async publicText(schoolId?: string): Promise<string> {
      const rows = await db.query<CardSource>(
        `SELECT ${CARD_SOURCE_SQL} FROM teachers t
          WHERE ${schoolId ? LISTED_FOR_SCHOOL_SQL : `${ON_THE_POOL_SQL()} AND t.consent_on`}
          ORDER BY t.first_name, t.last_name, t.id`,
        schoolId ? [schoolId] : [],
      );
      return JSON.stringify(rows.map((r) => profileCard(r, 'public')));
    },
    /** The teacher's own previews: the cards a visitor and a school get, from the same row and the same function. */
    async preview(teacherId: string): Promise<{ visitor: PublicProfileCard; school: SchoolProfileCard } | null> {
      const [row] = await db.query<CardSource>(`SELECT ${CARD_SOURCE_SQL} FROM teachers t WHERE t.id = $1`, [teacherId]);
      if (!row) return null;
      return { visitor: profileCard(row, 'self-preview-as-public'), school: profileCard(row, 'self-preview-as-school') };
    },
  };
}
export type ProfileCardsRepository = ReturnType<typeof createProfileCardsRepository>;
