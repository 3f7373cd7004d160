import { observation, toTeacherListItem, type Teacher } from 'shared-domain';
import { makeSupervisedTeacher } from '../../../test/harness';
import { observationStatus as statusOfRow } from '../observation-status';

/** The dashboard reads the list's row: the record's projection for that moment. */
const observationStatus = (t: Teacher & { ref: number }, now: Date) => statusOfRow(toTeacherListItem(t, now), now);

// 9 am in Texas on Jan 10, 2026.
const now = new Date('2026-01-10T15:00:00Z');

test.each([
  ['2026-01-10', 'Due today', 'At risk', 'yellow'],
  ['2026-01-11', 'Due in 1 day', 'At risk', 'yellow'],
  ['2026-01-30', 'Due in 20 days', 'On track', 'blue'],
  ['2026-01-09', '1 day late', 'Overdue', 'red'],
  ['2025-12-31', '10 days late', 'Overdue', 'red'],
])('a first observation due %s reads "%s" (%s)', (deadline, text, status, tone) => {
  const s = observationStatus(makeSupervisedTeacher('A', 'B', { deadline }), now);
  expect(s).toMatchObject({ dueText: text, statusText: status, tone, dueWhat: 'First observation', progressText: '0 of 3 counted' });
});

test('"today" is the program\'s date: at 8 pm in Texas a deadline of that day is still due today', () => {
  const evening = new Date('2026-01-11T02:00:00Z'); // Jan 10, 8 pm in Chicago; Jan 11 in UTC
  expect(observationStatus(makeSupervisedTeacher('A', 'B', { deadline: '2026-01-10' }), evening).dueText).toBe('Due today');
});

test('after the first observation, the first half is due by the day before the midpoint', () => {
  const t = makeSupervisedTeacher('A', 'B', { start: '2026-01-01', end: '2026-05-01', supervisions: 1 });
  const s = observationStatus(t, now);
  expect(s).toMatchObject({ statusText: 'On track', dueWhat: 'First half', dueDate: 'Mar 1, 2026', progressText: '1 of 3 counted' });
});

test('observations that do not count are not counted, and their problems are counted beside the status', () => {
  const t = makeSupervisedTeacher('A', 'B', { start: '2026-01-01', end: '2026-05-01' });
  t.supervisions.list = [observation({ date: '2026-01-05', duration: 30, comment: 'Too short' })];
  const s = observationStatus(t, now);
  expect(s.progressText).toBe('0 of 3 counted');
  expect(s.compliance?.problems).toBe(2); // too short, and the mentor has no copy
});

test('complete, no end date and not applicable sort after every open deadline', () => {
  const done = makeSupervisedTeacher('A', 'B', { start: '2025-06-01', end: '2025-12-01' });
  done.supervisions.list = ['2025-06-10', '2025-07-10', '2025-10-10'].map((date) => observation({ date, duration: 45 }));
  const complete = observationStatus(done, now);
  expect(complete).toMatchObject({ statusText: 'Complete', dueText: 'All observations done', tone: 'green' });
  const noStart = observationStatus(makeSupervisedTeacher('A', 'B'), now);
  expect(noStart).toMatchObject({ statusText: 'Not applicable', dueDate: 'Not set', dueText: 'No deadline set' });
  const na = observationStatus(makeSupervisedTeacher('A', 'B', { deadline: '2026-01-01', obsNeeded: 'n/a' }), now);
  expect(na.statusText).toBe('Not applicable');
  const noEnd = observationStatus(makeSupervisedTeacher('A', 'B', { start: '2025-12-01', end: '', supervisions: 2 }), now);
  expect(noEnd).toMatchObject({ statusText: 'On track', dueText: 'No end date set' });
  const open = observationStatus(makeSupervisedTeacher('A', 'B', { deadline: '2026-03-01' }), now);
  expect(open.urgency).toBeLessThan(complete.urgency);
  expect(open.urgency).toBeLessThan(noEnd.urgency);
  expect(complete.urgency).toBeLessThan(na.urgency);
});
