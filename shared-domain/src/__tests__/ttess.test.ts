import { dimensionGrowth, minutesObserved, observationFeedback, ttessFormSchema } from '../supervision/ttess';

const form = (over: object = {}) => ttessFormSchema.parse({ startTime: '08:00', endTime: '08:50', ...over });

describe('minutesObserved', () => {
  it('counts the minutes between the start and end times, and gives none for a missing or backward pair', () => {
    expect(minutesObserved('08:30', '09:20')).toBe(50);
    expect(minutesObserved('23:00', '23:59')).toBe(59);
    expect(minutesObserved('09:20', '08:30')).toBeNull();
    expect(minutesObserved('', '09:00')).toBeNull();
    expect(minutesObserved('9:00', '10:00')).toBeNull();
  });
});

describe('observationFeedback', () => {
  it('is the comment alone, as "Feedback", for an observation without the T-TESS form', () => {
    expect(observationFeedback({ comment: ' Good pacing ' })).toEqual([{ label: 'Feedback', text: 'Good pacing' }]);
    expect(observationFeedback({ comment: '' })).toEqual([]);
  });

  it('lists each rated dimension with its level and evidence, then strengths, areas to grow and the comment', () => {
    const ttess = form({
      ratings: [
        { dimension: '2.3', level: 'Accomplished', evidence: 'Clear directions' },
        { dimension: '1.1', level: 'Developing' },
      ],
      strengths: 'Rapport',
      areasToGrow: 'Checks for understanding',
    });
    expect(observationFeedback({ comment: 'Next visit in two weeks', ttess })).toEqual([
      { label: '2.3 Communication', text: 'Accomplished. Clear directions' },
      { label: '1.1 Standards and Alignment', text: 'Developing' },
      { label: 'Strengths', text: 'Rapport' },
      { label: 'Areas to grow', text: 'Checks for understanding' },
      { label: 'Comment', text: 'Next visit in two weeks' },
    ]);
  });
});

describe('dimensionGrowth', () => {
  it("gives each rated dimension's levels oldest first, in rubric order, and ignores observations without the form", () => {
    const growth = dimensionGrowth([
      {
        date: '2026-12-01',
        ttess: form({
          ratings: [
            { dimension: '3.2', level: 'Proficient' },
            { dimension: '1.1', level: 'Accomplished' },
          ],
        }),
      },
      { date: '2026-10-01', ttess: form({ ratings: [{ dimension: '3.2', level: 'Improvement Needed' }] }) },
      { date: '2026-11-01' },
    ]);
    expect(growth.map((g) => g.dimension)).toEqual(['1.1', '3.2']);
    expect(growth[1].points).toEqual([
      { date: '2026-10-01', level: 'Improvement Needed', score: 1 },
      { date: '2026-12-01', level: 'Proficient', score: 3 },
    ]);
  });
});
