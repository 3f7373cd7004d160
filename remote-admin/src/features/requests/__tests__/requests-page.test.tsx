import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { type TeacherRequest, UNDO_MESSAGES } from 'shared-domain';
import RequestsPage, { REQUESTS_PAGE_SIZE } from '../requests-page';
import { renderWithProviders, setupMsw } from '../../../test/harness';

const server = setupMsw();

const req = (i: number, status: TeacherRequest['status'], school = 1): TeacherRequest => ({
  _id: String(i),
  status,
  from: { schoolId: `00000000-0000-4000-8000-00000000000${school}`, schoolName: `Austin High ${school}`, district: 'Austin ISD' },
  teacher: { _id: `00000000-0000-4000-9000-${String(i).padStart(12, '0')}`, name: { first: 'Ann', last: `Kim${i}` }, exam: '' },
  createdAt: `2026-02-${String((i % 27) + 1).padStart(2, '0')}T12:00:00.000Z`,
  responseDate: status === 'pending' ? null : '2026-03-01T12:00:00.000Z',
  reason: status === 'denied' ? 'Hired elsewhere' : '',
});

/** GET requests/all as the server answers it: filtered and paged, the total in X-Total-Count; and the filter choices. */
function serveRequests(requests: TeacherRequest[]) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('/api/requests/all', ({ request }) => {
      const q = new URL(request.url).searchParams;
      asked.push(q);
      const rows = requests.filter(
        (r) =>
          (!q.get('status') || r.status === q.get('status')) &&
          (!q.get('school') || r.from.schoolId === q.get('school')) &&
          (!q.get('teacher') || r.teacher._id === q.get('teacher')),
      );
      const offset = Number(q.get('offset') ?? 0);
      const limit = Number(q.get('limit') ?? rows.length);
      return HttpResponse.json({ requests: rows.slice(offset, offset + limit) }, { headers: { 'x-total-count': String(rows.length) } });
    }),
    http.get('/api/requests/filters', () => {
      const count = (key: (r: TeacherRequest) => [string, string]) =>
        [...new Map(requests.map(key)).entries()].map(([id, name]) => ({
          id,
          name,
          count: requests.filter((r) => key(r)[0] === id).length,
        }));
      return HttpResponse.json({
        schools: count((r) => [r.from.schoolId, r.from.schoolName]),
        teachers: count((r) => [r.teacher._id, `${r.teacher.name.first} ${r.teacher.name.last}`]),
        total: requests.length,
        pending: requests.filter((r) => r.status === 'pending').length,
      });
    }),
  );
  return asked;
}

const SCHOOL_1 = '00000000-0000-4000-8000-000000000001';

it('asks the server for one filtered page at a time, keeps filters and page in the URL, and shows "Showing 1–50 of N"', async () => {
  const requests = [
    req(1, 'pending'),
    req(2, 'approved', 2),
    req(3, 'denied'),
    ...Array.from({ length: 60 }, (_, i) => req(10 + i, 'pending', 3)),
  ];
  const asked = serveRequests(requests);
  const { user, location } = renderWithProviders(<RequestsPage />, { route: '/admin/requests?status=pending', path: '/admin/requests' });
  const table = await screen.findByRole('table', { name: 'Requests' });
  // 61 pending: the first page holds 50, Next asks for the rest and keeps the filter.
  expect(within(table).getAllByRole('row')).toHaveLength(REQUESTS_PAGE_SIZE + 1);
  expect(screen.getByText('Showing 1–50 of 61')).toBeInTheDocument();
  expect(Object.fromEntries(asked.at(-1)!)).toEqual({ status: 'pending', limit: '50', offset: '0' });
  expect(await screen.findByText("Schools asking to see a teacher's details: 61 pending of 63")).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Showing 51–61 of 61')).toBeInTheDocument();
  expect(location().search).toBe('?status=pending&page=2');
  expect(Object.fromEntries(asked.at(-1)!)).toEqual({ status: 'pending', limit: '50', offset: '50' });
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

  // The school choices come from the filters endpoint (not from the page's rows): school 2 has no pending request.
  expect(within(screen.getByLabelText('School')).getByRole('option', { name: 'Austin High 2' })).toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText('School'), 'Austin High 1');
  expect(location().search).toBe(`?status=pending&school=${SCHOOL_1}`);
  await waitFor(() => expect(within(screen.getByRole('table', { name: 'Requests' })).getAllByRole('row')).toHaveLength(2));
  expect(screen.getByText('Showing 1–1 of 1')).toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText('Status'), '');
  expect(location().search).toBe(`?school=${SCHOOL_1}`);
  await waitFor(() => expect(within(screen.getByRole('table', { name: 'Requests' })).getAllByRole('row')).toHaveLength(3));
  expect(Object.fromEntries(asked.at(-1)!)).toEqual({ school: SCHOOL_1, limit: '50', offset: '0' });
  // Answered requests show their answer as a label, never as a button; a blank exam reads 'Not provided'.
  expect(screen.getByText('Denied Mar 1, 2026 — Hired elsewhere')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Denied/ })).not.toBeInTheDocument();
  expect(screen.getAllByText('Not provided').length).toBeGreaterThan(0);
});

