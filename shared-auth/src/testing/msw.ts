import { setupServer } from 'msw/node';
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { apiUrl } from 'shared-auth';

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
