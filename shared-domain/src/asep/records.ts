import { TEXAS_RULES } from '../constants';
import type { AssignmentType } from '../constants/path';
import { calendarDay } from '../dates';
import { observationRuleFor, firstObservationDue } from '../path/observation';
import type { AdmissionFacts } from '../path/requirements';
import { isAssignmentStage, type StageEntry } from '../path/stages';
import type { StoredTeacher } from '../schemas/responses/teacher';
import { countedObservations, observationMinutes } from '../supervision/compliance';
import type { AsepFile, AsepRow } from './layout';
import { inYear, type AsepYear } from './year';

/** What the report reads of one candidate: the record, the path's stages and the admission facts. */
export interface AsepCandidate {
  teacher: Pick<
    StoredTeacher,
    '_id' | 'teaId' | 'name' | 'internStatus' | 'certificationInfo' | 'placement' | 'supervisions' | 'obsNeeded' | 'assignment'
  >;
  entries: readonly StageEntry[];
  admission: AdmissionFacts;
}

/** A field supervisor as the roster reads it. */
export interface AsepSupervisor {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  certification: string;
  yearsExperience: number;
}

/** One assignment of the path: its type and the days it ran (end null while it runs with no end on the record). */
export interface AsepAssignment {
  type: AssignmentType;
  start: string;
  end: string | null;
}

/**
 * The candidate's assignments, one per assignment stage reached: the last one runs from the record's first day with
 * students (else the certificate's start, else the stage's day) to the stage that followed it or the record's end date;
 * an earlier one from its stage's day to the next stage's.
 */
export function asepAssignments(c: AsepCandidate): AsepAssignment[] {
  const sorted = [...c.entries].sort((a, b) => a.reachedOn.localeCompare(b.reachedOn) || a.createdAt.localeCompare(b.createdAt));
  const out: AsepAssignment[] = [];
  sorted.forEach((e, i) => {
    if (!isAssignmentStage(e.stage) || !e.assignmentType) return;
    const next = sorted[i + 1]?.reachedOn ?? null;
    const isLast = !sorted.slice(i + 1).some((n) => isAssignmentStage(n.stage));
    const ci = c.teacher.certificationInfo;
    const start = isLast ? (calendarDay(ci.firstDayWithStudent) ?? calendarDay(ci.startDate) ?? e.reachedOn) : e.reachedOn;
    const end = next ?? (isLast ? calendarDay(ci.endDate) : null);
    out.push({ type: e.assignmentType, start, end });
  });
  return out;
}

/** The formal admission's day: the offer's effective date, else the day the admitted stage was reached. */
export const asepAdmissionDate = (c: AsepCandidate): string | null =>
  calendarDay(c.admission.admissionEffectiveOn) ?? c.entries.find((e) => e.stage === 'admitted')?.reachedOn ?? null;

const overlaps = (a: AsepAssignment, y: AsepYear) => a.start <= y.end && (a.end === null || a.end >= y.start);
const names = (c: AsepCandidate) => ({ teaId: c.teacher.teaId ?? '', lastName: c.teacher.name.last, firstName: c.teacher.name.first });
const exitIn = (c: AsepCandidate, y: AsepYear, stages: readonly string[]) =>
  c.entries.find((e) => stages.includes(e.stage) && inYear(e.reachedOn, y)) ?? null;

/** The formal observations of the year (informal ones are not reported), oldest first. */
export const asepObservations = (c: AsepCandidate, y: AsepYear) =>
  c.teacher.supervisions.list
    .filter((o) => o.kind !== 'informal' && inYear(calendarDay(o.date), y))
    .sort((a, b) => a.date.localeCompare(b.date) || (a._id ?? '').localeCompare(b._id ?? ''));

/** The files a candidate has rows of (the roster and the exceptions are the program's, read apart). */
export type AsepCandidateFile = Exclude<AsepFile, 'supervisors' | 'exceptions'>;

/** The candidate's rows in each file for the year. */
export function asepCandidateRows(c: AsepCandidate, y: AsepYear): Record<AsepCandidateFile, AsepRow[]> {
  const who = names(c);
  const admitted = asepAdmissionDate(c);
  const admissions: AsepRow[] = inYear(admitted, y)
    ? [
        {
          ...who,
          admissionDate: admitted,
          offerDate: c.admission.offerSentOn ?? '',
          acceptanceDate: c.admission.acceptedOn ?? '',
          gpa: c.admission.gpaOverall?.toFixed(2) ?? '',
          gpaLast60: c.admission.gpaLast60?.toFixed(2) ?? '',
          contentHours: c.admission.contentCreditHours ?? '',
          pactDate: c.admission.contentTestPassedOn ?? '',
        },
      ]
    : [];

  const finishers: AsepRow[] = [];
  const enrolled = admitted !== null && admitted <= y.end && !c.entries.some((e) => FINAL.includes(e.stage) && e.reachedOn < y.start);
  if (enrolled) {
    const finished = exitIn(c, y, ['completed']);
    const left = exitIn(c, y, ['withdrawn', 'inactive']);
    const status = finished ? 'Finisher' : left ? 'Withdrawn' : 'Other Enrolled';
    finishers.push({
      ...who,
      status,
      statusDate: (finished ?? left)?.reachedOn ?? admitted,
      certificateType: c.teacher.certificationInfo.certType ?? '',
    });
  }

  const assignments = asepAssignments(c).filter((a) => overlaps(a, y));
  const supervisor = c.teacher.supervisions.supervisor ?? '';
  const clinical = assignments.map((a) => ({
    ...who,
    assignmentType: a.type,
    startDate: a.start,
    endDate: a.end ?? '',
    lateHire: c.teacher.internStatus === 'late hire' ? 'Y' : 'N',
    campus: c.teacher.placement.campusName,
    district: c.teacher.placement.districtName,
    supervisor,
  }));

  const typeOn = (day: string) => assignments.filter((a) => a.start <= day).pop()?.type ?? '';
  const observations = asepObservations(c, y).map((o) => {
    const day = calendarDay(o.date) ?? '';
    return {
      ...who,
      assignmentType: typeOn(day),
      date: day,
      minutes: observationMinutes(o.duration) ?? '',
      mode: o.mode === 'virtual' ? 'Virtual' : 'In Person',
      preConference: calendarDay(o.preConferenceDate) ?? '',
      postConference: calendarDay(o.postConferenceDate) ?? '',
      supervisor,
    };
  });
  return { admissions, finishers, 'clinical-experience': clinical, observations };
}

const FINAL: readonly string[] = ['completed', 'withdrawn', 'inactive'];

/** The roster row of a supervisor, with how many of the year's candidates it supervised. */
export const asepSupervisorRow = (s: AsepSupervisor, candidates: number): AsepRow => ({
  lastName: s.lastName,
  firstName: s.firstName,
  email: s.email,
  certification: s.certification,
  yearsExperience: s.yearsExperience,
  candidates,
});

/** The day an assignment's first formal observation was due and the day it was held (null: none yet). */
export function asepFirstObservation(c: AsepCandidate, a: AsepAssignment): { due: string | null; heldOn: string | null } {
  const rule = observationRuleFor(a.type, a.start, c.teacher.obsNeeded);
  const due = rule ? firstObservationDue(rule, a.start, a.end) : null;
  const held = countedObservations(c.teacher.supervisions.list).find((o) => o.date.slice(0, 10) >= a.start);
  return { due, heldOn: held ? held.date.slice(0, 10) : null };
}

export const ASEP_MIN_MINUTES = TEXAS_RULES.observationMinMinutes;
