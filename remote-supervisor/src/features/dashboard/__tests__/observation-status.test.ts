import { makeTeacher } from '../../../test/harness';
import { observationStatus } from '../observation-status';

const now = new Date('2026-01-10T15:00:00Z');

test.each([
  ['2026-01-10', 'Due today', 'yellow'],
  ['2026-01-11', 'Due in 1 day', 'yellow'],
  ['2026-01-30', 'Due in 20 days', 'blue'],
  ['2026-01-09', '1 day overdue', 'red'],
  ['2025-12-31', '10 days overdue', 'red'],
])('a first observation due %s reads "%s"', (deadline, text, tone) => {
  const s = observationStatus(makeTeacher('A', 'B', { deadline }), now);
  expect(s.dueText).toBe(text);
  expect(s.tone).toBe(tone);
  expect(s.progressText).toBe('0 of 3 recorded');
});

test('no deadline, observations done, and obsNeeded n/a', () => {
  expect(observationStatus(makeTeacher('A', 'B'), now)).toMatchObject({ dueDate: 'Not set', dueText: 'No deadline set' });
  expect(observationStatus(makeTeacher('A', 'B', { deadline: '2026-01-01', supervisions: 3 }), now)).toMatchObject({
    dueText: 'All observations recorded',
    progressText: '3 of 3 recorded',
  });
  expect(observationStatus(makeTeacher('A', 'B', { obsNeeded: 'n/a', supervisions: 2 }), now).progressText).toBe('2 recorded');
});