it('ignores a filter in the URL the server would refuse (a hand-edited link lists every request)', async () => {
  const asked = serveRequests([req(1, 'pending')]);
  renderWithProviders(<RequestsPage />, { route: '/admin/requests?status=maybe&school=42', path: '/admin/requests' });
  expect(await screen.findByText('Showing 1–1 of 1')).toBeInTheDocument();
  expect(Object.fromEntries(asked.at(-1)!)).toEqual({ limit: '50', offset: '0' });
});

it('asks before approving, naming what the school will see, and sends nothing on Cancel', async () => {
  const sent: Record<string, unknown>[] = [];
  const stored = [req(1, 'pending')];
  serveRequests(stored);
  server.use(
    http.put('/api/requests/:id', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push(body);
      stored[0] = req(1, 'approved');
      return HttpResponse.json(stored[0]);
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

it('offers Undo after an answer: the request is pending again, and a refused undo says why', async () => {
  const undone: unknown[] = [];
  const stored = [req(1, 'pending')];
  serveRequests(stored);
  let refuse = false;
  server.use(
    http.put('/api/requests/:id', () => {
      stored[0] = req(1, 'approved');
      return HttpResponse.json(stored[0]);
    }),
    http.post('/api/requests/:id/undo', async ({ request }) => {
      undone.push(await request.json());
      if (refuse) return HttpResponse.json({ message: UNDO_MESSAGES.undoTooLate }, { status: 409 });
      stored[0] = req(1, 'pending');
      return HttpResponse.json(stored[0]);
    }),
  );
  const { user } = renderWithProviders(<RequestsPage />, { route: '/admin/requests', path: '/admin/requests' });
  const approve = async () => {
    await user.click(await screen.findByRole('button', { name: 'Approve request from Austin High 1 for Ann Kim1' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve and release details' }));
    const toast = (await screen.findByText('Request approved')).closest<HTMLElement>('[role="status"]')!;
    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
  };
  await approve();
  expect(await screen.findByText(UNDO_MESSAGES.requestAnswerUndone)).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Approve request from Austin High 1 for Ann Kim1' })).toBeInTheDocument();
  expect(undone).toEqual([{ status: 'approved' }]);

  refuse = true;
  await approve();
  expect(await screen.findByText(UNDO_MESSAGES.undoTooLate)).toBeInTheDocument();
  expect(undone).toHaveLength(2);
});

it('shows on the request that the teacher hid from the school, and Approve says why it is refused instead of releasing', async () => {
  let answered = false;
  serveRequests([{ ...req(1, 'pending'), unavailable: 'Hidden from this school' }, req(2, 'pending')]);
  server.use(
    http.put('/api/requests/:id', () => {
      answered = true;
      return HttpResponse.json({ message: 'Hidden from this school' }, { status: 409 });
    }),
  );
  const { user } = renderWithProviders(<RequestsPage />, { route: '/admin/requests', path: '/admin/requests' });
  const table = await screen.findByRole('table', { name: 'Requests' });
  const hidden = within(table).getByText('Ann Kim1').closest('tr')!;
  expect(within(hidden).getByText('Hidden from this school')).toBeInTheDocument();
  expect(within(within(table).getByText('Ann Kim2').closest('tr')!).queryByText('Hidden from this school')).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Approve request from Austin High 1 for Ann Kim1' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Approve is refused: Hidden from this school.');
  expect(within(dialog).queryByRole('button', { name: 'Approve and release details' })).toBeNull();
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(answered).toBe(false);
  // Deny stays possible.
  expect(screen.getByRole('button', { name: 'Deny request from Austin High 1 for Ann Kim1' })).toBeEnabled();
});
