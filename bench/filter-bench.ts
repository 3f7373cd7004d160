/**
 * Times one keystroke of the teacher list over 10,000 teachers: the filter, then the sort DataTable
 * applies (same comparator), median of runs. Run: node --import tsx bench/filter-bench.ts (npm run bench runs it).
 */
import { performance } from 'node:perf_hooks';
import { emptyTeacher, TEACHER_STATUSES, toTeacherListItem, type TeacherListItem as Teacher } from 'shared-domain';
// Deep imports: the packages' entries also load their React components, which this measurement does not need.
import { EMPTY_FILTER, filterTeachers, indexTeachers, type TeacherFilter } from '../shared-staff/src/teachers/list/filter-teachers';
import { compareSortValues } from '../shared-ui/src/data-table/use-sorted-rows';

const FIRST = [
  'Ana',
  'Ben',
  'Carla',
  'Diego',
  'Elena',
  'Frank',
  'Grace',
  'Hector',
  'Isabel',
  'Jane',
  'Jamal',
  'Kim',
  'Luis',
  'Maria',
  'Noah',
];
const LAST = ['Garcia', 'Smith', 'Johnson', 'Lopez', 'Nguyen', 'Martinez', 'Brown', 'Davis', 'Hernandez', 'Janssen', 'Wilson', 'Moore'];

/** The list rows (the projection the list screen gets) of n teachers. */
function generate(n: number): Teacher[] {
  const base = emptyTeacher();
  return Array.from({ length: n }, (_, i) =>
    toTeacherListItem({
      ...base,
      _id: `t-${i}`,
      ref: i + 1,
      dateAdded: '2026-01-01',
      updatedAt: '2026-01-01',
      assignment: null,
      teacherStatus: TEACHER_STATUSES[i % TEACHER_STATUSES.length],
      name: { first: `${FIRST[i % FIRST.length]}${i % 7}`, last: `${LAST[(i * 7) % LAST.length]}-${i}` },
      teaId: 100000 + i,
    }),
  );
}

/** The DataTable's sort (blank last, collator compare) on the last name column. */
function sortByLast(rows: Teacher[]): Teacher[] {
  const keyed = rows.map((row, index) => ({ row, index, value: row.name.last }));
  keyed.sort((a, b) => compareSortValues(a.value, b.value) || a.index - b.index);
  return keyed.map((k) => k.row);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const teachers = generate(10_000);
let t0 = performance.now();
const index = indexTeachers(teachers);
const indexMs = performance.now() - t0;

const keystrokes = ['j', 'ja', 'jan', 'jans', 'jan', 'ja', 'j', ''];
const scenarios: [string, Partial<TeacherFilter>][] = [
  ['search only', {}],
  ['search + status intern', { status: 'intern' }],
  ['search + has open items', { openItemsOnly: true }],
];
const RUNS = 15;
console.log(`10,000 teachers; indexing once per list answer: ${indexMs.toFixed(1)} ms`);
for (const [label, extra] of scenarios) {
  const filterTimes: number[] = [];
  const totalTimes: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    for (const search of keystrokes) {
      t0 = performance.now();
      const rows = filterTeachers(index, { ...EMPTY_FILTER, ...extra, search });
      const t1 = performance.now();
      sortByLast(rows);
      const t2 = performance.now();
      filterTimes.push(t1 - t0);
      totalTimes.push(t2 - t0);
    }
  }
  console.log(
    `${label.padEnd(26)} per keystroke, median of ${filterTimes.length}: filter ${median(filterTimes).toFixed(2)} ms, filter + sort ${median(totalTimes).toFixed(2)} ms`,
  );
}
