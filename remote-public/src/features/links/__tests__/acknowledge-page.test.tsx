import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SIGNATURE_MESSAGES, type MentorLinkView } from 'shared-domain';
import { AcknowledgePage } from '../acknowledge-page';
import { renderWithProviders, setupMsw } from '../../../test/harness';

const server = setupMsw();
const TOKEN = 'a-one-time-token-of-enough-length';
const VIEW: MentorLinkView = {
  purpose: 'observation-feedback',
  teacherName: 'Ana Lopez',
  mentorName: 'Rita Gomez',
  programName: 'Texas Teacher Program',
  date: '2026-11-20',
  sections: [
    { label: 'Date', text: 'Nov 20, 2026' },
    { label: 'Written feedback', text: 'Strong questioning' },
  ],
  statement: 'I, the mentor of Ana Lopez, have received and read the written feedback.',
  expiresAt: '2026-12-04T15:00:00.000Z',
};
const render = () => renderWithProviders(<AcknowledgePage />, { route: `/links/acknowledge#token=${TOKEN}` });

it('shows the feedback, asks for the typed name and the ticked statement, then signs with the token in the body', async () => {
  const user = userEvent.setup();
  const posted: unknown[] = [];
  server.use(
    http.post('/api/links/view', async ({ request }) => {
      expect(request.headers.get('authorization')).toBeNull();
      expect(await request.json()).toEqual({ token: TOKEN });
      return HttpResponse.json(VIEW);
    }),
    http.post('/api/links/acknowledge', async ({ request }) => {
      posted.push(await request.json());
      return HttpResponse.json({
        id: 'x',
        teacherId: 't',
        purpose: 'observation-feedback',
        observationId: 'o',
        signerRole: 'mentor',
        signerName: 'Rita Gomez',
        signerEmail: 'rita@example.org',
        textSha256: 'a'.repeat(64),
        ip: '127.0.0.1',
        signedAt: '2026-11-21T15:00:00.000Z',
      });
    }),
  );
  render();
  const dl = (await screen.findByRole('heading', { name: 'The feedback' })).nextElementSibling as HTMLElement;
  expect(within(dl).getByText('Strong questioning')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Sign and acknowledge' }));
  expect(screen.getByText(SIGNATURE_MESSAGES.nameRequired)).toBeInTheDocument();
  expect(screen.getByText(SIGNATURE_MESSAGES.agreeRequired)).toBeInTheDocument();
  expect(posted).toEqual([]);

  await user.click(screen.getByLabelText(VIEW.statement));
  await user.type(screen.getByLabelText(/Your full name/), ' Rita Gomez ');
  await user.click(screen.getByRole('button', { name: 'Sign and acknowledge' }));
  expect(await screen.findByRole('status')).toHaveTextContent(SIGNATURE_MESSAGES.acknowledged);
  expect(posted).toEqual([{ token: TOKEN, name: 'Rita Gomez', agree: true }]);
});

it('a used link says so, with nothing of the feedback', async () => {
  server.use(http.post('/api/links/view', () => HttpResponse.json({ message: SIGNATURE_MESSAGES.linkUsed }, { status: 410 })));
  render();
  expect(await screen.findByText(SIGNATURE_MESSAGES.linkUsed)).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'The feedback' })).not.toBeInTheDocument();
});
