import {
  ASEP_FILES,
  ASEP_LAYOUT,
  NO_ADMISSION_FACTS,
  asepCandidateProblems,
  asepCandidateRows,
  asepIndicator,
  asepObservationCases,
  type AsepIndicatorCase,
  asepSupervisorProblems,
  asepSupervisorRow,
  ASEP_EXCEPTION_REQUIREMENT_LABELS,
  ASEP_CASES_SHOWN,
  ASEP_PROBLEM_REQUIREMENTS,
  asepExceptionKey,
  asepProblemExceptionKey,
  csvLine,
  type AsepExceptionRequirement,
  type AsepProblemCode,
  type AsepException,
  type AsepFile,
  type AsepProblem,
  type AsepYear,
} from 'shared-domain';
import type { AsepRepository } from '../../repositories/asep-repository';

/**
 * The supervisors of the year's clinical experience records and how many candidates each supervised: one pass over
 * the candidates (the roster is the supervisors of the year's assignments, §228.101).
 */
async function rosterCounts(repo: AsepRepository, y: AsepYear): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for await (const page of repo.candidates(y, NO_ADMISSION_FACTS, 'clinical-experience')) {
    for (const c of page) {
      const id = c.teacher.assignment?.supervisorId;
      if (id && asepCandidateRows(c, y)['clinical-experience'].length) counts.set(id, (counts.get(id) ?? 0) + 1);
    }
  }
  return counts;
}

/**
 * The year's records with problems (candidates in name order, then the roster's supervisors), counted in the same pass
 * that keeps the page asked for: the answer stays one page however many records have problems. Each problem names the
 * request filed about it, if any.
 */
export async function asepSummary(repo: AsepRepository, y: AsepYear, today: string, page: { offset: number; limit: number }) {
  const exceptions = await repo.exceptions(y.year);
  const filed = new Map(exceptions.map((x) => [asepExceptionKey(x.teacherId, x.requirement), x.id]));
  const problems: (AsepProblem & { requirement: AsepExceptionRequirement | null; exceptionId: string | null })[] = [];
  const counts = { problems: 0, withException: 0, byCode: {} as Partial<Record<AsepProblemCode, number>> };
  const take = (found: AsepProblem[]) => {
    for (const p of found) {
      const key = asepProblemExceptionKey(p);
      const exceptionId = (key && filed.get(key)) ?? null;
      if (counts.problems >= page.offset && problems.length < page.limit)
        problems.push({ ...p, requirement: ASEP_PROBLEM_REQUIREMENTS[p.code], exceptionId });
      counts.problems += 1;
      if (exceptionId) counts.withException += 1;
      counts.byCode[p.code] = (counts.byCode[p.code] ?? 0) + 1;
    }
  };
  const rows = Object.fromEntries(ASEP_FILES.map((f) => [f, 0])) as Record<AsepFile, number>;
  const supervised = new Map<string, number>();
  const observed: AsepIndicatorCase[] = [];
  for await (const candidates of repo.candidates(y, NO_ADMISSION_FACTS)) {
    for (const c of candidates) {
      observed.push(...asepObservationCases(c, y));
      const sets = asepCandidateRows(c, y);
      for (const [f, list] of Object.entries(sets)) rows[f as AsepFile] += list.length;
      take(asepCandidateProblems(c, y, today));
      const id = c.teacher.assignment?.supervisorId;
      if (id && sets['clinical-experience'].length) supervised.set(id, (supervised.get(id) ?? 0) + 1);
    }
  }
  const roster = await repo.supervisors([...supervised.keys()]);
  rows.supervisors = roster.length;
  rows.exceptions = exceptions.length;
  for (const s of roster) take(asepSupervisorProblems(s));
  const indicator = asepIndicator(observed);
  // The cases not met first: the figures count every case, the answer carries the first ASEP_CASES_SHOWN.
  const cases = [...indicator.cases.filter((k) => !k.met), ...indicator.cases.filter((k) => k.met)].slice(0, ASEP_CASES_SHOWN);
  return {
    counts,
    offset: page.offset,
    limit: page.limit,
    problems,
    exceptions,
    indicators: [{ ...indicator, cases }],
    files: ASEP_FILES.map((file) => ({ file, title: ASEP_LAYOUT[file].title, rows: rows[file] })),
  };
}

/**
 * One file of the year as CSV lines (the header, then a page of candidates at a time), in ECOS's layout. With `kept`
 * (a kept year whose derived rows are all current: the route asks) the lines are those kept with each candidate's
 * derived row (migration 057), read from the file's index; otherwise each page reads only what the file's rows are
 * built from. Either way the rows are `asepCandidateRows`', as the summary's counts, and the bytes the same.
 */
export async function* asepFileLines(repo: AsepRepository, y: AsepYear, file: AsepFile, kept = false): AsyncGenerator<string> {
  const { columns } = ASEP_LAYOUT[file];
  yield csvLine(Object.fromEntries(columns.map((c) => [c.key, c.header])), columns);
  if (file === 'supervisors') {
    const counts = kept ? await repo.keptRosterCounts(y.year) : await rosterCounts(repo, y);
    const roster = await repo.supervisors([...counts.keys()]);
    yield roster.map((s) => csvLine(asepSupervisorRow(s, counts.get(s.id) ?? 0), columns)).join('');
    return;
  }
  if (file === 'exceptions') {
    yield (await repo.exceptions(y.year)).map((x) => csvLine(exceptionRow(x), columns)).join('');
    return;
  }
  if (kept) {
    yield* repo.keptLines(y.year, file);
    return;
  }
  for await (const page of repo.candidates(y, NO_ADMISSION_FACTS, file)) {
    yield page
      .flatMap((c) => asepCandidateRows(c, y)[file])
      .map((row) => csvLine(row, columns))
      .join('');
  }
}

/** A Request for Exception as its file's row (the candidate's names from the record). */
const exceptionRow = (x: AsepException) => ({
  teaId: x.teaId ?? '',
  lastName: x.lastName,
  firstName: x.firstName,
  requirement: ASEP_EXCEPTION_REQUIREMENT_LABELS[x.requirement],
  reason: x.reason,
  evidence: x.evidence,
  status: x.status,
  filedOn: x.filedOn ?? '',
  decidedOn: x.decidedOn ?? '',
});
