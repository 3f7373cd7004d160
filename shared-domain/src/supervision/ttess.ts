import { z } from 'zod';
import { OBSERVATION_MODES } from '../constants';
import { enumField } from '../enum-words';
import { dateText, text } from '../schemas/common';

/**
 * The Texas Teacher Evaluation and Support System (T-TESS) rubric, the state's appraisal rubric a field supervisor is
 * certified in (19 TAC §228.101): 4 domains, 16 dimensions, 5 performance levels. Source: TEA, T-TESS Rubric
 * (teachfortexas.org), as summarised in docs/domain/observations.md.
 */
export const TTESS_DOMAINS = [
  { number: 1, name: 'Planning' },
  { number: 2, name: 'Instruction' },
  { number: 3, name: 'Learning Environment' },
  { number: 4, name: 'Professional Practices and Responsibilities' },
] as const;

/** The 16 dimensions, by their rubric number ('1.1' … '4.4'). */
export const TTESS_DIMENSIONS = [
  { id: '1.1', domain: 1, name: 'Standards and Alignment' },
  { id: '1.2', domain: 1, name: 'Data and Assessment' },
  { id: '1.3', domain: 1, name: 'Knowledge of Students' },
  { id: '1.4', domain: 1, name: 'Activities' },
  { id: '2.1', domain: 2, name: 'Achieving Expectations' },
  { id: '2.2', domain: 2, name: 'Content Knowledge and Expertise' },
  { id: '2.3', domain: 2, name: 'Communication' },
  { id: '2.4', domain: 2, name: 'Differentiation' },
  { id: '2.5', domain: 2, name: 'Monitor and Adjust' },
  { id: '3.1', domain: 3, name: 'Classroom Environment, Routines and Procedures' },
  { id: '3.2', domain: 3, name: 'Managing Student Behavior' },
  { id: '3.3', domain: 3, name: 'Classroom Culture' },
  { id: '4.1', domain: 4, name: 'Professional Demeanor and Ethics' },
  { id: '4.2', domain: 4, name: 'Goal Setting' },
  { id: '4.3', domain: 4, name: 'Professional Development' },
  { id: '4.4', domain: 4, name: 'School Community Involvement' },
] as const;
export const TTESS_DIMENSION_IDS = TTESS_DIMENSIONS.map((d) => d.id) as unknown as readonly [
  (typeof TTESS_DIMENSIONS)[number]['id'],
  ...(typeof TTESS_DIMENSIONS)[number]['id'][],
];
export type TtessDimensionId = (typeof TTESS_DIMENSIONS)[number]['id'];

/** The five performance levels, lowest first (the growth chart's scale: 1 … 5). */
export const TTESS_LEVELS = ['Improvement Needed', 'Developing', 'Proficient', 'Accomplished', 'Distinguished'] as const;
export type TtessLevel = (typeof TTESS_LEVELS)[number];

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

interface FeedbackSource {
  comment?: string;
  ttess?: TtessForm | null;
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
    for (const r of t.ratings) {
      sections.push({ label: ttessDimensionLabel(r.dimension), text: r.evidence ? `${r.level}. ${r.evidence}` : r.level });
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
