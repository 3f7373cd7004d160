import type { StoredTeacher, SupervisionRecord, TeacherBody } from 'shared-domain';
import { stableStringify } from './diff';
import { newId } from './ids';

type Log = Pick<TeacherBody['supervisions'], 'list' | 'removed'>;

/**
 * The observation log is the server's: a new record's past observations are kept as entered by `actor`
 * at `at`, with ids of their own and no mentor copy (the portal sent none); whatever stamps the body carried are
 * dropped.
 */
export function enteredObservations(body: TeacherBody, actor: string, at: string): TeacherBody {
  const list = body.supervisions.list.map((o): SupervisionRecord => ({
    ...o,
    _id: newId(),
    source: 'entered',
    recordedBy: actor,
    recordedAt: at,
    mentorCopySentAt: null,
  }));
  return { ...body, supervisions: { ...body.supervisions, list, removed: [] } };
}

/** The log as stored, for a record that may predate migration 019. */
const storedLog = (before: TeacherBody | StoredTeacher): Log => ({
  list: before.supervisions.list,
  removed: before.supervisions.removed ?? [],
});

/** A body for an existing record with the stored observation log in place of the one it carried (PUT, import). */
export function keepStoredLog(body: TeacherBody, before: TeacherBody | StoredTeacher): TeacherBody {
  return { ...body, supervisions: { ...body.supervisions, ...storedLog(before) } };
}

/**
 * Whether the body's observations (or removed ones) differ from the stored log, stamps included: a PUT then says they
 * were kept. A record read and sent back unchanged does not differ.
 */
export function logDiffers(body: TeacherBody, before: TeacherBody | StoredTeacher): boolean {
  const stored = storedLog(before);
  return (
    stableStringify(body.supervisions.list) !== stableStringify(stored.list) ||
    stableStringify(body.supervisions.removed) !== stableStringify(stored.removed)
  );
}
