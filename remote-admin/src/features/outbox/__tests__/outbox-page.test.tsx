import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { OutboxMessage } from 'shared-domain';
import OutboxPage from '../outbox-page';
import { renderWithProviders, setupMsw } from '../../../test/harness';

const server = setupMsw();
beforeEach(() => server.use(http.get('/api/outbox/delivery', () => HttpResponse.json({ email: true, sms: true }))));
const msg = (id: string, kind: OutboxMessage['kind'], status: OutboxMessage['status'], createdAt: string): OutboxMessage => ({
  _id: id,
  to: `${id}@example.org`,
  subject: `Subject ${id}`,
  body: `Body ${id}`,
  kind,
  channel: 'email',
  status,
  attempts: status === 'failed' ? 3 : 1,
  lastError: status === 'failed' ? 'SMTP refused' : null,
  createdAt,
  sentAt: null,
});

it('lists the e-mails newest first with kind and status in words', async () => {
  server.use(
    http.get('/api/outbox', () =>
      HttpResponse.json([
        msg('a', 'school-approved', 'sent', '2026-01-01T00:00:00.000Z'),
        msg('b', 'password-reset', 'failed', '2026-02-01T00:00:00.000Z'),
      ]),
    ),
  );
  renderWithProviders(<OutboxPage />);
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  const rows = within(await screen.findByRole('table', { name: 'Outbox e-mails' })).getAllByRole('row');
  expect(rows[1]).toHaveTextContent(/Feb 1, 2026.*b@example.org.*Subject b.*Password reset.*Failed SMTP refused.*3/);
  expect(rows[2]).toHaveTextContent(/a@example.org.*School approved.*Sent/);
});

it('shows the empty state', async () => {
  server.use(http.get('/api/outbox', () => HttpResponse.json([])));
  renderWithProviders(<OutboxPage />);
  expect(await screen.findByText('No e-mails yet')).toBeInTheDocument();
});

it('shows the fetch error', async () => {
  server.use(http.get('/api/outbox', () => HttpResponse.json({ message: 'x' }, { status: 500 })));
  renderWithProviders(<OutboxPage />);
  expect(await screen.findByText('Failed to fetch the outbox. Please try again later.')).toBeInTheDocument();
});

it('marks a text message as one', async () => {
  server.use(
    http.get('/api/outbox', () =>
      HttpResponse.json([{ ...msg('c', 'observation-overdue', 'stored', '2026-03-01T00:00:00.000Z'), to: '+15125550100', channel: 'sms' }]),
    ),
  );
  renderWithProviders(<OutboxPage />);
  const rows = within(await screen.findByRole('table', { name: 'Outbox e-mails' })).getAllByRole('row');
  expect(rows[1]).toHaveTextContent(/\+15125550100 \(text message\).*Observation reminder.*Stored/);
});

describe('delivery', () => {
  it('says plainly at the top that e-mail delivery is off and how to turn it on', async () => {
    server.use(
      http.get('/api/outbox', () => HttpResponse.json([msg('a', 'school-approved', 'stored', '2026-01-01T00:00:00.000Z')])),
      http.get('/api/outbox/delivery', () => HttpResponse.json({ email: false, sms: false })),
    );
    renderWithProviders(<OutboxPage />);
    const notice = await screen.findByRole('status', { name: 'E-mail delivery is off' });
    expect(notice).toHaveTextContent('E-mail delivery is off: messages are kept here and not sent.');
    expect(notice).toHaveTextContent('set SMTP_URL');
    expect(notice).toHaveTextContent('set SMS_URL');
    // Above the list.
    const table = screen.getByRole('table', { name: 'Outbox e-mails' });
    expect(notice.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says nothing about delivery while e-mail is sent', async () => {
    let asked = 0;
    server.use(
      http.get('/api/outbox', () => HttpResponse.json([msg('a', 'school-approved', 'sent', '2026-01-01T00:00:00.000Z')])),
      http.get('/api/outbox/delivery', () => {
        asked += 1;
        return HttpResponse.json({ email: true, sms: false });
      }),
    );
    renderWithProviders(<OutboxPage />);
    await screen.findByRole('table', { name: 'Outbox e-mails' });
    await waitFor(() => expect(asked).toBe(1));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByText(/E-mail delivery is off/)).not.toBeInTheDocument();
    expect(screen.queryByText(/SMTP_URL|SMS_URL/)).not.toBeInTheDocument();
  });
});

describe('reading a message', () => {
  const reset = {
    ...msg('r', 'password-reset', 'stored', '2026-04-01T00:00:00.000Z'),
    subject: 'Reset your password',
    body: 'Hello,\n\nUse this link within 1 hour to choose a new password:\nhttp://localhost:3000/reset-password#token=abc-123.\n\nBye.\n',
  };

  it('opens from its subject in a panel that shows the whole text with its links, and closes', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(http.get('/api/outbox', () => HttpResponse.json([reset, msg('a', 'school-approved', 'sent', '2026-01-01T00:00:00.000Z')])));
    renderWithProviders(<OutboxPage />, { route: '/admin/outbox' });
    const table = await screen.findByRole('table', { name: 'Outbox e-mails' });
    expect(screen.queryByRole('region', { name: 'Reset your password' })).not.toBeInTheDocument();
    await user.click(within(table).getByRole('link', { name: 'Reset your password' }));

    const panel = await screen.findByRole('region', { name: 'Reset your password' });
    expect(screen.getByTestId('location')).toHaveTextContent('?message=r');
    expect(within(panel).getByRole('heading', { name: 'Reset your password' })).toHaveFocus();
    expect(panel).toHaveTextContent('r@example.org');
    expect(panel).toHaveTextContent('Stored (not sent)');
    // The link can be followed; the full stop after it is not part of it.
    expect(within(panel).getByRole('link', { name: 'http://localhost:3000/reset-password#token=abc-123' })).toHaveAttribute(
      'href',
      'http://localhost:3000/reset-password#token=abc-123',
    );
    expect(screen.getByTestId('outbox-message-body')).toHaveTextContent('Use this link within 1 hour');

    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Reset your password' })).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).not.toHaveTextContent('message=');
  });

  it('opens when the row is clicked or Enter is pressed on it, and Escape closes it', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(http.get('/api/outbox', () => HttpResponse.json([{ ...reset, body: 'Hello,\n[link sent by e-mail only]\n' }])));
    renderWithProviders(<OutboxPage />, { route: '/admin/outbox' });
    const table = await screen.findByRole('table', { name: 'Outbox e-mails' });
    const row = within(table).getAllByRole('row')[1];
    row.focus();
    await user.keyboard('{Enter}');
    const panel = await screen.findByRole('region', { name: 'Reset your password' });
    // A masked link is plain text: nothing to follow.
    expect(within(panel).queryByRole('link')).not.toBeInTheDocument();
    expect(panel).toHaveTextContent('[link sent by e-mail only]');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Reset your password' })).not.toBeInTheDocument();
  });

  it('a link to a message opens it', async () => {
    server.use(http.get('/api/outbox', () => HttpResponse.json([reset])));
    renderWithProviders(<OutboxPage />, { route: '/admin/outbox?message=r' });
    expect(await screen.findByRole('region', { name: 'Reset your password' })).toBeInTheDocument();
  });
});
