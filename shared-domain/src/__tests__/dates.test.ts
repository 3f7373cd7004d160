import { addDays, daysFrom, localToday } from '../dates';

// The one copy of the date helpers (shared-domain/src/dates.ts) that the server, shared-staff and the remotes import.
describe('date helpers', () => {
  it("localToday is the viewer's calendar day, late in the evening too", () => {
    // Built from local parts, so the expected day is the local one whatever the machine's time zone.
    expect(localToday(new Date(2026, 0, 31, 23, 30))).toBe('2026-01-31');
    expect(localToday(new Date(2026, 1, 1, 0, 15))).toBe('2026-02-01');
  });

  it('addDays crosses months, leap days and years, both ways', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysFrom('2026-01-01', addDays('2026-01-01', 180))).toBe(180);
  });
});
