import { INQUIRY_ROLES, TEACHER_STATUSES } from '../constants';
import { counted } from '../glossary';
import { enumField, enumValueOf, optionLabel } from '../enum-words';
import { inquirySchema } from '../schemas/inquiry';
import { teacherBodySchema } from '../schemas/teacher';

describe('the portal takes its own words for an enumerated value', () => {
  it('a label or a stored value, in any case and with spaces around, is the stored value', () => {
    expect(enumValueOf(TEACHER_STATUSES, 'Ready for hire')).toBe('ready for hire');
    expect(enumValueOf(TEACHER_STATUSES, '  READY  for HIRE ')).toBe('ready for hire');
    expect(enumValueOf(TEACHER_STATUSES, 'Not applicable')).toBe('n/a');
    expect(enumValueOf(TEACHER_STATUSES, 'N/A')).toBe('n/a');
    expect(
      enumValueOf(
        INQUIRY_ROLES.map((r) => r.value),
        'hr director',
        optionLabel(INQUIRY_ROLES),
      ),
    ).toBe('hr-director');
    expect(enumValueOf(TEACHER_STATUSES, 'Intren')).toBe('Intren');
  });

  it('the record schema stores the value and refuses a typo naming the labels', () => {
    const body = teacherBodySchema.parse({
      name: { first: 'Ada', last: 'Lovelace' },
      teacherStatus: 'Intern',
      certificationInfo: { certType: 'Probationary', teaPosted: 'Yes' },
      ppr: { status: 'Completed', passed: 'Yes' },
      exams: [{ number: 1, content: 'not applicable' }],
    });
    expect(body).toMatchObject({
      teacherStatus: 'intern',
      certificationInfo: { certType: 'probationary', teaPosted: true },
      ppr: { status: 'completed', passed: 'yes' },
      exams: [{ content: 'n/a' }],
    });
    const bad = teacherBodySchema.safeParse({ name: { first: 'Ada', last: 'Lovelace' }, teacherStatus: 'Intren' });
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      "'Intren' is not a status; use one of Pending, Not applicable, Intern, Ready for hire, Hired",
    ]);
  });

  it('a form that fixes its own words for a missing choice keeps them', () => {
    const r = inquirySchema.safeParse({ role: '' });
    expect(r.error?.issues.find((i) => i.path[0] === 'role')?.message).toBe('Please select your role');
    expect(inquirySchema.safeParse({ role: 'Assistant Principal' }).error?.issues.some((i) => i.path[0] === 'role')).toBe(false);
    expect(enumField(['a', 'b'], 'letter').safeParse(3).error?.issues[0].message).toBe('Choose a letter: one of A, B');
  });

  it('counts read right: 1 row, 2 rows, 0 rows', () => {
    expect([counted(1, 'row'), counted(2, 'row'), counted(0, 'row'), counted(1, 'entry', 'entries')]).toEqual([
      '1 row',
      '2 rows',
      '0 rows',
      '1 entry',
    ]);
  });
});
