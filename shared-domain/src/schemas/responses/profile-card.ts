import { z } from 'zod';
import { personName } from './common';

/**
 * Who a teacher's profile card is built for. The teacher's own previews are built for the visitor and the school they
 * preview, so they answer exactly what those audiences get.
 */
export const PROFILE_CARD_AUDIENCES = ['public', 'school', 'self-preview-as-public', 'self-preview-as-school'] as const;
export type ProfileCardAudience = (typeof PROFILE_CARD_AUDIENCES)[number];

/** The card's facts every audience sees: the teacher's public profile (product spec 'Browse sample card'). */
const cardFacts = {
  _id: z.string(),
  subject: z.string(),
  gradeLevel: z.string(),
  location: z.string(),
  experience: z.string(),
  certification: z.string(),
  specializations: z.array(z.string()),
  availability: z.string(),
  bio: z.string(),
};

/** A visitor's card (the public talent pool): the first name and last initial, never a last name or contact details. */
export const publicProfileCardSchema = z
  .object({ audience: z.literal('public'), firstName: z.string(), lastInitial: z.string(), ...cardFacts })
  .meta({ id: 'PublicTeacher' });

/** A school's card (Find Teachers): the same facts, the full name and what the record shows of the certification. */
export const schoolProfileCardSchema = z
  .object({
    audience: z.literal('school'),
    name: personName,
    ...cardFacts,
    /** The record's exam contents, other than n/a. */
    certificationAreas: z.array(z.string()),
    certType: z.string(),
    teacherStatus: z.string(),
  })
  .meta({ id: 'SchoolProfileCard' });

/** One teacher's card as one audience may see it: every card of the portal renders this answer. */
export const profileCardSchema = z.discriminatedUnion('audience', [publicProfileCardSchema, schoolProfileCardSchema]);
export type PublicProfileCard = z.infer<typeof publicProfileCardSchema>;
export type SchoolProfileCard = z.infer<typeof schoolProfileCardSchema>;
export type ProfileCard = z.infer<typeof profileCardSchema>;

/** The fields only a school's card carries: a visitor's answer never has them. */
export const SCHOOL_ONLY_CARD_FIELDS = Object.keys(schoolProfileCardSchema.shape).filter(
  (k) => !(k in publicProfileCardSchema.shape),
) as readonly (keyof SchoolProfileCard)[];

/** Certification areas: the record's exam contents, other than n/a (each once). */
export const certificationAreas = (exams: readonly { content: string }[] | null | undefined): string[] => [
  ...new Set((exams ?? []).map((e) => e.content).filter((c) => c && c !== 'n/a')),
];
