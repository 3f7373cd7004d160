import { certificationStanding, certificationStandingText } from '../certification-standing';

const rules = { warningThreshold: 60, allowGracePeriod: true, gracePeriodDays: 15 };

describe('certificationStanding', () => {
  it('is null without an end date', () => {
    expect(certificationStanding('', '2027-03-10', rules)).toBeNull();
    expect(certificationStanding(undefined, '2027-03-10', rules)).toBeNull();
  });

  it('is ending within warningThreshold days (the end date itself included), current before', () => {
    expect(certificationStanding('2027-05-09', '2027-03-10', rules)).toEqual({ state: 'ending', endDate: '2027-05-09', daysLeft: 60 });
    expect(certificationStanding('2027-05-10', '2027-03-10', rules)).toMatchObject({ state: 'current', daysLeft: 61 });
    expect(certificationStanding('2027-03-10', '2027-03-10', rules)).toMatchObject({ state: 'ending', daysLeft: 0 });
    expect(certificationStanding('2027-05-10', '2027-03-10', { ...rules, warningThreshold: 90 })).toMatchObject({ state: 'ending' });
  });

  it('is in grace for gracePeriodDays after the end date, then expired; with the grace period off, expired at once', () => {
    expect(certificationStanding('2027-03-01', '2027-03-10', rules)).toEqual({
      state: 'grace',
      endDate: '2027-03-01',
      graceUntil: '2027-03-16',
    });
    expect(certificationStanding('2027-03-01', '2027-03-16', rules)).toMatchObject({ state: 'grace' });
    expect(certificationStanding('2027-03-01', '2027-03-17', rules)).toEqual({
      state: 'expired',
      endDate: '2027-03-01',
      expiredOn: '2027-03-17',
    });
    expect(certificationStanding('2027-03-01', '2027-03-02', { ...rules, allowGracePeriod: false })).toEqual({
      state: 'expired',
      endDate: '2027-03-01',
      expiredOn: '2027-03-02',
    });
    expect(certificationStanding('2027-03-01', '2027-03-02', { ...rules, gracePeriodDays: 0 })).toMatchObject({ state: 'expired' });
  });

  it('reads a stored date-time as its day and says each state in words', () => {
    expect(certificationStanding('2027-03-01T00:00:00.000Z', '2027-03-10', rules)).toMatchObject({ state: 'grace', endDate: '2027-03-01' });
    expect(certificationStandingText({ state: 'grace', endDate: '2027-03-01', graceUntil: '2027-03-16' })).toBe(
      'Certification ended on Mar 1, 2027: in grace period until Mar 16, 2027',
    );
    expect(certificationStandingText({ state: 'ending', endDate: '2027-03-11', daysLeft: 1 })).toBe(
      'Certification ends on Mar 11, 2027 (in 1 day)',
    );
    expect(certificationStandingText({ state: 'expired', endDate: '2027-03-01', expiredOn: '2027-03-02' })).toBe(
      'Certification expired on Mar 2, 2027 (ended Mar 1, 2027)',
    );
  });
});
