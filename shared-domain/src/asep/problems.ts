import { calendarDay } from '../dates';
import { observationMinutes } from '../supervision/compliance';
import type { AsepExceptionRequirement } from './exceptions';
import type { AsepFile } from './layout';
import {
  ASEP_MIN_MINUTES,
  asepAdmissionDate,
  asepAssignments,
  asepCandidateRows,
  asepFirstObservation,
  asepObservations,
  type AsepCandidate,
  type AsepSupervisor,
} from './records';
import type { AsepYear } from './year';

export const ASEP_PROBLEMS = [
  'missingTeaId',
  'admissionAfterAssignment',
  'shortObservation',
  'noPostConference',
  'firstObservationLate',
  'noSupervisor',
  'supervisorNotAppraiser',
] as const;
export type AsepProblemCode = (typeof ASEP_PROBLEMS)[number];

/** What fixes each problem, in words (the screen shows it beside the link to the place that fixes it). */
export const ASEP_PROBLEM_FIXES: Record<AsepProblemCode, string> = {
  missingTeaId: "Enter the candidate's TEA ID on the record.",
  admissionAfterAssignment: "Correct the admission's effective date or the assignment's start on the record.",
  shortObservation: `Correct the duration if it was entered wrong; an observation under ${ASEP_MIN_MINUTES} minutes does not count.`,
  noPostConference: "Enter the post-conference's date once the written feedback was discussed.",
  firstObservationLate: 'Record the first formal observation, or file a Request for Exception with the reason.',
  noSupervisor: 'Assign a field supervisor.',
  supervisorNotAppraiser: "Enter the supervisor's T-TESS appraiser certification.",
};

/**
 * The requirement a Request for Exception about a problem is filed for. Null: only fixing the record clears it (a TEA
 * ID is entered, never excepted; a supervisor's certificate is the supervisor's, and a request names a candidate).
 */
export const ASEP_PROBLEM_REQUIREMENTS: Record<AsepProblemCode, AsepExceptionRequirement | null> = {
  missingTeaId: null,
  admissionAfterAssignment: 'admission',
  shortObservation: 'observationDuration',
  noPostConference: 'postConference',
  firstObservationLate: 'firstObservation',
  noSupervisor: 'fieldSupervisor',
  supervisorNotAppraiser: null,
};

/** The key that pairs a problem with the year's request about it: one request per candidate and requirement. */
export const asepExceptionKey = (teacherId: string, requirement: string) => `${teacherId}:${requirement}`;

/** The key of the request a problem would be excepted by, or null when no request can be filed for it. */
export function asepProblemExceptionKey(p: Pick<AsepProblem, 'code' | 'subject'>): string | null {
  const requirement = ASEP_PROBLEM_REQUIREMENTS[p.code];
  return requirement && p.subject.kind === 'teacher' ? asepExceptionKey(p.subject.id, requirement) : null;
}

/** One record TEA would refuse, or that counts against the program, with where it is fixed. */
export interface AsepProblem {
  code: AsepProblemCode;
  file: AsepFile;
  subject: { kind: 'teacher' | 'supervisor'; id: string; name: string };
  message: string;
  fix: string;
  /** The admin screen that fixes it. */
  href: string;
}

/** A supervisor's certification names the T-TESS appraiser certificate (§228.101). */
export const hasAppraiserCertificate = (s: Pick<AsepSupervisor, 'certification'>) => /apprais|t-?tess/i.test(s.certification);

const teacherHref = (id: string) => `/admin/teachers/${id}`;
const supervisorHref = (id: string) => `/admin/supervisors/${id}/edit`;

/** The candidate's problems in the year's report; `today` bounds a first observation not yet due. */
export function asepCandidateProblems(c: AsepCandidate, y: AsepYear, today: string): AsepProblem[] {
  const rows = asepCandidateRows(c, y);
  const name = `${c.teacher.name.first} ${c.teacher.name.last}`;
  const subject = { kind: 'teacher' as const, id: c.teacher._id, name };
  const href = teacherHref(c.teacher._id);
  const out: AsepProblem[] = [];
  const add = (code: AsepProblemCode, file: AsepFile, message: string) =>
    out.push({ code, file, subject, message, fix: ASEP_PROBLEM_FIXES[code], href });

  const files = (Object.keys(rows) as (keyof typeof rows)[]).filter((f) => rows[f].length > 0);
  if (files.length && c.teacher.teaId === null) add('missingTeaId', files[0], `${name} has no TEA ID.`);

  const admitted = asepAdmissionDate(c);
  const assignments = asepAssignments(c).filter((a) => a.start <= y.end && (a.end === null || a.end >= y.start));
  for (const a of assignments) {
    if (admitted && admitted > a.start)
      add('admissionAfterAssignment', 'clinical-experience', `Admitted ${admitted}, after the ${a.type} assignment began ${a.start}.`);
    const first = asepFirstObservation(c, a);
    const late = first.due !== null && (first.heldOn === null ? first.due < today && first.due <= y.end : first.heldOn > first.due);
    if (late)
      add(
        'firstObservationLate',
        'observations',
        first.heldOn
          ? `First formal observation on ${first.heldOn}, after its window closed ${first.due}.`
          : `No first formal observation; its window closed ${first.due}.`,
      );
  }
  if (assignments.length && !c.teacher.assignment?.supervisorId)
    add('noSupervisor', 'clinical-experience', `${name} has no field supervisor.`);

  for (const o of asepObservations(c, y)) {
    const day = calendarDay(o.date);
    const minutes = observationMinutes(o.duration);
    if (minutes === null || minutes < ASEP_MIN_MINUTES)
      add('shortObservation', 'observations', `Observation of ${day}: ${minutes ?? 'no'} minutes, under ${ASEP_MIN_MINUTES}.`);
    if (!calendarDay(o.postConferenceDate)) add('noPostConference', 'observations', `Observation of ${day} has no post-conference.`);
  }
  return out;
}

/** A roster supervisor's problems. */
export function asepSupervisorProblems(s: AsepSupervisor): AsepProblem[] {
  if (hasAppraiserCertificate(s)) return [];
  const name = `${s.firstName} ${s.lastName}`;
  return [
    {
      code: 'supervisorNotAppraiser',
      file: 'supervisors',
      subject: { kind: 'supervisor', id: s.id, name },
      message: `${name} has no T-TESS appraiser certificate on file.`,
      fix: ASEP_PROBLEM_FIXES.supervisorNotAppraiser,
      href: supervisorHref(s.id),
    },
  ];
}
