import { setupServer } from 'msw/node';
import type { RequestHandler } from 'msw';
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
