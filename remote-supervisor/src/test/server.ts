import { setupServer } from 'msw/node';
import { queryClient } from 'shared-auth/query';
import { resetSession } from './render';

/** One msw server per test file: unhandled requests fail the test; handlers and session reset after each test. */
export function useMswServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    resetSession();
    // A failed load shows its error at once instead of after the client's two 5xx retries.
    queryClient.setDefaultOptions({ ...queryClient.getDefaultOptions(), queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
