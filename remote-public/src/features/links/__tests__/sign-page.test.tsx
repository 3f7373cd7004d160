import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SIGNATURE_MESSAGES, signatureFormText, type FormLinkView } from 'shared-domain';
import { SignPage } from '../sign-page';
import { renderWithProviders, setupMsw } from '../../../test/harness';

const server = setupMsw();
const TOKEN = 'a-one-time-token-of-enough-length';
const FORM = signatureFormText('intern-mentor-attestation', {
  teacherName: 'Ana Lopez',
  mentorName: 'Rita Gomez',
  principalName: 'Laura Chen',
  campusName: 'Oak Elementary',
  programName: 'Texas Teacher Program',
});
const VIEW: FormLinkView = {
  purpose: 'intern-mentor-attestation',
  title: FORM.title,
  version: FORM.version,
  teacherName: 'Ana Lopez',
  signerName: 'Laura Chen',
  programName: 'Texas Teacher Program',
  paragraphs: FORM.paragraphs,
  statement: FORM.statement,
  expiresAt: '2026-12-04T15:00:00.000Z',
};
const render = () => renderWithProviders(<SignPage />, { route: `/links/sign#token=${TOKEN}` });

it('shows the form filled in with the names, asks for the tick and the typed name, then signs with the token in the body', async () => {
  const user = userEvent.setup();
  const posted: unknown[] = [];
  server.use(
    http.post('/api/links/form', async ({ request }) => {
      expect(request.headers.get('authorization')).toBeNull();
      expect(await request.json()).toEqual({ token: TOKEN });
      return HttpResponse.json(VIEW);
    }),
    http.post('/api/links/sign', async ({ request }) => {
      posted.push(await request.json());
      return HttpResponse.json({
        id: 'x',
        teacherId: 't',
        purpose: 'intern-mentor-attestation',
        observationId: null,
        signerRole: 'principal',
        signerName: 'Laura Chen',
        signerEmail: 'laura@example.org',
        textSha256: 'b'.repeat(64),
        ip: '127.0.0.1',
        signedAt: '2026-11-21T15:00:00.000Z',
        textVersion: FORM.version,
        documentId: 'd',
      });
    }),
  );
  render();
  expect(await screen.findByRole('heading', { name: 'Intern Mentor Attestation Form' })).toBeInTheDocument();
  expect(screen.getByText(`Version ${FORM.version}`)).toBeInTheDocument();
  expect(screen.getByText(/Rita Gomez is assigned as the mentor of the intern Ana Lopez/)).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Sign' }));
  expect(screen.getByText(SIGNATURE_MESSAGES.nameRequired)).toBeInTheDocument();
  expect(screen.getByText(SIGNATURE_MESSAGES.agreeRequired)).toBeInTheDocument();
  expect(posted).toEqual([]);

  await user.click(screen.getByLabelText(FORM.statement));
  await user.type(screen.getByLabelText(/Your full name/), 'Laura Chen');
  await user.click(screen.getByRole('button', { name: 'Sign' }));
  expect(await screen.findByRole('status')).toHaveTextContent(SIGNATURE_MESSAGES.signed);
  expect(screen.getByRole('status')).toHaveTextContent('b'.repeat(64));
  expect(screen.getByText('b'.repeat(64))).toHaveAttribute('title', 'b'.repeat(64));
  expect(posted).toEqual([{ token: TOKEN, name: 'Laura Chen', agree: true }]);
});

it.each([
  [410, SIGNATURE_MESSAGES.linkExpired],
  [410, SIGNATURE_MESSAGES.linkUsed],
  [404, SIGNATURE_MESSAGES.linkUnknown],
])('a link answered %i says so plainly, with nothing of the form', async (status, message) => {
  server.use(http.post('/api/links/form', () => HttpResponse.json({ message }, { status })));
  render();
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Sign' })).not.toBeInTheDocument();
});

it('a signer who will not sign declines and says why instead: asked for the reason, then the form is gone', async () => {
  const user = userEvent.setup();
  const declined: unknown[] = [];
  server.use(
    http.post('/api/links/form', () => HttpResponse.json(VIEW)),
    http.post('/api/links/decline', async ({ request }) => {
      declined.push(await request.json());
      return HttpResponse.json({ declinedAt: '2026-11-21T15:00:00.000Z' });
    }),
  );
  render();
  await user.click(await screen.findByRole('button', { name: 'Decline to sign…' }));
  const reason = screen.getByRole('textbox', { name: /Why you decline/ });
  expect(reason).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Decline to sign' }));
  expect(screen.getByText(SIGNATURE_MESSAGES.declineReasonRequired)).toBeInTheDocument();
  expect(declined).toEqual([]);

  await user.type(reason, '  The mentor named is not on my campus ');
  await user.click(screen.getByRole('button', { name: 'Decline to sign' }));
  expect(await screen.findByRole('status')).toHaveTextContent(SIGNATURE_MESSAGES.declined);
  expect(screen.getByRole('status')).toHaveTextContent('Declined on Nov 21, 2026');
  expect(declined).toEqual([{ token: TOKEN, reason: 'The mentor named is not on my campus' }]);
  expect(screen.queryByRole('button', { name: 'Sign' })).not.toBeInTheDocument();
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
});

it('a declined link opened again says it was declined', async () => {
  server.use(http.post('/api/links/form', () => HttpResponse.json({ message: SIGNATURE_MESSAGES.linkDeclined }, { status: 410 })));
  render();
  expect(await screen.findByText(SIGNATURE_MESSAGES.linkDeclined)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Decline/ })).not.toBeInTheDocument();
});
