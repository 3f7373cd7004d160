import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MESSAGES } from 'shared-domain';
import { makeRequest, renderSchoolArea, SCHOOL_ID, setupMsw, TEACHER_IDS } from '../../../test/harness';

const server = setupMsw();

const serve = (body: Record<string, unknown>, status = 200) =>
  server.use(http.get(`/api/requests/${SCHOOL_ID}`, () => HttpResponse.json(body, { status })));

test('lists the requests with status badges, requested and response dates, and the reason of a denial', async () => {
  serve({
    requests: [
      makeRequest(),
      makeRequest({
        _id: 'r2',
        status: 'approved',
        teacher: { _id: TEACHER_IDS.james, name: { first: 'James', last: 'Carter' }, exam: 'ESL' },
        createdAt: '2026-01-08T10:00:00.000Z',
        responseDate: '2026-01-09T10:00:00.000Z',
      }),
      makeRequest({
        _id: 'r3',
        status: 'denied',
        teacher: { _id: TEACHER_IDS.ana, name: { first: 'Ana', last: 'Diaz' }, exam: '' },
        responseDate: '2026-01-11T10:00:00.000Z',
        reason: 'The teacher accepted another position',
      }),
    ],
  });
  renderSchoolArea('/school/requests');
  expect(screen.getByText(MESSAGES.loading)).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Teacher requests' });
  const row = (name: string) => within(table).getByRole('link', { name }).closest('tr') as HTMLElement;
  expect(within(row('Maria Lopez')).getByText('Pending')).toBeInTheDocument();
  expect(within(row('Maria Lopez')).getByText('Jan 10, 2026')).toBeInTheDocument();
  expect(within(row('Maria Lopez')).getAllByText('—')).toHaveLength(2);
  expect(within(row('James Carter')).getByText('Approved')).toBeInTheDocument();
  expect(within(row('James Carter')).getByText('Jan 9, 2026')).toBeInTheDocument();
  expect(within(row('Ana Diaz')).getByText('Denied')).toBeInTheDocument();
  expect(within(row('Ana Diaz')).getByText('The teacher accepted another position')).toBeInTheDocument();
  expect(within(table).getByRole('link', { name: 'James Carter' })).toHaveAttribute('href', `/school/teachers/${TEACHER_IDS.james}`);
});

test('no requests yet', async () => {
  serve({ requests: [] });
  renderSchoolArea('/school/requests');
  expect(await screen.findByText(/No requests yet/)).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('a failed load shows the spec message', async () => {
  serve({ message: 'Internal error' }, 500);
  renderSchoolArea('/school/requests');
  expect(await screen.findByRole('heading', { name: MESSAGES.errorLoadingData })).toBeInTheDocument();
  expect(screen.getByText('Internal error')).toBeInTheDocument();
});

test('a teacher who withdrew the profile from the school since an approval: "No longer available", no link to the details', async () => {
  serve({
    requests: [
      makeRequest({
        _id: 'r2',
        status: 'approved',
        teacher: { _id: TEACHER_IDS.james, name: { first: 'James', last: 'Carter' }, exam: 'ESL' },
        responseDate: '2026-01-09T10:00:00.000Z',
        unavailable: MESSAGES.noLongerAvailable,
      }),
    ],
  });
  renderSchoolArea('/school/requests');
  const table = await screen.findByRole('table', { name: 'Teacher requests' });
  const row = within(table).getByText('James Carter').closest('tr') as HTMLElement;
  expect(within(row).getByText('No longer available')).toBeInTheDocument();
  expect(within(row).queryByText('Approved')).toBeNull();
  expect(within(table).queryByRole('link', { name: 'James Carter' })).toBeNull();
});
