import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MESSAGES } from 'shared-domain';
import {
  AVAILABLE,
  makeRequest,
  makeSchool,
  makeAvailable,
  renderSchoolArea,
  SCHOOL_ID,
  setupMsw,
  TEACHER_IDS,
} from '../../../test/harness';

const server = setupMsw();

function serve(teachers = AVAILABLE) {
  server.use(
    http.get(`/api/schools/${SCHOOL_ID}`, () => HttpResponse.json(makeSchool())),
    http.get('/api/teachers/available', () => HttpResponse.json(teachers)),
  );
}

const card = (name: string) => screen.getByRole('listitem', { name });

test('Request Information asks first (Cancel sends nothing), then sends teacherId and schoolId and shows Pending as a label', async () => {
  const user = userEvent.setup();
  serve();
  let body: unknown;
  server.use(
    http.post('/api/requests/create', async ({ request }) => {
      body = await request.json();
      return HttpResponse.json(makeRequest(), { status: 201 });
    }),
  );
  renderSchoolArea('/school/teachers');
  const maria = await screen.findByRole('listitem', { name: 'Maria Lopez' });
  await user.click(within(maria).getByRole('button', { name: 'Request Information' }));
  const ask = screen.getByRole('dialog', { name: 'Request information about Maria Lopez?' });
  await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
  expect(body).toBeUndefined();
  await user.click(within(maria).getByRole('button', { name: 'Request Information' }));
  await user.click(screen.getByRole('button', { name: 'Send request' }));
  expect(await within(card('Maria Lopez')).findByText('Pending')).toBeInTheDocument();
  expect(within(card('Maria Lopez')).queryByRole('button', { name: /Request/ })).not.toBeInTheDocument();
  expect(body).toEqual({ teacherId: TEACHER_IDS.maria, schoolId: SCHOOL_ID });
  expect(screen.getByText('Information requested about Maria Lopez')).toBeInTheDocument();
  // The other teachers are untouched.
  expect(within(card('James Carter')).getByRole('button', { name: 'Request Information' })).toBeEnabled();
});

test('a duplicate request (409) is refused clearly', async () => {
  const user = userEvent.setup();
  serve();
  server.use(http.post('/api/requests/create', () => HttpResponse.json({ message: MESSAGES.duplicateRequest }, { status: 409 })));
  renderSchoolArea('/school/teachers');
  const maria = await screen.findByRole('listitem', { name: 'Maria Lopez' });
  await user.click(within(maria).getByRole('button', { name: 'Request Information' }));
  await user.click(screen.getByRole('button', { name: 'Send request' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.duplicateRequest);
  expect(within(card('Maria Lopez')).getByText(MESSAGES.duplicateRequest)).toBeInTheDocument();
});

test('any other failure is shown too', async () => {
  const user = userEvent.setup();
  serve();
  server.use(http.post('/api/requests/create', () => HttpResponse.json({ message: MESSAGES.schoolAwaitingApproval }, { status: 403 })));
  renderSchoolArea('/school/teachers');
  const james = await screen.findByRole('listitem', { name: 'James Carter' });
  await user.click(within(james).getByRole('button', { name: 'Request Information' }));
  await user.click(screen.getByRole('button', { name: 'Send request' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.schoolAwaitingApproval);
});

test('each request state shows as a label, not a button; after Denied a separate Request again asks first and sends', async () => {
  serve([
    makeAvailable({ request: { _id: 'r1', status: 'pending', createdAt: '2026-01-10', responseDate: null } }),
    makeAvailable({
      _id: TEACHER_IDS.james,
      name: { first: 'James', last: 'Carter' },
      request: { _id: 'r2', status: 'approved', createdAt: '2026-01-10', responseDate: '2026-01-11' },
    }),
    makeAvailable({
      _id: TEACHER_IDS.ana,
      name: { first: 'Ana', last: 'Diaz' },
      request: { _id: 'r3', status: 'denied', createdAt: '2026-01-10', responseDate: '2026-01-11' },
    }),
  ]);
  renderSchoolArea('/school/teachers');
  await screen.findByRole('listitem', { name: 'Maria Lopez' });
  expect(within(card('Maria Lopez')).getByText('Pending')).toBeInTheDocument();
  expect(within(card('James Carter')).getByText('Approved')).toBeInTheDocument();
  expect(within(card('Ana Diaz')).getByText('Denied')).toBeInTheDocument();
  // No state is a button.
  for (const name of ['Pending', 'Approved', 'Denied']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  expect(within(card('Maria Lopez')).queryAllByRole('button')).toHaveLength(0);
  const again = within(card('Ana Diaz')).getByRole('button', { name: 'Request again' });
  expect(again).toHaveAccessibleDescription('Your request was denied. You may request again.');
  await userEvent.setup().click(again);
  expect(screen.getByRole('dialog', { name: 'Request information about Ana Diaz?' })).toBeInTheDocument();
});
