import { csvLine } from '../csv';
import { ASEP_LAYOUT } from './layout';
import { asepCandidateRows, type AsepCandidate, type AsepCandidateFile } from './records';
import { asepYear, asepYearDue } from './year';

/**
 * The years whose file lines are kept with each candidate's derived row (server: teacher_asep_lines), so that their
 * files stream from an index instead of being built candidate by candidate: the year due now and the one before it.
 * Another year's files are built from the records as they are read (the same lines, more slowly).
 */
export const asepKeptYears = (today: string): number[] => {
  const due = asepYearDue(today);
  return [due - 1, due];
};

/**
 * The files whose last column is the field supervisor. Their lines are kept without that cell (ending with the comma
 * before it): the download adds the assigned supervisor's name as it is then, so a supervisor's new name or a new
 * assignment shows without recomputing every candidate's lines.
 */
export const ASEP_SUPERVISOR_LAST: readonly AsepCandidateFile[] = ['clinical-experience', 'observations'];

/** The candidate files in the order their lines are kept. */
export const ASEP_CANDIDATE_FILES: readonly AsepCandidateFile[] = ['admissions', 'finishers', 'clinical-experience', 'observations'];

/** A candidate has rows of a year only once on the path by its end (a stage reached on or before its last day). */
export const asepOnPathBy = (c: Pick<AsepCandidate, 'entries'>, yearEnd: string) => c.entries.some((e) => e.reachedOn <= yearEnd);

export interface AsepKeptLines {
  year: number;
  file: AsepCandidateFile;
  /** The CSV lines of `asepCandidateRows`, each CRLF-ended, or (ASEP_SUPERVISOR_LAST) ending before the supervisor's cell. */
  lines: string[];
}

/** A candidate's lines of every kept year's files (only those with lines). */
export function asepKeptLines(c: AsepCandidate, today: string): AsepKeptLines[] {
  const out: AsepKeptLines[] = [];
  for (const year of asepKeptYears(today)) {
    const y = asepYear(year);
    if (!asepOnPathBy(c, y.end)) continue;
    const rows = asepCandidateRows(c, y);
    for (const file of ASEP_CANDIDATE_FILES) {
      if (!rows[file].length) continue;
      const { columns } = ASEP_LAYOUT[file];
      const open = ASEP_SUPERVISOR_LAST.includes(file);
      const lines = rows[file].map((row) => (open ? csvLine({ ...row, supervisor: '' }, columns).slice(0, -2) : csvLine(row, columns)));
      out.push({ year, file, lines });
    }
  }
  return out;
}
