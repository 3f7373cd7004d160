import { z } from 'zod';
import {
  OBSERVATION_FORM_KEYS,
  OBSERVATION_MODES,
  TTESS_DIMENSION_IDS,
  TTESS_DIMENSIONS,
  TTESS_LEVELS,
  type AssignmentType,
  type TtessDimensionId,
  type TtessLevel,
} from '../constants';
import { enumField } from '../enum-words';
import { dateText, text } from '../schemas/common';

/** '1.1 Standards and Alignment'. */
export const ttessDimensionLabel = (id: string) => {
  const d = TTESS_DIMENSIONS.find((x) => x.id === id);
  return d ? `${d.id} ${d.name}` : id;
};

/** 1 (Improvement Needed) … 5 (Distinguished). */
export const ttessLevelScore = (level: TtessLevel) => TTESS_LEVELS.indexOf(level) + 1;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const timeText = (label: string, required = false) =>
  z
    .string({ error: (iss) => (iss.input === undefined ? `${label} is required` : `${label} must be a time`) })
    .trim()
    .refine((v) => v !== '' || !required, `${label} is required`)
    .refine((v) => v === '' || TIME.test(v), `${label} must be a time (HH:MM)`)
    .prefault('');

/**
 * Minutes observed, from the start and end times of one day ('08:30', '09:20' → 50): null when either is missing or
 * the end is not after the start. The one place the duration of a T-TESS observation comes from.
 */
export function minutesObserved(start: string | undefined, end: string | undefined): number | null {
  if (!start || !end || !TIME.test(start) || !TIME.test(end)) return null;
  const at = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  const minutes = at(end) - at(start);
  return minutes > 0 ? minutes : null;
}

const conference = (label: string) =>
  z.object({
    date: dateText(`${label} date`),
    time: timeText(`${label} time`),
    mode: enumField(OBSERVATION_MODES, `${label.toLowerCase()} mode`).prefault('in person'),
  });

/** One dimension observed: its level and the evidence seen. */
export const ttessRatingSchema = z.object({
  dimension: enumField(TTESS_DIMENSION_IDS, 'T-TESS dimension'),
  level: enumField(TTESS_LEVELS, 'T-TESS performance level'),
  evidence: text('Evidence', 2000),
});
export type TtessRating = z.output<typeof ttessRatingSchema>;

/**
 * The T-TESS form of an observation (§228.105: pre-conference, the observed times, written feedback in the
 * post-conference). Optional on an observation: those recorded without it keep their shape.
 */
export const ttessFormSchema = z
  .object({
    startTime: timeText('Start time', true),
    endTime: timeText('End time', true),
    preConference: conference('Pre-conference').prefault({}),
    postConference: conference('Post-conference').prefault({}),
    ratings: z.array(ttessRatingSchema).max(TTESS_DIMENSIONS.length, 'At most 16 dimensions').prefault([]),
    strengths: text('Strengths', 5000),
    areasToGrow: text('Areas to grow', 5000),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.ratings.forEach((r, i) => {
      if (seen.has(r.dimension))
        ctx.addIssue({ code: 'custom', path: ['ratings', i, 'dimension'], message: `Dimension ${r.dimension} is rated twice` });
      seen.add(r.dimension);
    });
    if (v.startTime && v.endTime && minutesObserved(v.startTime, v.endTime) === null) {
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'End time must be after the start time' });
    }
  });
export type TtessForm = z.output<typeof ttessFormSchema>;

/** What an observation's written feedback consists of, as labelled sections (screens, e-mail and PDF use these words). */
export interface FeedbackSection {
  label: string;
  text: string;
}

/** An observation as stored, answered or typed in the form (where fields may still be missing). */
interface FeedbackSource {
  comment?: string;
  ttess?: {
    ratings?: readonly { dimension?: unknown; level?: unknown; evidence?: string }[];
    strengths?: string;
    areasToGrow?: string;
  } | null;
}

/**
 * The written feedback of an observation, section by section. An observation without the T-TESS form has one
 * section, its comment ("Feedback"); one with it has a section per dimension rated (level, then evidence), then
 * strengths, areas to grow and the comment. Empty sections are left out.
 */
export function observationFeedback(obs: FeedbackSource): FeedbackSection[] {
  const sections: FeedbackSection[] = [];
  const t = obs.ttess;
  if (t) {
    for (const r of t.ratings ?? []) {
      const level = typeof r.level === 'string' ? r.level : '';
      sections.push({
        label: ttessDimensionLabel(typeof r.dimension === 'string' ? r.dimension : ''),
        text: r.evidence ? `${level}. ${r.evidence}` : level,
      });
    }
    if (t.strengths) sections.push({ label: 'Strengths', text: t.strengths });
    if (t.areasToGrow) sections.push({ label: 'Areas to grow', text: t.areasToGrow });
  }
  if (obs.comment?.trim()) sections.push({ label: t ? 'Comment' : 'Feedback', text: obs.comment.trim() });
  return sections;
}

/** One point of a dimension's growth: the observation's date and the level seen. */
export interface GrowthPoint {
  date: string;
  level: TtessLevel;
  score: number;
}

/**
 * Each dimension's levels across the observations, oldest first: only dimensions rated at least once, in rubric
 * order. Observations without the T-TESS form add nothing.
 */
export function dimensionGrowth(observations: readonly { date: string; ttess?: TtessForm | null }[]) {
  const sorted = [...observations].filter((o) => o.ttess).sort((a, b) => a.date.localeCompare(b.date));
  return TTESS_DIMENSIONS.map((d) => ({
    dimension: d.id,
    label: ttessDimensionLabel(d.id),
    points: sorted.flatMap((o): GrowthPoint[] => {
      const r = o.ttess?.ratings.find((x) => x.dimension === d.id);
      return r ? [{ date: o.date, level: r.level, score: ttessLevelScore(r.level) }] : [];
    }),
  })).filter((g) => g.points.length > 0);
}
export type DimensionGrowth = ReturnType<typeof dimensionGrowth>[number];

/**
 * The dimensions the observation form asks about for an assignment type (the system setting `observationForm`), in
 * rubric order; without a known type, the intern's.
 */
export function observedDimensions(
  observationForm: Record<(typeof OBSERVATION_FORM_KEYS)[AssignmentType], readonly string[]>,
  assignmentType: AssignmentType | null | undefined,
): TtessDimensionId[] {
  const chosen = new Set(observationForm[OBSERVATION_FORM_KEYS[assignmentType ?? 'intern']]);
  return TTESS_DIMENSION_IDS.filter((id) => chosen.has(id));
}
