import { emptyTeacher, observation, type TeacherBody } from '../index';

type Form = TeacherBody['formsStatus']['mentorHandbookFormsUploaded'];

/** A record with every What's left item done, its two forms as given (verified or not), and any other fields. */
export function finishedTeacher(form: Form, patch: Partial<TeacherBody> = {}): TeacherBody {
  const t = emptyTeacher();
  return {
    ...t,
    oneFiftyCourseWorkHours: 'completed',
    thirtyObsHours: 'completed',
    exams: [
      { number: 1, content: 'ESL', notes: [] },
      { number: 2, content: 'PPR passed', notes: [] },
    ],
    mentor: { ...t.mentor, name: 'Maria Garza' },
    formsStatus: { mentorHandbookFormsUploaded: form, internMentorAttestationForm: form },
    certificationInfo: { ...t.certificationInfo, teaPosted: true, firstObsDeadline: '2026-09-20' },
    obsNeeded: '3 Total (In Person)',
    supervisions: {
      supervisor: 'X',
      list: ['2026-09-15', '2026-11-01', '2027-02-01'].map((date) => observation({ date, duration: 45 })),
      removed: [],
    },
    ...patch,
  };
}
