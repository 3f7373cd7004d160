import { setupServer } from 'msw/node';
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { apiUrl } from 'shared-auth';
import { TEACHER_LIST_WHOLE_MAX, toTeacherListItem, type Teacher } from 'shared-domain';

/**
 * One msw server for a test file: a request no handler answers fails the test; handlers added with
 * `server.use(...)` last one test.
 */
export function setupMsw(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** The URL the client calls for an API path such as 'teachers/all' (same rule as the HTTP client). */
export const apiPath = (path: string) => apiUrl(path);

/**
 * A handler that keeps the JSON body the client sent (`sent.body`) and answers `reply` with `status`, after
 * `delayMs` so a test can see the busy state.
 */
export function recordJson<T = Record<string, unknown>>(
  method: 'post' | 'put' | 'patch',
  path: string,
  reply: unknown,
  { status = 200, delayMs = 0 }: { status?: number; delayMs?: number } = {},
) {
  const sent: { body?: T } = {};
  const handler = http[method](path, async ({ request }) => {
    sent.body = (await request.json()) as T;
    if (delayMs) await delay(delayMs);
    return HttpResponse.json(reply as Record<string, unknown>, { status });
  });
  return { handler, sent };
}

/**
 * GET teachers/all as the server answers it: `?view=list` (what the staff screens ask for) gets each record's list
 * projection for today, without it the whole records. `onRequest` sees each request (e.g. to count them).
 */
/** The list projection of a test teacher (makeTeacher gives each a record number). */
function listItem(t: Teacher) {
  if (t.ref === undefined) throw new Error(`test teacher ${t._id} has no record number (ref)`);
  return toTeacherListItem({ ...t, ref: t.ref });
}

/** The teacher a teachers/{id} path names: by id, or by the record number the lists link with. */
export const findTeacher = <T extends Teacher>(list: readonly T[], id: unknown): T | undefined =>
  list.find((t) => t._id === id || (t.ref !== undefined && String(t.ref) === id));

export function teachersAll(list: readonly Teacher[] | (() => readonly Teacher[]), onRequest?: (url: URL) => void) {
  return http.get('/api/teachers/all', ({ request }) => {
    const url = new URL(request.url);
    onRequest?.(url);
    const records = typeof list === 'function' ? list() : list;
    const first = Number(url.searchParams.get('first') ?? url.searchParams.get('limit') ?? 0);
    if (first) {
      // The list's order on the server: last name, first name, id.
      const key = (t: Teacher) => [t.name.last, t.name.first, t._id].join('\u0000');
      const sorted = [...records].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
      const rows = sorted.slice(0, first).map(listItem);
      // `limit` answers a page with its totals (below the threshold: the client then loads the whole list).
      if (url.searchParams.has('limit')) {
        return HttpResponse.json({ rows, total: records.length, matched: records.length, next: null, wholeMax: TEACHER_LIST_WHOLE_MAX });
      }
      return HttpResponse.json(rows);
    }
    return HttpResponse.json(url.searchParams.get('view') === 'list' ? records.map(listItem) : records);
  });
}
