import { z } from 'zod';
import { ASSIGNMENT_TYPES, PATH_CLOCK_NOTICE_DAYS } from '../constants/path';
import { calendarDay } from '../dates';
import { enumField } from '../enum-words';
import { certificationAreas } from '../schemas/responses/profile-card';
import { pageQuery } from '../schemas/responses/common';
import { pathClocks, PATH_CLOCKS, type ClockInput, type PathClock } from './clocks';
import { currentEntry, PATH_STAGE_LABELS, PATH_STAGES, type PathStage } from './stages';
import { assignmentEntry } from './view';

/** The most candidates one page of the pipeline's list holds. */
export const PIPELINE_PAGE_MAX = 200;

/** GET path/pipeline: the filters (cohort, assignment type, certification area) and, for the list, a stage or the stuck. */
export const pipelineQuerySchema = z.strictObject({
  cohort: z.coerce
    .number({ error: 'Cohort must be a year' })
    .int('Cohort must be a year')
    .min(1990, 'Cohort must be 1990 or later')
    .max(2200, 'Cohort must be 2200 or earlier')
    .optional(),
  assignmentType: enumField(ASSIGNMENT_TYPES, 'assignment type').optional(),
  area: z.string({ error: 'Certification area must be text' }).max(100, 'Certification area must be at most 100 characters').optional(),
  stage: enumField(PATH_STAGES, 'stage').optional(),
  /** 'true': only the stuck (a clock past due); 'soon': those with a clock past due or due within PATH_CLOCK_NOTICE_DAYS. */
  stuck: z.enum(['true', 'soon'], { error: 'Stuck must be true or soon' }).optional(),
  ...pageQuery(PIPELINE_PAGE_MAX),
});
export type PipelineQuery = z.infer<typeof pipelineQuerySchema>;

const clockSchema = z.object({
  key: z.enum(PATH_CLOCKS),
  label: z.string(),
  due: z.string(),
  daysLeft: z.number(),
  unit: z.enum(['calendar days', 'business days']),
});
const candidateSchema = z.object({
  teacherId: z.string(),
  name: z.object({ first: z.string(), last: z.string() }),
  stage: z.enum(PATH_STAGES),
  reachedOn: z.string(),
  cohort: z.number().nullable(),
  assignmentType: z.enum(ASSIGNMENT_TYPES).nullable(),
  areas: z.array(z.string()),
  /** The clocks past their due day and not done. */
  stuck: z.array(clockSchema),
  /** The clocks not done that are past due or due within PATH_CLOCK_NOTICE_DAYS, the nearest first. */
  due: z.array(clockSchema),
});
export type PipelineCandidate = z.infer<typeof candidateSchema>;

export const pipelineSchema = z.object({
  stages: z.array(z.object({ stage: z.enum(PATH_STAGES), label: z.string(), count: z.number(), stuck: z.number() })),
  stuck: z.number(),
  /** Candidates with a clock past due or due within PATH_CLOCK_NOTICE_DAYS. */
  dueSoon: z.number(),
  total: z.number(),
  /** The choices the filters offer: every cohort and certification area on a path. */
  cohorts: z.array(z.number()),
  areas: z.array(z.string()),
  /** The candidates of the stage asked for (or every one), the stuck first, a page of them; `listTotal` of all. */
  list: z.array(candidateSchema),
  listTotal: z.number(),
});
export type Pipeline = z.infer<typeof pipelineSchema>;

/**
 * A candidate's cohort: the year of the formal admission (its effective day, else the day the admitted stage was
 * reached, else the record's admission day).
 */
export function pathCohort(input: Pick<ClockInput, 'admission' | 'entries' | 'teacher'>): number | null {
  const day =
    calendarDay(input.admission.admissionEffectiveOn) ??
    input.entries.find((e) => e.stage === 'admitted')?.reachedOn ??
    calendarDay(input.teacher.admissionDate?.day);
  return day ? Number(day.slice(0, 4)) : null;
}

type PipelineTeacher = ClockInput['teacher'] & {
  _id: string;
  name: { first: string; last: string };
  exams?: readonly { content: string }[];
  admissionDate?: { day?: string | null };
};

