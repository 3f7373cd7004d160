import { teacherDueLine } from '../teacher-list-item';
import type { ComplianceSummary } from '../schemas/responses/teacher-list';

const compliance = (over: Partial<ComplianceSummary>): ComplianceSummary => ({
  status: 'on track',
  nextDue: '2026-03-03',
  nextDueFor: 'first observation',
  firstObservationDueBy: '2026-03-03',
  counted: 0,
  required: 3,
  problems: 0,
  ...over,
});

describe("a teacher's one thing due (the list's phone card)", () => {
  it('names the next field-supervision deadline and its date', () => {
    expect(teacherDueLine({ compliance: compliance({}), openItems: true })).toBe('First observation due Mar 3, 2026');
    expect(teacherDueLine({ compliance: compliance({ status: 'overdue', nextDueFor: 'second half' }), openItems: false })).toBe(
      'Second-half observations due Mar 3, 2026',
    );
  });

  it("falls back to the open items of What's left, then to nothing", () => {
    expect(teacherDueLine({ compliance: compliance({ status: 'complete', nextDue: null, nextDueFor: null }), openItems: true })).toBe(
      "Items open on What's left",
    );
    expect(teacherDueLine({ compliance: null, openItems: false })).toBe('');
  });
});
