import { asepReminder } from '..';

describe("the year-end report's reminder days", () => {
  it('names, within the countdown, the nearest reminder day at or above the days left', () => {
    expect(asepReminder('2027-07-31')).toBeNull();
    expect(asepReminder('2027-08-01')).toEqual({ year: 2026, due: '2027-09-15', daysLeft: 45, threshold: 45 });
    expect(asepReminder('2027-08-20')).toMatchObject({ daysLeft: 26, threshold: 45 });
    expect(asepReminder('2027-09-01')).toMatchObject({ daysLeft: 14, threshold: 14 });
    expect(asepReminder('2027-09-02')).toMatchObject({ daysLeft: 13, threshold: 14 });
    expect(asepReminder('2027-09-08')).toMatchObject({ daysLeft: 7, threshold: 7 });
    expect(asepReminder('2027-09-14')).toMatchObject({ daysLeft: 1, threshold: 1 });
    expect(asepReminder('2027-09-15')).toMatchObject({ daysLeft: 0, threshold: 1 });
    expect(asepReminder('2027-09-16')).toBeNull();
    expect(asepReminder('2028-08-01')).toMatchObject({ year: 2027, due: '2028-09-15', threshold: 45 });
  });
});
