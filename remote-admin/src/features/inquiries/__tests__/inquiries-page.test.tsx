import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Inquiry, InquiryPage } from 'shared-domain';
import InquiriesPage from '../inquiries-page';
import { renderWithProviders, setupMsw } from '../../../test/harness';

const server = setupMsw();
const inquiry = (id: string, name: string, createdAt: string, handled = false): Inquiry => ({
  _id: id,
  name,
  email: `${id}@example.org`,
  organization: `Org ${id}`,
  role: 'hr-director',
  inquiryType: 'partnership',
  phone: '',
  message: `Message from ${name}`,
  createdAt,
  handled,
  handledAt: handled ? '2026-01-05T00:00:00.000Z' : null,
});
const list = [inquiry('b', 'Newer', '2026-02-01T00:00:00.000Z'), inquiry('a', 'Older', '2026-01-01T00:00:00.000Z', true)];

/** The server's paged answer over `rows` (newest first), as GET /api/inquiries?page=&pageSize=&status= gives it. */
const paged = (rows: Inquiry[]) =>
  http.get('/api/inquiries', ({ request }) => {
    const q = new URL(request.url).searchParams;
    const page = Number(q.get('page'));
    const pageSize = Number(q.get('pageSize'));
    if (!page || !pageSize) return HttpResponse.json({ message: 'the page asks for one page' }, { status: 400 });
    const matching = q.get('status') === 'new' ? rows.filter((i) => !i.handled) : rows;
    const body: InquiryPage = {
      inquiries: matching.slice((page - 1) * pageSize, page * pageSize),
      total: matching.length,
      open: rows.filter((i) => !i.handled).length,
      all: rows.length,
      page,
      pageSize,
    };
    return HttpResponse.json(body);
  });

it('lists inquiries newest first with their fields', async () => {
  server.use(paged(list));
  renderWithProviders(<InquiriesPage />);
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  const cards = await screen.findAllByRole('article');
  expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Newer · Org b', 'Older · Org a']);
  expect(cards[0]).toHaveTextContent(/New.*Feb 1, 2026.*b@example.org.*HR Director.*Partnership.*Message from Newer/);
  expect(cards[1]).toHaveTextContent('Handled Jan 5, 2026');
  expect(screen.getByText('1 new of 2 from the contact form')).toBeInTheDocument();
  expect(screen.getByText('Showing 1–2 of 2')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
});

it('pages through the inquiries 50 at a time with Previous and Next', async () => {
  const user = userEvent.setup();
  const many = Array.from({ length: 120 }, (_, i) =>
    inquiry(`i${i}`, `Sender ${i}`, new Date(Date.UTC(2026, 0, 1) + (120 - i) * 3600_000).toISOString()),
  );
  server.use(paged(many));
  renderWithProviders(<InquiriesPage />);
  expect(await screen.findByText('Showing 1–50 of 120')).toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(50);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Showing 51–100 of 120')).toBeInTheDocument();
  expect(screen.getByRole('article', { name: 'Inquiry from Sender 50' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Showing 101–120 of 120')).toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(20);
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Previous' }));
  expect(await screen.findByText('Showing 51–100 of 120')).toBeInTheDocument();
});

it('marks an inquiry handled with PATCH', async () => {
  const user = userEvent.setup();
  const rows = [...list];
  let body: unknown;
  server.use(
    paged(rows),
    http.patch('/api/inquiries/b', async ({ request }) => {
      body = await request.json();
      rows[0] = { ...rows[0], handled: true, handledAt: '2026-02-02T00:00:00.000Z' };
      return HttpResponse.json(rows[0]);
    }),
  );
  renderWithProviders(<InquiriesPage />);
  const card = await screen.findByRole('article', { name: 'Inquiry from Newer' });
  await user.click(within(card).getByRole('button', { name: 'Mark handled' }));
  expect(await within(card).findByText('Handled Feb 2, 2026')).toBeInTheDocument();
  expect(body).toEqual({ handled: true });
  await user.click(screen.getByRole('checkbox', { name: 'Show only new inquiries' }));
  expect(screen.getByText('No new inquiries')).toBeInTheDocument();
});

it('shows the empty state', async () => {
  server.use(paged([]));
  const { unmount } = renderWithProviders(<InquiriesPage />);
  expect(await screen.findByText('No inquiries yet')).toBeInTheDocument();
  unmount();
});

it('shows the fetch error', async () => {
  server.use(http.get('/api/inquiries', () => HttpResponse.json({ message: 'x' }, { status: 500 })));
  renderWithProviders(<InquiriesPage />);
  expect(await screen.findByText('Failed to fetch inquiries. Please try again later.')).toBeInTheDocument();
});

it('Undo in the toast puts a handled inquiry back to new', async () => {
  const user = userEvent.setup();
  const sent: unknown[] = [];
  server.use(
    paged(list),
    http.patch('/api/inquiries/b', async ({ request }) => {
      const body = (await request.json()) as { handled: boolean };
      sent.push(body);
      return HttpResponse.json({ ...list[0], handled: body.handled, handledAt: body.handled ? '2026-02-02T00:00:00.000Z' : null });
    }),
  );
  renderWithProviders(<InquiriesPage />);
  const card = await screen.findByRole('article', { name: 'Inquiry from Newer' });
  await user.click(within(card).getByRole('button', { name: 'Mark handled' }));
  const toast = (await screen.findByText('Inquiry marked handled')).closest('[role="status"]') as HTMLElement;
  await user.click(within(toast).getByRole('button', { name: 'Undo' }));
  expect(await within(card).findByRole('button', { name: 'Mark handled' })).toBeInTheDocument();
  expect(sent).toEqual([{ handled: true }, { handled: false }]);
  // Undoing offers no undo of the undo.
  expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
});
