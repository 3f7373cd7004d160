import { addDays, teacherBodySchema, type SupervisionRecord, type TeacherBody, type TeacherStatus } from 'shared-domain';
import { CONTENT_EXAMS, DISTRICTS, FIRST_NAMES, LAST_NAMES } from './demo-data';
import { at, day, type Rng } from './prng';

export interface TeacherPlan {
  status: TeacherStatus;
  district: (typeof DISTRICTS)[number];
  campus?: string;
  /** Interns: first-observation deadline, in days from the base date (negative = past). */
  obsDeadline?: number;
  /** Interns: observations already recorded. */
  observations?: number;
  supervisorName?: string;
  /** Ready for hire: on the hired list, not hired yet. */
  onHiredList?: boolean;
}

const NOTES = [
  'Met with mentor to plan the first six weeks.',
  'Reviewed classroom management strategies.',
  'Discussed lesson pacing and small-group rotations.',
  'Shared resources for English learners.',
];

/**
 * A formal observation as a supervisor records it (19 TAC §228.105): a pre-conference two days before, the
 * post-conference the same day (or `postConference`, null for none), written feedback and its copy to the mentor
 * sent that evening unless `mentorCopy` is false.
 */
/**
 * An uploaded form's verification (requireDocumentVerification): a hired teacher's forms and every other teacher's
 * alternately are verified by the demo admin; the rest wait for it. No random draw, so the demo's stream is unchanged.
 */
const verified = (n: number, status: string | undefined, base: Date) =>
  status === 'hired' || n % 2 === 0 ? { verified: true, verifiedBy: 'admin@example.org', verifiedAt: at(base, -30) } : {};

export function demoObservation(
  date: string,
  {
    minutes = 45,
    mode = 'in person',
    comment = 'Clear learning objectives posted and referenced.',
    postConference = date,
    mentorCopy = true,
  }: {
    minutes?: number;
    mode?: SupervisionRecord['mode'];
    comment?: string;
    postConference?: string | null;
    mentorCopy?: boolean;
  } = {},
): SupervisionRecord {
  const pre = addDays(date, -2);
  return {
    date,
    kind: 'formal',
    mode,
    duration: minutes,
    preConferenceDate: pre,
    postConferenceDate: postConference ?? '',
    comment,
    mentorCopySentAt: mentorCopy ? `${date}T23:30:00.000Z` : null,
  };
}

