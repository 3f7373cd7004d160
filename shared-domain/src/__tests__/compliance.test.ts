import {
  observationMinutes,
  observationWarnings,
  supervisionCompliance,
  type ComplianceInput,
  type ObservationLike,
} from '../supervision/compliance';
import { programDate } from '../dates';

// Internship 2026-08-10 .. 2026-12-18 (130 days): midpoint 2026-10-14, first observation due 2026-09-07 (start + 28).
const START = '2026-08-10';
const END = '2026-12-18';
const FIVE = '5 Total (3 In Person 2 Virtual)';
const THREE = '3 Total (In Person)';

const intern = (
  list: ObservationLike[],
  over: Partial<ComplianceInput> = {},
  cert: ComplianceInput['certificationInfo'] = {},
): ComplianceInput => ({
  obsNeeded: FIVE,
  certificationInfo: { startDate: START, endDate: END, ...cert },
  supervisions: { list },
  ...over,
});
const obs = (date: string, over: Partial<ObservationLike> = {}): ObservationLike => ({
  date,
  duration: 45,
  comment: '',
  ...over,
});
/** Noon in Texas on that day (18:00 UTC, CST). */
const on = (day: string) => new Date(`${day}T18:00:00Z`);
const codes = (r: { problems: { code: string }[] }) => r.problems.map((p) => p.code);

describe('supervisionCompliance: what applies', () => {
  it("'n/a' or an empty obsNeeded: not applicable, nothing required", () => {
    for (const obsNeeded of ['n/a', '', undefined]) {
      const r = supervisionCompliance(intern([], { obsNeeded }), on('2026-11-01'));
      expect(r).toMatchObject({ status: 'not applicable', required: { total: 0 }, problems: [] });
    }
  });

  it('reads the requirements from obsNeeded (§228.109)', () => {
    expect(supervisionCompliance(intern([]), on('2026-08-11')).required).toEqual({ firstHalf: 3, secondHalf: 2, total: 5, inPerson: 3 });
    expect(supervisionCompliance(intern([], { obsNeeded: THREE }), on('2026-08-11')).required).toEqual({
      firstHalf: 2,
      secondHalf: 1,
      total: 3,
      inPerson: 3,
    });
  });

  it('the window starts on the first day with students when set, else the start date; the midpoint splits it', () => {
    expect(supervisionCompliance(intern([]), on('2026-08-11')).window).toEqual({ start: START, midpoint: '2026-10-14', end: END });
    const r = supervisionCompliance(intern([], {}, { firstDayWithStudent: '2026-08-20' }), on('2026-08-21'));
    expect(r.window.start).toBe('2026-08-20');
    expect(r.firstObservation.dueBy).toBe('2026-09-17');
  });

  it('firstObsDeadline, when set, is the first-observation deadline', () => {
    expect(supervisionCompliance(intern([], {}, { firstObsDeadline: '2026-09-01' }), on('2026-08-11')).firstObservation.dueBy).toBe(
      '2026-09-01',
    );
  });
});

