import { setupServer } from 'msw/node';

/** One msw server per test file: unhandled requests fail the test. */
export function setupMsw() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