/** One realistic teacher record (docs/domain/field-supervision.md, 19 TAC chapter 228) for the seed; the same rng state gives the same teacher. */
export function makeSeedTeacherBody(rng: Rng, base: Date, n: number, p: TeacherPlan): TeacherBody {
  const first = rng.pick(FIRST_NAMES);
  const last = rng.pick(LAST_NAMES);
  const placed = p.status === 'intern' || p.status === 'hired';
  const ready = placed || p.status === 'ready for hire';
  const pprPassed = ready && rng.chance(p.status === 'hired' ? 0.9 : 0.5);
  const content = Array.from({ length: ready ? rng.int(1, 2) : rng.int(0, 1) }, () => rng.pick(CONTENT_EXAMS));
  const exams: { number: number; content: string; notes: string[] }[] = [...new Set(content)].map((c, i) => ({
    number: i + 1,
    content: c,
    notes: [],
  }));
  if (pprPassed) exams.push({ number: exams.length + 1, content: 'PPR passed', notes: [] });
  const deadline = p.obsDeadline ?? (p.status === 'hired' ? -rng.int(200, 400) : undefined);
  const firstDay = deadline !== undefined ? deadline - 28 : undefined;
  const obsCount = p.observations ?? (p.status === 'hired' ? rng.int(3, 5) : 0);
  const supervisions = Array.from({ length: obsCount }, (_, i) => {
    const date = day(base, Math.min(-1, (firstDay ?? -60) + 10 + i * 35));
    return demoObservation(date, {
      minutes: rng.pick([45, 60, 50]),
      comment: rng.pick([
        'Strong rapport with students.',
        'Work on transitions between activities.',
        'Clear learning objectives posted and referenced.',
      ]),
    });
  });
  const hiredAdded = p.status === 'hired' ? -rng.int(300, 420) : p.onHiredList ? -rng.int(5, 40) : undefined;
  const mentorName = placed ? `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}` : '';
  const phone = `(${rng.pick(['512', '713', '214', '817', '210', '915'])}) 555-01${String(n % 100).padStart(2, '0')}`;
  return teacherBodySchema.parse({
    teacherStatus: p.status,
    name: { first, last },
    teaId: 1_000_000 + ((n * 7919) % 8_999_999),
    orbundId: 20_000 + n,
    contact: {
      email: `${first}.${last}${n}@example.com`.toLowerCase(),
      secondaryEmail: rng.chance(0.3) ? `${first[0]}${last}${n}@example.net`.toLowerCase() : '',
      phoneNumber: phone,
      location: `${p.district.city}, TX`,
    },
    mentor: placed
      ? {
          name: mentorName,
          email: `${mentorName.replace(' ', '.')}@example.org`.toLowerCase(),
          teaId: 2_000_000 + n,
          notes: Array.from({ length: rng.int(0, 2) }, (_, i) => ({ date: at(base, -20 + i * 7), content: rng.pick(NOTES) })),
        }
      : {},
    placement: placed
      ? {
          principal: { name: `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`, email: `principal${n}@example.org` },
          campusName: p.campus ?? '',
          districtName: p.district.name,
          hrContact: `HR Office, ${p.district.name}`,
        }
      : {},
    certificationInfo: {
      startDate: firstDay !== undefined ? day(base, firstDay - 14) : '',
      endDate: firstDay !== undefined ? day(base, firstDay - 14 + 365) : '',
      firstDayWithStudent: firstDay !== undefined ? day(base, firstDay) : '',
      firstObsDeadline: deadline !== undefined ? day(base, deadline) : '',
      teaPosted: placed && rng.chance(0.6),
      certType: placed ? (pprPassed ? 'probationary' : 'intern') : ready && rng.chance(0.5) ? 'intern' : '',
    },
    needToCompleteDateIntroAndFbe: ready ? '' : day(base, rng.int(10, 60)),
    internStatus: placed ? rng.pick(['traditional', 'traditional', 'late hire']) : '',
    thirtyObsHours: ready ? 'completed' : rng.pick(['not completed', 'pending 15 online', 'pending 15 in-person']),
    oneFiftyCourseWorkHours: ready ? 'completed' : rng.pick(['not completed', 'completed']),
    obsNeeded: p.status === 'intern' ? rng.pick(['3 Total (In Person)', '5 Total (3 In Person 2 Virtual)']) : 'n/a',
    admissionDate: { when: rng.pick(['before', 'after']), day: day(base, -rng.int(60, 500)) },
    needsInformalObs: p.status === 'intern' && rng.chance(0.3),
    midYearIntern: p.status === 'intern' && rng.chance(0.2),
    ppr: {
      isTrade: exams.some((e) => e.content.startsWith('Trade')),
      status: pprPassed ? 'completed' : ready ? 'not complete' : 'pending',
      passed: pprPassed ? 'yes' : ready && rng.chance(0.3) ? 'no' : 'pending',
      notes: pprPassed ? [{ date: at(base, -rng.int(30, 200)), description: 'PPR passed on first attempt.' }] : [],
    },
    exams,
    supervisions: { supervisor: p.supervisorName ?? '', list: supervisions },
    formsStatus: {
      mentorHandbookFormsUploaded:
        placed && (p.status === 'hired' || rng.chance(0.6))
          ? { uploaded: true, link: `https://docs.example.org/forms/handbook-${n}.pdf`, ...verified(n, p.status, base) }
          : {},
      internMentorAttestationForm:
        placed && (p.status === 'hired' || rng.chance(0.5))
          ? { uploaded: true, link: `https://docs.example.org/forms/attestation-${n}.pdf`, ...verified(n + 1, p.status, base) }
          : {},
    },
    hiredListInfo:
      hiredAdded !== undefined
        ? {
            pendingItems:
              p.status === 'hired'
                ? ''
                : rng.pick(['Awaiting district offer letter', 'Background check in progress', 'Interview scheduled']),
            dateAdded: day(base, hiredAdded),
            dateHired: p.status === 'hired' ? day(base, hiredAdded + rng.int(10, 60)) : '',
          }
        : {},
    financials: { paymentsPending: rng.int(0, 4) * 125, remainingBalance: ready ? rng.int(0, 18) * 250 : 4500 },
  });
}