describe('supervisionCompliance: what counts (§228.105)', () => {
  it('a formal observation of exactly 45 minutes counts; 44 does not (too-short)', () => {
    const r = supervisionCompliance(intern([obs('2026-08-20', { duration: 45 }), obs('2026-08-27', { duration: 44 })]), on('2026-08-28'));
    expect(r.counted.total).toBe(1);
    expect(r.problems).toEqual([expect.objectContaining({ code: 'too-short', date: '2026-08-27' })]);
  });

  it('reads minutes from old text ("45", "50 minutes"); other text is kept but not counted', () => {
    expect(observationMinutes('45')).toBe(45);
    expect(observationMinutes('50 minutes')).toBe(50);
    expect(observationMinutes('1 hour')).toBeNull();
    const r = supervisionCompliance(intern([obs('2026-08-20', { duration: '1 hour' })]), on('2026-08-21'));
    expect(r.counted.total).toBe(0);
    expect(r.problems[0]).toMatchObject({ code: 'too-short', message: expect.stringContaining('no duration in minutes') });
  });

  it('informal observations never count, and records without a kind are formal', () => {
    const r = supervisionCompliance(intern([obs('2026-08-20', { kind: 'informal' }), obs('2026-08-21')]), on('2026-08-22'));
    expect(r.counted.total).toBe(1);
  });

  it('a virtual observation counts with a post-conference within 72 hours (exactly 72 counts)', () => {
    const exactly = obs('2026-08-24T15:00:00Z', { mode: 'virtual', postConferenceDate: '2026-08-27T15:00:00Z' });
    const late = obs('2026-08-31T15:00:00Z', { mode: 'virtual', postConferenceDate: '2026-09-03T15:01:00Z' });
    const r = supervisionCompliance(intern([obs('2026-08-20'), exactly, late]), on('2026-09-04'));
    expect(r.counted).toMatchObject({ total: 2, inPerson: 1 });
    expect(r.problems).toEqual([expect.objectContaining({ code: 'post-conference-late', date: '2026-08-31' })]);
  });

  it('by dates alone, 3 days is within 72 hours and 4 is not', () => {
    const three = obs('2026-08-24', { mode: 'virtual', postConferenceDate: '2026-08-27' });
    const four = obs('2026-08-25', { mode: 'virtual', postConferenceDate: '2026-08-29' });
    const r = supervisionCompliance(intern([obs('2026-08-20'), three, four]), on('2026-09-01'));
    expect(r.counted.total).toBe(2);
    expect(codes(r)).toEqual(['post-conference-late']);
  });

  it('a virtual observation without a post-conference does not count (post-conference-missing)', () => {
    const r = supervisionCompliance(intern([obs('2026-08-20'), obs('2026-08-24', { mode: 'virtual' })]), on('2026-08-25'));
    expect(r.counted.total).toBe(1);
    expect(codes(r)).toEqual(['post-conference-missing']);
  });

  it('written feedback without a copy to the mentor is a problem (mentor-copy-missing), but the observation counts', () => {
    const sent = obs('2026-08-20', { comment: 'Good pacing', mentorCopySentAt: '2026-08-20T20:00:00Z' });
    const unsent = obs('2026-08-27', { comment: 'Check for understanding' });
    const r = supervisionCompliance(intern([sent, unsent]), on('2026-08-28'));
    expect(r.counted.total).toBe(2);
    expect(r.problems).toEqual([expect.objectContaining({ code: 'mentor-copy-missing', date: '2026-08-27' })]);
  });

  it('an observation on the midpoint counts in the second half', () => {
    const r = supervisionCompliance(intern([obs('2026-10-13'), obs('2026-10-14')]), on('2026-10-15'));
    expect(r.counted).toMatchObject({ firstHalf: 1, secondHalf: 1 });
  });
});

describe('supervisionCompliance: the first observation (§228.109)', () => {
  it('is due by start + 28 days, in person; done on time it is recorded as doneOn', () => {
    const r = supervisionCompliance(intern([obs('2026-09-07')]), on('2026-09-08'));
    expect(r.firstObservation).toEqual({ dueBy: '2026-09-07', doneOn: '2026-09-07' });
    expect(codes(r)).not.toContain('first-observation-overdue');
  });

  it('overdue the day after the deadline with none recorded: status overdue', () => {
    expect(supervisionCompliance(intern([]), on('2026-09-07')).status).toBe('at risk');
    const r = supervisionCompliance(intern([]), on('2026-09-08'));
    expect(r.status).toBe('overdue');
    // The next date is the one missed, not a later one.
    expect(r.nextDue).toBe('2026-09-07');
    expect(r.problems).toEqual([expect.objectContaining({ code: 'first-observation-overdue', date: '2026-09-07' })]);
  });

  it('a virtual first observation is a problem and does not stand for the in-person one', () => {
    const virtual = obs('2026-08-20', { mode: 'virtual', postConferenceDate: '2026-08-21' });
    const r = supervisionCompliance(intern([virtual]), on('2026-09-10'));
    expect(codes(r)).toEqual(['first-observation-virtual', 'first-observation-overdue']);
    expect(r.firstObservation.doneOn).toBeNull();
    expect(r.status).toBe('overdue');
  });
});

