import type { AssignmentType } from './path';

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

/** The dimensions a program observes, per assignment type (the system setting `observationForm`): its keys. */
export const OBSERVATION_FORM_KEYS = {
  intern: 'intern',
  probationary: 'probationary',
  'probationary extension': 'probationaryExtension',
  'clinical teaching': 'clinicalTeaching',
  residency: 'residency',
} as const satisfies Record<AssignmentType, string>;
