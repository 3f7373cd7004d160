import { EXIT_STAGES, PATH_STAGE_LABELS, PATH_TRANSITIONS, currentEntry, isAssignmentStage, type StageEntry } from './stages';
import { pathClocks, type ClockInput, type PathClockKey } from './clocks';
import { transitionMissing, type TransitionContext } from './requirements';
import type { MyPath, TeacherPath } from './schemas';

/** The assignment being served: the last assignment stage reached, if any. */
export const assignmentEntry = (entries: readonly StageEntry[]): StageEntry | null =>
  currentEntry(entries.filter((e) => isAssignmentStage(e.stage)));

/**
 * What stands between the candidate and a stage on `ctx.on`, by name: transitionMissing from the stage reached last,
 * with the assignment being served (for completion). The route that moves a candidate and the path's view use it.
 */
export function missingFor(entries: readonly StageEntry[], to: StageEntry['stage'], ctx: Omit<TransitionContext, 'entries'>) {
  return transitionMissing(currentEntry(entries), to, { ...ctx, entries }, assignmentEntry(entries));
}

/** A candidate's path as staff read it: the stages reached, the admission facts, the clocks, and each next step's wants. */
export function teacherPathView(input: ClockInput): TeacherPath {
  const { entries, today } = input;
  const current = currentEntry(entries);
  const ordered = entries.slice().sort((a, b) => a.reachedOn.localeCompare(b.reachedOn) || a.createdAt.localeCompare(b.createdAt));
  const nextStages = current ? PATH_TRANSITIONS[current.stage] : (['applied'] as const);
  const ctx = {
    teacher: input.teacher,
    admission: input.admission,
    on: today,
    evidence: '',
    assignmentType: null,
    rules: input.rules,
    timeZone: input.timeZone,
  };
  return {
    current: current?.stage ?? null,
    entries: ordered.map((e) => ({ ...e, label: PATH_STAGE_LABELS[e.stage] })),
    admission: input.admission,
    clocks: pathClocks(input),
    next: nextStages.map((stage) => ({
      stage,
      label: PATH_STAGE_LABELS[stage],
      // The reason of an exit is given with the move; the view shows what the record itself still lacks.
      missing: missingFor(entries, stage, ctx).filter((m) => m.requirement !== 'evidence' && m.requirement !== 'assignmentType'),
    })),
  };
}

/** The clocks that are the program's own duty (the report to TEA, its exit policy): staff watch them, not the candidate. */
const PROGRAM_CLOCKS: readonly PathClockKey[] = ['admissionReport', 'inactive'];

/**
 * The candidate's path as they read it on their dashboard, from the staff view (teacherPathView): the stage and since
 * when, each next step but an exit with what it waits on, and the clocks not done but the program's own, the nearest
 * first. Null before any stage. Who recorded a stage and its evidence stay with staff.
 */
export function myPath(view: TeacherPath): MyPath | null {
  const current = view.current ? view.entries.filter((e) => e.stage === view.current).pop() : undefined;
  if (!current) return null;
  return {
    stage: current.stage,
    label: current.label,
    reachedOn: current.reachedOn,
    next: view.next
      .filter((n) => !EXIT_STAGES.includes(n.stage))
      .map((n) => ({ stage: n.stage, label: n.label, missing: n.missing.map((m) => m.message) })),
    clocks: view.clocks
      .filter((c) => !c.done && !PROGRAM_CLOCKS.includes(c.key))
      .sort((a, b) => a.daysLeft - b.daysLeft)
      .map(({ key, label, due, daysLeft, unit }) => ({ key, label, due, daysLeft, unit })),
  };
}
