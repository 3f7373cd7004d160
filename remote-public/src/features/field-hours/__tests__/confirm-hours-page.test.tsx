import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { EVIDENCE_MESSAGES, type FieldHourConfirmView } from 'shared-domain';
import { ConfirmHoursPage } from '../confirm-hours-page';
import { renderWithProviders, setupMsw } from '../../../test/harness';

const server = setupMsw();
const TOKEN = 'a-one-time-token-of-enough-length';
const VISIT: FieldHourConfirmView = {
  teacherName: 'Ana Lopez',
  date: '2026-11-20',
  hours: 3,
  campus: 'Travis High',
  activity: 'Algebra lesson; she led the warm-up',
  observedName: 'Rita Gomez',
  expiresAt: '2026-12-04T15:00:00.000Z',
};
const render = (route = `/field-hours/confirm#token=${TOKEN}`) => renderWithProviders(<ConfirmHoursPage />, { route });

it('shows the visit, asks before answering, sends the answer with the comment and shows the done state', async () => {
  const user = userEvent.setup();
  const posted: unknown[] = [];
  const asked: (string | null)[] = [];
  server.use(
    http.get('/api/field-hours/confirm', ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('token'));
      expect(request.headers.get('authorization')).toBeNull();
      return HttpResponse.json(VISIT);
    }),
    http.post('/api/field-hours/confirm', async ({ request }) => {
      posted.push(await request.json());
      return HttpResponse.json({ confirmation: 'confirmed', message: EVIDENCE_MESSAGES.confirmed });
    }),
  );
  render();
  expect(await screen.findByRole('heading', { name: 'Confirm field-based experience hours', level: 1 })).toBeInTheDocument();
  const dl = (await screen.findByRole('heading', { name: 'The visit' })).nextElementSibling as HTMLElement;
  for (const text of ['Ana Lopez', 'Nov 20, 2026', '3', 'Travis High', 'Algebra lesson; she led the warm-up'])
    expect(within(dl).getByText(text)).toBeInTheDocument();
  expect(asked).toEqual([TOKEN]);

  await user.type(screen.getByLabelText(/Comment/), '  She led the warm-up well ');
  await user.click(screen.getByRole('button', { name: 'Confirm these hours' }));
  expect(screen.getByText(/Confirm 3 hours for Ana Lopez on Nov 20, 2026\? This link works once/)).toBeInTheDocument();
  expect(posted).toEqual([]);
  await user.click(screen.getByRole('button', { name: 'Yes, confirm' }));
  expect(await screen.findByRole('status')).toHaveTextContent(EVIDENCE_MESSAGES.confirmed);
  expect(posted).toEqual([{ token: TOKEN, decision: 'confirm', comment: 'She led the warm-up well' }]);
  expect(screen.queryByRole('button', { name: /Confirm|Decline/ })).not.toBeInTheDocument();
});

it('Decline can be taken back before it is sent; declined, the page says the program is told', async () => {
  const user = userEvent.setup();
  const posted: unknown[] = [];
  server.use(
    http.get('/api/field-hours/confirm', () => HttpResponse.json(VISIT)),
    http.post('/api/field-hours/confirm', async ({ request }) => {
      posted.push(await request.json());
      return HttpResponse.json({ confirmation: 'declined', message: EVIDENCE_MESSAGES.declined });
    }),
  );
  render();
  await user.click(await screen.findByRole('button', { name: 'Decline' }));
  await user.click(screen.getByRole('button', { name: 'Go back' }));
  expect(screen.getByRole('button', { name: 'Confirm these hours' })).toBeInTheDocument();
  await user.type(screen.getByLabelText(/Comment/), 'I was not there that day');
  await user.click(screen.getByRole('button', { name: 'Decline' }));
  await user.click(screen.getByRole('button', { name: 'Yes, decline' }));
  expect(await screen.findByRole('status')).toHaveTextContent(EVIDENCE_MESSAGES.declined);
  expect(posted).toEqual([{ token: TOKEN, decision: 'decline', comment: 'I was not there that day' }]);
});

it('a used or expired link says so plainly, and so does a link without a token', async () => {
  server.use(http.get('/api/field-hours/confirm', () => HttpResponse.json({ message: EVIDENCE_MESSAGES.linkInvalid }, { status: 404 })));
  const { unmount } = render();
  expect(await screen.findByText(EVIDENCE_MESSAGES.linkInvalid)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Confirm these hours' })).not.toBeInTheDocument();
  unmount();
  render('/field-hours/confirm');
  expect(await screen.findByText(EVIDENCE_MESSAGES.linkInvalid)).toBeInTheDocument();
});

it('a link used in another tab meanwhile: the answer is refused with the same plain message', async () => {
  const user = userEvent.setup();
  server.use(
    http.get('/api/field-hours/confirm', () => HttpResponse.json(VISIT)),
    http.post('/api/field-hours/confirm', () => HttpResponse.json({ message: EVIDENCE_MESSAGES.linkInvalid }, { status: 404 })),
  );
  render();
  await user.click(await screen.findByRole('button', { name: 'Confirm these hours' }));
  await user.click(screen.getByRole('button', { name: 'Yes, confirm' }));
  expect(await screen.findByText(EVIDENCE_MESSAGES.linkInvalid)).toBeInTheDocument();
});