describe('supervisionCompliance: statuses', () => {
  const onTrack = [obs('2026-08-20')];

  it("'on track': requirements unmet, none due within 14 days", () => {
    expect(supervisionCompliance(intern(onTrack), on('2026-08-21')).status).toBe('on track');
  });

  it("'at risk': an unmet requirement's deadline is within 14 days (the first half ends 2026-10-13)", () => {
    const r = supervisionCompliance(intern(onTrack), on('2026-09-29'));
    expect(r.status).toBe('at risk');
    expect(r.nextDue).toBe('2026-10-13');
    expect(supervisionCompliance(intern(onTrack), on('2026-09-28')).status).toBe('on track');
  });

  it("'overdue' at the midpoint with the first half short (first-half-short)", () => {
    const r = supervisionCompliance(intern(onTrack), on('2026-10-14'));
    expect(r.status).toBe('overdue');
    expect(codes(r)).toEqual(['first-half-short']);
  });

  it("'overdue' after the end with totals short: second-half-short and in-person-short", () => {
    const firstHalf = [obs('2026-08-20'), obs('2026-09-10'), obs('2026-10-01')];
    const r = supervisionCompliance(
      intern([...firstHalf, obs('2026-11-05', { mode: 'virtual', postConferenceDate: '2026-11-06' })]),
      on('2026-12-19'),
    );
    expect(r.status).toBe('overdue');
    expect(r.counted).toEqual({ firstHalf: 3, secondHalf: 1, total: 4, inPerson: 3 });
    expect(codes(r)).toEqual(['second-half-short']);
    const noInPerson = supervisionCompliance(
      intern([obs('2026-08-20'), obs('2026-09-10', { mode: 'virtual', postConferenceDate: '2026-09-11' })], { obsNeeded: THREE }),
      on('2026-12-19'),
    );
    expect(codes(noInPerson)).toEqual(expect.arrayContaining(['in-person-short', 'second-half-short']));
  });

  it("'complete' when every requirement is met, even before the end", () => {
    const all = [
      obs('2026-08-20'),
      obs('2026-09-10'),
      obs('2026-10-01'),
      obs('2026-10-20', { mode: 'virtual', postConferenceDate: '2026-10-21' }),
      obs('2026-11-10', { mode: 'virtual', postConferenceDate: '2026-11-12' }),
    ];
    const r = supervisionCompliance(intern(all), on('2026-11-13'));
    expect(r).toMatchObject({
      status: 'complete',
      counted: { firstHalf: 3, secondHalf: 2, total: 5, inPerson: 3 },
      nextDue: null,
      problems: [],
    });
  });

  it('a window with no end date: no midpoint, everything in the first half, only the first observation can fall due', () => {
    const r = supervisionCompliance(intern([obs('2026-08-20'), obs('2026-12-01')], {}, { endDate: '' }), on('2027-03-01'));
    expect(r.window).toEqual({ start: START, midpoint: null, end: null });
    expect(r.counted).toMatchObject({ firstHalf: 2, secondHalf: 0 });
    expect(r.status).toBe('on track');
    expect(r.nextDue).toBeNull();
  });
});

describe("'today' is the program's date (America/Chicago)", () => {
  it('8 pm in Texas is still that Texas day, though UTC has moved on', () => {
    const evening = new Date('2026-09-08T01:00:00Z'); // 8 pm CDT on 2026-09-07
    expect(programDate(evening)).toBe('2026-09-07');
    expect(supervisionCompliance(intern([]), evening).status).toBe('at risk');
    expect(supervisionCompliance(intern([]), evening, { timeZone: 'UTC' }).status).toBe('overdue');
  });
});

describe('observationWarnings: what the observation form says before Save (§228.105)', () => {
  const formal = { date: '2026-09-01', kind: 'formal', mode: 'in person', duration: '45', postConferenceDate: '2026-09-02' };

  it('warns of a formal observation under 45 minutes, in words', () => {
    expect(observationWarnings({ ...formal, duration: '30' })).toEqual([
      '30 minutes is under the 45 minutes a formal observation needs (§228.105): it will not count toward certification.',
    ]);
    expect(observationWarnings(formal)).toEqual([]);
  });

  it('warns while there is no post-conference, and of a virtual one held too late', () => {
    expect(observationWarnings({ ...formal, postConferenceDate: '' })[0]).toMatch(/^No post-conference yet/);
    expect(observationWarnings({ ...formal, mode: 'virtual', postConferenceDate: '' })[0]).toMatch(
      /counts only once its post-conference is held within 72 hours/,
    );
    expect(observationWarnings({ ...formal, mode: 'virtual', postConferenceDate: '2026-09-06' })[0]).toMatch(/not within 72 hours/);
    expect(observationWarnings({ ...formal, mode: 'virtual', postConferenceDate: '2026-09-03' })).toEqual([]);
  });

  it('has nothing to say of an informal observation', () => {
    expect(observationWarnings({ ...formal, kind: 'informal', duration: '10', postConferenceDate: '' })).toEqual([]);
  });
});
