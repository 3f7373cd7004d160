import {
  ASEP_LAYOUT,
  ASEP_SUPERVISOR_LAST,
  asepCandidateRows,
  asepKeptLines,
  asepKeptUntil,
  asepKeptYears,
  asepYear,
  csvLine,
  NO_ADMISSION_FACTS,
  type AsepCandidate,
} from '..';

const candidate = (supervisor: string): AsepCandidate =>
  ({
    teacher: {
      _id: 't1',
      teaId: 1000001,
      name: { first: 'Ana', last: "O'Neil, Jr." },
      internStatus: 'late hire',
      certificationInfo: { certType: 'intern', startDate: '2026-10-05', firstDayWithStudent: '2026-10-12', endDate: '2027-05-28' },
      placement: { campusName: 'Travis Elementary', districtName: 'Austin ISD' },
      supervisions: {
        supervisor,
        list: [{ _id: 'o1', date: '2026-10-20', kind: 'formal', mode: 'in person', duration: 50, postConferenceDate: '2026-10-21' }],
      },
      obsNeeded: null,
      assignment: null,
    },
    entries: [
      { stage: 'admitted', reachedOn: '2026-09-03', assignmentType: null, createdAt: '2026-09-03T10:00:00.000Z' },
      { stage: 'internship', reachedOn: '2026-10-12', assignmentType: 'intern', createdAt: '2026-10-12T10:00:00.000Z' },
    ],
    admission: { ...NO_ADMISSION_FACTS, admissionEffectiveOn: '2026-09-03', gpaOverall: 3.4 },
  }) as unknown as AsepCandidate;

describe("the year-end report's kept lines", () => {
  it('keeps the year due and the one before it, until the next year falls due on 16 September', () => {
    expect(asepKeptYears('2027-09-01')).toEqual([2025, 2026]);
    expect(asepKeptUntil('2027-09-01')).toBe('2027-09-16');
    expect(asepKeptYears('2027-09-15')).toEqual([2025, 2026]);
    expect(asepKeptYears('2027-09-16')).toEqual([2026, 2027]);
    expect(asepKeptUntil('2027-09-16')).toBe('2028-09-16');
    expect(asepKeptUntil('2027-12-31')).toBe('2028-09-16');
  });

  it("keeps each file's lines as csvLine writes its rows, the supervisor's cell left for the download to add", () => {
    for (const file of ASEP_SUPERVISOR_LAST) expect(ASEP_LAYOUT[file].columns.at(-1)!.key).toBe('supervisor');
    // A supervisor's name a spreadsheet could take for a formula, and one with a comma: the cell the download adds.
    for (const [supervisor, cell] of [
      ['Sam Rosterson', 'Sam Rosterson'],
      ['=Lee, Pat', `"'=Lee, Pat"`],
    ]) {
      const c = candidate(supervisor);
      const kept = asepKeptLines(c, '2027-09-01');
      const rows = asepCandidateRows(c, asepYear(2026));
      expect(kept.filter((k) => k.year === 2026).map((k) => k.file)).toEqual([
        'admissions',
        'finishers',
        'clinical-experience',
        'observations',
      ]);
      for (const { file, lines } of kept.filter((k) => k.year === 2026)) {
        const open = ASEP_SUPERVISOR_LAST.includes(file);
        expect(lines.map((l) => (open ? `${l}${cell}\r\n` : l))).toEqual(rows[file].map((r) => csvLine(r, ASEP_LAYOUT[file].columns)));
      }
    }
  });

  it('keeps no lines of a year the candidate was not yet on the path by its end, not even its observations', () => {
    const c = candidate('Sam Rosterson');
    const spring = { _id: 'o0', date: '2026-03-01', kind: 'formal', mode: 'in person', duration: 50 };
    const observed = { ...c, teacher: { ...c.teacher, supervisions: { ...c.teacher.supervisions, list: [spring] } } } as AsepCandidate;
    // The row itself would be there: only the path (first stage 3 September 2026) keeps 2025–2026 out.
    expect(asepCandidateRows(observed, asepYear(2025)).observations).toHaveLength(1);
    expect(asepKeptLines(observed, '2027-09-01').map((k) => k.year)).not.toContain(2025);
    const onPath = { ...observed, entries: [{ ...c.entries[0], reachedOn: '2026-08-31' }, c.entries[1]] } as AsepCandidate;
    expect(
      asepKeptLines(onPath, '2027-09-01')
        .filter((k) => k.year === 2025)
        .map((k) => k.file),
    ).toContain('observations');
  });
});
