import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { TeacherRequest } from 'shared-domain';
import RequestsPage, { REQUESTS_PAGE_SIZE } from '../requests-page';
import { renderWithProviders, setupMsw } from '../../../test/harness';

const server = setupMsw();

const req = (i: number, status: TeacherRequest['status'], school = 1): TeacherRequest => ({
  _id: String(i),
  status,
  from: { schoolId: `s${school}`, schoolName: `Austin High ${school}`, district: 'Austin ISD' },
  teacher: { _id: `t${i}`, name: { first: 'Ann', last: `Kim${i}` }, exam: '' },
  createdAt: `2026-02-${String((i % 27) + 1).padStart(2, '0')}T12:00:00.000Z`,
  responseDate: status === 'pending' ? null : '2026-03-01T12:00:00.000Z',
  reason: status === 'denied' ? 'Hired elsewhere' : '',
});

it('lists every request with filters kept in the URL, a page at a time', async () => {
  const requests = [
    req(1, 'pending'),
    req(2, 'approved', 2),
    req(3, 'denied'),
    ...Array.from({ length: 30 }, (_, i) => req(10 + i, 'pending', 3)),
  ];
  server.use(http.get('/api/requests/all', () => HttpResponse.json({ requests })));
  const { user, location } = renderWithProviders(<RequestsPage />, { route: '/admin/requests?status=pending', path: '/admin/requests' });
  const table = await screen.findByRole('table', { name: 'Requests' });
  // 31 pending: the first page holds 25, Next shows the rest and keeps the filter.
  expect(within(table).getAllByRole('row')).toHaveLength(REQUESTS_PAGE_SIZE + 1);
  expect(screen.getByText('Showing 1–25 of 31')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByText('Showing 26–31 of 31')).toBeInTheDocument();
  expect(location().search).toBe('?status=pending&page=2');

  await user.selectOptions(screen.getByLabelText('School'), 'Austin High 1');
  expect(location().search).toBe('?status=pending&school=s1');
  expect(within(screen.getByRole('table', { name: 'Requests' })).getAllByRole('row')).toHaveLength(2);
  await user.selectOptions(screen.getByLabelText('Status'), '');
  expect(location().search).toBe('?school=s1');
  const rows = within(screen.getByRole('table', { name: 'Requests' })).getAllByRole('row');
  expect(rows).toHaveLength(3);
  // Answered requests show their answer as a label, never as a button; a blank exam reads 'Not provided'.
  expect(screen.getByText('Denied Mar 1, 2026 — Hired elsewhere')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Denied/ })).not.toBeInTheDocument();
  expect(screen.getAllByText('Not provided').length).toBeGreaterThan(0);
});

it('asks before approving, naming what the school will see, and sends nothing on Cancel', async () => {
  const sent: Record<string, unknown>[] = [];
  server.use(
    http.get('/api/requests/all', () => HttpResponse.json({ requests: [req(1, 'pending')] })),
    http.put('/api/requests/:id', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push(body);
      return HttpResponse.json({ ...req(1, 'approved') });
    }),
  );
  const { user } = renderWithProviders(<RequestsPage />, { route: '/admin/requests', path: '/admin/requests' });
  await user.click(await screen.findByRole('button', { name: 'Approve request from Austin High 1 for Ann Kim1' }));
  const dialog = screen.getByRole('dialog', { name: "Release Ann Kim1's details to Austin High 1?" });
  expect(within(dialog).getByRole('list', { name: 'What the school will see' })).toHaveTextContent('e-mail addresses and phone number');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(sent).toHaveLength(0);
  await user.click(screen.getByRole('button', { name: 'Approve request from Austin High 1 for Ann Kim1' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve and release details' }));
  expect(await screen.findByText('Approved Mar 1, 2026')).toBeInTheDocument();
  expect(sent).toEqual([expect.objectContaining({ status: 'approved' })]);
});