/** One candidate as the pipeline counts it: the stage, the filters' facts, and the clocks past due. Null before any stage. */
export function pipelineCandidate(input: ClockInput & { teacher: PipelineTeacher }): PipelineCandidate | null {
  const current = currentEntry(input.entries);
  if (!current) return null;
  const due: PathClock[] = pathClocks(input)
    .filter((c) => !c.done && c.daysLeft <= PATH_CLOCK_NOTICE_DAYS)
    .sort((a, b) => a.daysLeft - b.daysLeft);
  const brief = ({ key, label, due: day, daysLeft, unit }: PathClock) => ({ key, label, due: day, daysLeft, unit });
  return {
    teacherId: input.teacher._id,
    name: { first: input.teacher.name.first, last: input.teacher.name.last },
    stage: current.stage,
    reachedOn: current.reachedOn,
    cohort: pathCohort(input),
    assignmentType: assignmentEntry(input.entries)?.assignmentType ?? null,
    areas: certificationAreas(input.teacher.exams),
    stuck: due.filter((c) => c.daysLeft < 0).map(brief),
    due: due.map(brief),
  };
}

/** A clock in the admin's work queue: whose, which, its due day and the days left in its unit. */
export const pathClockQueueItemSchema = z.object({
  teacherId: z.string(),
  name: z.string(),
  key: z.enum(PATH_CLOCKS),
  label: z.string(),
  due: z.string(),
  daysLeft: z.number(),
  unit: z.enum(['calendar days', 'business days']),
});
export type PathClockQueueItem = z.infer<typeof pathClockQueueItemSchema>;

/**
 * The path's clocks for the admin's work queue: each clock past due or due within PATH_CLOCK_NOTICE_DAYS, the fewest
 * days left first, the first `rows` of them; `total` is how many candidates have one (the pipeline's ?stuck=soon list).
 */
export function pathClockQueue(all: readonly PipelineCandidate[], rows: number): { total: number; items: PathClockQueueItem[] } {
  const items = all
    .flatMap((c) => c.due.map((k) => ({ teacherId: c.teacherId, name: `${c.name.first} ${c.name.last}`, ...k })))
    .sort((a, b) => a.daysLeft - b.daysLeft || a.name.localeCompare(b.name));
  return { total: all.filter((c) => c.due.length).length, items: items.slice(0, rows) };
}

/** The most overdue first: the fewest days left among its clocks. */
const overdue = (c: PipelineCandidate) => Math.min(0, ...c.stuck.map((s) => s.daysLeft));

/**
 * The staff pipeline: candidates counted by stage (and how many of each are stuck, a clock past its due day), under
 * the filters; the list of a stage (or the stuck) with the stuck first, the most overdue at the top, then by name.
 */
export function pipelineView(all: readonly PipelineCandidate[], q: PipelineQuery): Pipeline {
  const filtered = all.filter(
    (c) =>
      (q.cohort === undefined || c.cohort === q.cohort) &&
      (q.assignmentType === undefined || c.assignmentType === q.assignmentType) &&
      (q.area === undefined || c.areas.includes(q.area)),
  );
  const stages = PATH_STAGES.map((stage: PathStage) => {
    const here = filtered.filter((c) => c.stage === stage);
    return { stage, label: PATH_STAGE_LABELS[stage], count: here.length, stuck: here.filter((c) => c.stuck.length).length };
  });
  const listed = filtered
    .filter(
      (c) =>
        (q.stage === undefined || c.stage === q.stage) &&
        (q.stuck !== 'true' || c.stuck.length > 0) &&
        (q.stuck !== 'soon' || c.due.length > 0),
    )
    .sort(
      (a, b) =>
        overdue(a) - overdue(b) ||
        a.name.last.localeCompare(b.name.last) ||
        a.name.first.localeCompare(b.name.first) ||
        a.teacherId.localeCompare(b.teacherId),
    );
  const offset = q.offset ?? 0;
  return {
    stages,
    stuck: filtered.filter((c) => c.stuck.length).length,
    dueSoon: filtered.filter((c) => c.due.length).length,
    total: filtered.length,
    cohorts: [...new Set(all.map((c) => c.cohort).filter((y): y is number => y !== null))].sort((a, b) => b - a),
    areas: [...new Set(all.flatMap((c) => c.areas))].sort(),
    list: listed.slice(offset, offset + (q.limit ?? 50)),
    listTotal: listed.length,
  };
}
