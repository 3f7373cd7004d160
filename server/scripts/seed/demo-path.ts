import type { AssignmentType, PathStage, TeacherBody } from 'shared-domain';
import { day, type createRng } from './prng';

/** One demo record as its path reads it: its id, its status and the facts its stages' days come from. */
export interface PathRecord {
  id: string;
  body: TeacherBody;
}

type Step = [stage: PathStage, offset: number, evidence?: string, assignmentType?: AssignmentType];

/** The admission facts of a demo candidate (days from today; null: not recorded). */
interface Facts {
  offer?: number;
  accepted?: number;
  reported?: number | null;
}

/**
 * The candidates waiting for admission or not placed yet (the pending and n/a records, n = 46...): one at each stage
 * before an assignment, and the clocks the work queue and the reminders show: an admission report due in 4 days and
 * one 5 days past (7 calendar days, §227.17(e)), two years without activity ending in 12 days (§228.31).
 */
const EARLY: Record<number, { steps: Step[]; facts?: Facts }> = {
  46: { steps: [['applied', -2, 'Application submitted on the public site']] },
  47: { steps: [['applied', -6, 'Application submitted on the public site']] },
  48: {
    steps: [
      ['applied', -20, 'Application submitted on the public site'],
      ['offered', -10, 'Written offer sent'],
    ],
    facts: { offer: -10 },
  },
  49: {
    steps: [
      ['applied', -25, 'Application submitted on the public site'],
      ['offered', -8, 'Written offer sent'],
      ['admitted', -3, 'Written acceptance received'],
    ],
    facts: { offer: -8, accepted: -3, reported: null },
  },
  50: {
    steps: [
      ['applied', -30, 'Application submitted on the public site'],
      ['offered', -16, 'Written offer sent'],
      ['admitted', -12, 'Written acceptance received'],
    ],
    facts: { offer: -16, accepted: -12, reported: null },
  },
  51: {
    steps: [
      ['admitted', -60, 'Written acceptance received'],
      ['pre-service', -50, 'Coursework begun'],
    ],
    facts: { offer: -64, accepted: -60, reported: -58 },
  },
  52: {
    steps: [
      ['admitted', -200, 'Written acceptance received'],
      ['pre-service', -190, 'Coursework begun'],
      ['eligible', -30, 'Content exam passed, 150 hours and field-based experience done'],
      ['certificate-recommended', -5, 'Intern certificate recommended'],
    ],
    facts: { offer: -205, accepted: -200, reported: -197 },
  },
  53: {
    steps: [
      ['applied', -90, 'Application submitted on the public site'],
      ['withdrawn', -40, 'Withdrew: moved out of state'],
    ],
  },
  54: {
    steps: [
      ['admitted', -800, 'Written acceptance received'],
      ['inactive', -30, 'No activity for two years (exit policy, §228.31)'],
    ],
    facts: { offer: -805, accepted: -800, reported: -798 },
  },
  55: {
    steps: [
      ['admitted', -722, 'Written acceptance received'],
      ['pre-service', -718, 'Coursework begun'],
    ],
    facts: { offer: -725, accepted: -722, reported: -720 },
  },
};

/** The placed records' assignment stage (n = 20...: hired teachers): clinical teaching, a residency, one completed. */
const PLACED: Record<number, Step[0]> = { 20: 'clinical-teaching', 21: 'residency', 22: 'completed' };

/**
 * The demo candidates' paths (docs/domain/path.md, "The demo"): the interns and hired teachers admitted and in their
 * assignment from the first day with students (as migration 049 put a migrated program's records), the ready for hire
 * eligible, and the pending and n/a records walked through the stages before it (EARLY). `base` is today.
 */
export function demoPaths(rng: ReturnType<typeof createRng>, base: Date, records: readonly PathRecord[]) {
  const teacher_path_entries: Record<string, unknown>[] = [];
  const teacher_admissions: Record<string, unknown>[] = [];
  const entry = (teacherId: string, [stage, offset, evidence = 'Program staff records', assignmentType]: Step) =>
    teacher_path_entries.push({
      id: rng.uuid(),
      teacher_id: teacherId,
      stage,
      reached_on: day(base, offset),
      recorded_by: 'Program staff',
      evidence,
      assignment_type: assignmentType ?? null,
    });
  const admission = (teacherId: string, f: Facts) =>
    teacher_admissions.push({
      teacher_id: teacherId,
      gpa_overall: 3.1 + (teacher_admissions.length % 8) / 10,
      gpa_last_60: null,
      content_credit_hours: 18,
      content_math_science_7_up: false,
      content_test_passed_on: null,
      offer_sent_on: f.offer === undefined ? null : day(base, f.offer),
      admission_effective_on: f.accepted === undefined ? null : day(base, f.accepted),
      accepted_on: f.accepted === undefined ? null : day(base, f.accepted),
      tea_reported_on: f.reported === undefined || f.reported === null ? null : day(base, f.reported),
    });
  const offset = (d: string) => Math.round((Date.parse(`${d}T00:00:00Z`) - base.getTime()) / 86_400_000);

  records.forEach(({ id, body }, n) => {
    const early = EARLY[n];
    if (early) {
      for (const step of early.steps) entry(id, step);
      if (early.facts) admission(id, early.facts);
      return;
    }
    const c = body.certificationInfo;
    const placed = body.teacherStatus === 'intern' || body.teacherStatus === 'hired';
    if (!placed && body.teacherStatus !== 'ready for hire') return;
    const start = c.firstDayWithStudent ? offset(c.firstDayWithStudent) : null;
    // Admitted a month before the assignment began (else on the day the record gives), reported to TEA two days later.
    const admitted = Math.min(offset(body.admissionDate?.day || day(base, -120)), (start ?? 0) - 30);
    entry(id, ['admitted', admitted, 'Written acceptance received']);
    admission(id, { offer: admitted - 4, accepted: admitted, reported: admitted + 2 });
    if (!placed || start === null) {
      entry(id, ['eligible', Math.min(-3, admitted + 90), 'Content exam passed, 150 hours and field-based experience done']);
      return;
    }
    const stage = PLACED[n];
    if (stage === 'clinical-teaching') entry(id, ['clinical-teaching', start, 'Placed for clinical teaching', 'clinical teaching']);
    else if (stage === 'residency') entry(id, ['residency', start, 'Placed for a residency', 'residency']);
    else entry(id, ['internship', start, 'Placed in an internship', c.certType === 'probationary' ? 'probationary' : 'intern']);
    if (stage === 'completed') entry(id, ['completed', -5, 'Standard certificate recommended']);
  });
  return { teacher_path_entries, teacher_admissions };
}
