import type { AssignmentType } from '../constants/path';

/**
 * The stages of a candidate's path, admission to the standard certificate (docs/domain/path.md). An assignment stage
 * (internship, clinical teaching, residency) carries its assignment type.
 */
export const PATH_STAGES = [
  'applied',
  'offered',
  'admitted',
  'pre-service',
  'eligible',
  'certificate-recommended',
  'internship',
  'clinical-teaching',
  'residency',
  'completed',
  'withdrawn',
  'inactive',
] as const;
export type PathStage = (typeof PATH_STAGES)[number];

export const PATH_STAGE_LABELS: Record<PathStage, string> = {
  applied: 'Applied',
  offered: 'Offered admission',
  admitted: 'Admitted',
  'pre-service': 'Pre-service',
  eligible: 'Eligible',
  'certificate-recommended': 'Certificate recommended',
  internship: 'In internship',
  'clinical-teaching': 'In clinical teaching',
  residency: 'In residency',
  completed: 'Completed (recommended for standard certificate)',
  withdrawn: 'Withdrawn',
  inactive: 'Inactive',
};

/** The stages in which a candidate teaches under an assignment, and the assignment types each takes. */
export const ASSIGNMENT_STAGES = {
  internship: ['intern', 'probationary', 'probationary extension'],
  'clinical-teaching': ['clinical teaching'],
  residency: ['residency'],
} as const satisfies Partial<Record<PathStage, readonly AssignmentType[]>>;
export type AssignmentStage = keyof typeof ASSIGNMENT_STAGES;
export const isAssignmentStage = (s: PathStage): s is AssignmentStage => s in ASSIGNMENT_STAGES;

/** The stages a path ends at: nothing follows them. */
export const FINAL_STAGES: readonly PathStage[] = ['completed', 'withdrawn', 'inactive'];

/** The stages that leave the path before completion (the program's exit policy, §228.31). */
export const EXIT_STAGES: readonly PathStage[] = ['withdrawn', 'inactive'];

/** Where a candidate may go from each stage (a path starts at 'applied'). */
export const PATH_TRANSITIONS: Record<PathStage, readonly PathStage[]> = {
  applied: ['offered', 'withdrawn'],
  offered: ['admitted', 'withdrawn'],
  admitted: ['pre-service', 'withdrawn', 'inactive'],
  'pre-service': ['eligible', 'withdrawn', 'inactive'],
  eligible: ['certificate-recommended', 'clinical-teaching', 'residency', 'withdrawn', 'inactive'],
  'certificate-recommended': ['internship', 'withdrawn', 'inactive'],
  internship: ['completed', 'withdrawn', 'inactive'],
  'clinical-teaching': ['completed', 'withdrawn', 'inactive'],
  residency: ['completed', 'withdrawn', 'inactive'],
  completed: [],
  withdrawn: [],
  inactive: [],
};

/** One stage reached: when, who recorded it, the evidence, and an assignment stage's type. */
export interface StageEntry {
  stage: PathStage;
  /** YYYY-MM-DD. */
  reachedOn: string;
  recordedBy: string;
  evidence: string;
  assignmentType: AssignmentType | null;
  /** ISO date-time the entry was recorded. */
  createdAt: string;
}

/** The stage a candidate is at: the last entry (by day reached, then by when it was recorded); null before any. */
export function currentEntry<E extends Pick<StageEntry, 'reachedOn' | 'createdAt'>>(entries: readonly E[]): E | null {
  return (
    entries
      .slice()
      .sort((a, b) => a.reachedOn.localeCompare(b.reachedOn) || a.createdAt.localeCompare(b.createdAt))
      .pop() ?? null
  );
}
