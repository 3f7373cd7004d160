import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ClientError } from 'shared-domain';
import ClientErrorsPage, { CLIENT_ERRORS_FETCH_FAILED } from '../client-errors-page';
import { renderWithProviders, setupMsw } from '../../../test/harness';

const server = setupMsw();

const report = (o: Partial<ClientError>): ClientError => ({
  _id: 'e1',
  area: 'admin',
  kind: 'render',
  page: '/admin/teachers',
  message: "TypeError: Cannot read properties of undefined (reading 'name')",
  stack: 'TypeError: Cannot read properties of undefined\n    at TeacherList (teacher-list.tsx:12)',
  release: '2026.11.26-abc',
  role: 'admin',
  createdAt: '2026-11-26T10:00:00.000Z',
  ...o,
});

it('lists the reports newest first: area, page, kind, message with its stack, role and build', async () => {
  server.use(
    http.get('/api/client-errors', () =>
      HttpResponse.json([
        report({
          _id: 'old',
          area: 'public',
          page: '/about',
          kind: 'chunk',
          message: 'ChunkLoadError: Loading chunk 7 failed',
          stack: '',
          role: null,
          release: '',
          createdAt: '2026-11-25T09:00:00.000Z',
        }),
        report({}),
      ]),
    ),
  );
  renderWithProviders(<ClientErrorsPage />);
  const rows = within(await screen.findByRole('table', { name: 'Recent client errors' })).getAllByRole('row');
  expect(rows).toHaveLength(3);
  expect(rows[1]).toHaveTextContent(/Admin.*\/admin\/teachers.*Page threw.*Cannot read properties.*admin.*2026\.11\.26-abc/);
  expect(rows[2]).toHaveTextContent(/Public site.*\/about.*Code failed to load.*Loading chunk 7 failed.*Signed out/);
  await userEvent.click(within(rows[1]).getByText('Stack'));
  expect(within(rows[1]).getByText(/at TeacherList/)).toBeVisible();
});

it('says so when nothing was reported', async () => {
  server.use(http.get('/api/client-errors', () => HttpResponse.json([])));
  renderWithProviders(<ClientErrorsPage />);
  expect(await screen.findByText('No errors reported')).toBeInTheDocument();
});

it('shows the error panel when the list cannot be read', async () => {
  server.use(http.get('/api/client-errors', () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
  renderWithProviders(<ClientErrorsPage />);
  expect(await screen.findByText(CLIENT_ERRORS_FETCH_FAILED)).toBeInTheDocument();
});
