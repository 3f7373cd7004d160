import { act, screen, waitFor, within } from '@testing-library/react';
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
