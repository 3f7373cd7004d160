import { deriveTeacherState, type StoredTeacher } from 'shared-domain';
import type { TestApp } from './test-app';

/**
 * Issue 33: every teacher has a stored derived row, and each equals a fresh deriveTeacherState() of its record and
 * open charges for `today` (computedOn, the day it was computed, may be earlier: a row valid for days is kept).
 */
export async function expectStoredEqualsFresh(t: TestApp, today: string) {
  const settings = await t.app.repos.settings.get();
  const zone = t.app.env.PROGRAM_TIME_ZONE;
  const stored = await t.app.repos.derived.stored();
  const ids = (await t.db.query<{ id: string }>('SELECT id FROM teachers ORDER BY id')).map((r) => r.id);
  expect([...stored.keys()].sort()).toEqual(ids);
  const charges = await t.app.repos.derived.openCharges(ids);
  for (const id of ids) {
    const record = (await t.app.repos.teachers.get(id)) as StoredTeacher;
    const fresh = deriveTeacherState(record, charges.get(id) ?? [], today, settings, zone);
    const { computedOn, ...kept } = stored.get(id)!;
    expect(computedOn! <= today).toBe(true);
    expect({ id, ...kept }).toEqual({ id, ...fresh });
  }
}
