import type { TeacherStatus } from 'shared-domain';
import type { Database } from '../../src/db/types';
import { insertTables, teacherRecord } from './batch';
import { LEDGER_SEQUENCE_SQL } from '../../src/db/bulk-insert';
import { NEXT_INVOICE_SQL, seedLedgers } from './ledger';
import { DISTRICTS, SCHOOL_NAMES, SUPERVISOR_PEOPLE } from './demo-data';
import { at, baseDate, createRng } from './prng';
import { makeSeedTeacherBody } from './teacher-factory';

export interface LargeCounts {
  teachers: number;
  schools: number;
  supervisors: number;
  requests: number;
}

const STATUSES: TeacherStatus[] = ['intern', 'intern', 'hired', 'hired', 'ready for hire', 'pending', 'n/a'];

/** A large synthetic data set for benchmarks, added with batch inserts in one transaction. */
export async function seedLarge(db: Database, c: LargeCounts, now = new Date()): Promise<void> {
  const rng = createRng(7_777 + c.teachers);
  const base = baseDate(now);
  const schools = Array.from({ length: Math.max(1, c.schools) }, (_, i) => {
    const d = DISTRICTS[i % DISTRICTS.length];
    return {
      id: rng.uuid(),
      name: `${SCHOOL_NAMES[i % SCHOOL_NAMES.length]} ${Math.floor(i / SCHOOL_NAMES.length) + 1}`,
      nces_id: `${d.leaid}${rng.digits(5)}`,
      district_name: d.name,
      status: rng.chance(0.9) ? 'active' : 'inactive',
      contact_first: 'Front Office',
      contact_last: '.',
      contact_email: `bench-school${i}@example.org`,
      contact_phone: `(512) 555-01${String(i % 100).padStart(2, '0')}`,
      address: { street: `${100 + i} Main St`, city: d.city, state: 'TX', zipCode: d.zip },
      max_interns: 10,
      allows_interns: true,
      created_at: at(base, -rng.int(1, 700)),
      updated_at: at(base, -1),
    };
  });
  const supervisors = Array.from({ length: Math.max(1, c.supervisors) }, (_, i) => {
    const p = SUPERVISOR_PEOPLE[i % SUPERVISOR_PEOPLE.length];
    return {
      id: rng.uuid(),
      status: 'active',
      first_name: p.first,
      last_name: `${p.last} ${i + 1}`,
      email: `bench-supervisor${i}@example.org`,
      contact_email: `bench-supervisor${i}@example.org`,
      contact_phone: '(512) 555-0150',
      certification: p.cert,
      years_experience: p.years,
      specializations: p.specs,
      school_id: schools[i % schools.length].id,
      max_teachers: 5,
      available_for_new: true,
      notify_email: true,
      notify_sms: false,
      created_at: at(base, -rng.int(30, 900)),
      updated_at: at(base, -1),
    };
  });
  const load = new Map<string, number>();
  const teachers: ReturnType<typeof teacherRecord>[] = [];
  const assignments: Record<string, unknown>[] = [];
  for (let n = 0; n < c.teachers; n++) {
    const status = rng.pick(STATUSES);
    const school = schools[rng.int(0, schools.length - 1)];
    const district = DISTRICTS[schools.indexOf(school) % DISTRICTS.length];
    const sup = supervisors[rng.int(0, supervisors.length - 1)];
    // A supervisor takes interns up to its capacity; the rest have a school only.
    const withSup = status === 'intern' && (load.get(sup.id) ?? 0) < sup.max_teachers;
    if (withSup) load.set(sup.id, (load.get(sup.id) ?? 0) + 1);
    const body = makeSeedTeacherBody(rng, base, 1000 + n, {
      status,
      district,
      campus: school.name,
      obsDeadline: status === 'intern' ? rng.int(-30, 60) : undefined,
      observations: status === 'intern' ? rng.int(0, 2) : undefined,
      supervisorName: withSup ? `${sup.first_name} ${sup.last_name}` : '',
      onHiredList: status === 'ready for hire' && rng.chance(0.3),
    });
    const id = rng.uuid();
    teachers.push(teacherRecord(id, body, at(base, -rng.int(1, 900))));
    if (status === 'intern' || status === 'hired') {
      assignments.push({
        id: rng.uuid(),
        teacher_id: id,
        school_id: school.id,
        supervisor_id: withSup ? sup.id : null,
        status,
        start_date: body.certificationInfo.startDate,
        end_date: '',
        is_current: true,
        created_at: at(base, -30),
        updated_at: at(base, -30),
      });
    }
  }
  const rfh = teachers.filter((t) => t.teacher_status === 'ready for hire');
  const pairs = new Set<string>();
  const requests: Record<string, unknown>[] = [];
  for (let i = 0; i < c.requests * 3 && requests.length < c.requests && rfh.length; i++) {
    const s = schools[rng.int(0, schools.length - 1)];
    const t = rfh[rng.int(0, rfh.length - 1)];
    if (pairs.has(`${s.id}${t.id}`)) continue;
    pairs.add(`${s.id}${t.id}`);
    const status = rng.pick(['pending', 'pending', 'approved', 'denied']);
    const ago = rng.int(1, 200);
    requests.push({
      id: rng.uuid(),
      school_id: s.id,
      teacher_id: t.id,
      status,
      created_at: at(base, -ago),
      response_date: status === 'pending' ? null : at(base, -ago + 1),
      updated_at: at(base, -ago + 1),
    });
  }
  const ledger_entries = seedLedgers(
    createRng(45_000 + c.teachers),
    base,
    teachers,
    (await db.query<{ n: number }>(NEXT_INVOICE_SQL))[0].n,
  );
  const teacher_path_entries = seedPaths(createRng(52_000 + c.teachers), teachers, assignments);
  await insertTables(db, { schools, supervisors, teachers, assignments, requests, ledger_entries, teacher_path_entries });
  await db.query(LEDGER_SEQUENCE_SQL);
}

/**
 * Each synthetic teacher with an assignment on the path, as migration 049 put the records it found: admitted on the day
 * it was added, in an internship from its assignment's start (what TEA's year-end report reads). Its own generator,
 * so the rest of the set stays as it was.
 */
function seedPaths(
  rng: ReturnType<typeof createRng>,
  teachers: { id: string; date_added: unknown }[],
  assignments: Record<string, unknown>[],
) {
  const added = new Map(teachers.map((t) => [t.id, String(t.date_added).slice(0, 10)]));
  return assignments.flatMap((a) => {
    const admitted = added.get(a.teacher_id as string)!;
    const start = /^\d{4}-\d{2}-\d{2}/.test(String(a.start_date)) ? String(a.start_date).slice(0, 10) : admitted;
    const entry = (stage: string, day: string, type: string | null) => ({
      id: rng.uuid(),
      teacher_id: a.teacher_id,
      stage,
      reached_on: day,
      recorded_by: 'Program staff',
      evidence: 'Synthetic data',
      assignment_type: type,
    });
    return [entry('admitted', admitted, null), entry('internship', start < admitted ? admitted : start, 'intern')];
  });
}
