import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { SignatureLinkSent, SignatureWithText } from 'shared-domain';
import { apiPath, makeTeacher, renderWithProviders, setupMsw } from '../../../test/harness';
import { SignaturesSection } from '../signatures-section';
import { SendToMentor } from '../send-to-mentor';

const server = setupMsw();
const base = makeTeacher();
const teacher = {
  ...base,
  name: { first: 'Ana', last: 'Lopez' },
  mentor: { ...base.mentor, name: 'Rita Gomez', email: 'rita@example.org' },
  placement: { ...base.placement, principal: { name: 'Laura Chen', email: 'laura@example.org' } },
};
const id = teacher._id;
const SIG_ID = '44444444-4444-4444-8444-444444444444';
const HASH = 'c'.repeat(64);
const signature: SignatureWithText = {
  id: SIG_ID,
  teacherId: id,
  purpose: 'intern-mentor-attestation',
  observationId: null,
  signerRole: 'principal',
  signerName: 'Laura Chen',
  signerEmail: 'laura@example.org',
  textSha256: HASH,
  ip: '203.0.113.7',
  signedAt: '2026-11-21T15:00:00.000Z',
  textVersion: 'intern-mentor-attestation/2026-1',
  documentId: 'd',
  signedText: 'Intern Mentor Attestation Form',
  verified: true,
};

function serve(links: SignatureLinkSent[], list: SignatureWithText[] = [signature]) {
  const posted: string[] = [];
  server.use(
    http.get(apiPath(`teachers/${id}/signatures`), () => HttpResponse.json(list)),
    http.get(apiPath(`teachers/${id}/signature-links`), () => HttpResponse.json(links)),
    http.get(apiPath(`teachers/${id}/signatures/${SIG_ID}/check`), () =>
      HttpResponse.json({ textSha256: HASH, recomputed: HASH, matches: true }),
    ),
    http.post(apiPath(`teachers/${id}/signature-links/:form`), ({ params }) => {
      posted.push(`form:${String(params.form)}`);
      return HttpResponse.json({ to: 'laura@example.org', expiresAt: '2026-12-05T15:00:00.000Z' }, { status: 201 });
    }),
    http.post(apiPath(`teachers/${id}/supervisions/:obs/mentor-link`), ({ params }) => {
      posted.push(`observation:${String(params.obs)}`);
      return HttpResponse.json({ to: 'rita@example.org', expiresAt: '2026-12-05T15:00:00.000Z' }, { status: 201 });
    }),
  );
  return posted;
}

it('lists each signature (what, who, when, hash) and checks it again on demand', async () => {
  const user = userEvent.setup();
  serve([]);
  renderWithProviders(<SignaturesSection record={teacher} />);
  const card = (await screen.findByRole('heading', { name: /Intern Mentor Attestation Form\s*Hash matches/ })).closest('li')!;
  expect(within(card).getByText('Laura Chen (principal, laura@example.org)')).toBeInTheDocument();
  expect(within(card).getByText(/from 203\.0\.113\.7/)).toBeInTheDocument();
  // On a phone the hash wraps inside its letters: its title shows it whole (e2e/lib/words.mjs's rule for ids).
  expect(within(card).getByText(HASH)).toHaveAttribute('title', HASH);
  await user.click(within(card).getByRole('button', { name: /Check the signature/ }));
  expect(await within(card).findByText(/matches: the text kept is the text signed/)).toBeInTheDocument();
});

it('asks before sending the attestation link to the principal, then says when it was sent', async () => {
  const user = userEvent.setup();
  const posted = serve([]);
  renderWithProviders(<SignaturesSection record={teacher} />);
  await user.click(await screen.findByRole('button', { name: 'Send the attestation to the principal' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Laura Chen (laura@example.org)');
  expect(dialog).toHaveTextContent('This cannot be undone.');
  expect(posted).toEqual([]);
  const sent = serve([
    {
      purpose: 'intern-mentor-attestation',
      observationId: null,
      signerRole: 'principal',
      signerEmail: 'laura@example.org',
      sentAt: '2026-11-21T15:00:00.000Z',
      expiresAt: '2099-12-05T15:00:00.000Z',
      usedAt: null,
      declinedAt: null,
      declineReason: null,
    },
  ]);
  await user.click(within(dialog).getByRole('button', { name: 'Send the link' }));
  expect(await screen.findByText('Link sent to laura@example.org')).toBeInTheDocument();
  expect(await screen.findByText(/: Sent to laura@example\.org on .*; works until/)).toBeInTheDocument();
  expect(sent).toEqual(['form:intern-mentor-attestation']);
});

it("an observation's Send to mentor asks first, sends the link, and shows when it was sent", async () => {
  const user = userEvent.setup();
  serve([]);
  const observation = { _id: 'obs-1', date: '2026-11-10', kind: 'formal' as const, comment: 'Clear routines', mentorAcknowledgedAt: null };
  renderWithProviders(<SendToMentor teacher={teacher} observation={observation} />);
  await user.click(await screen.findByRole('button', { name: /^Send to mentor: the observation of / }));
  const posted = serve([
    {
      purpose: 'observation-feedback',
      observationId: 'obs-1',
      signerRole: 'mentor',
      signerEmail: 'rita@example.org',
      sentAt: '2026-11-21T15:00:00.000Z',
      expiresAt: '2099-12-05T15:00:00.000Z',
      usedAt: null,
      declinedAt: null,
      declineReason: null,
    },
  ]);
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send the link' }));
  expect(await screen.findByText(/^Sent to mentor /)).toBeInTheDocument();
  expect(posted).toEqual(['observation:obs-1']);
  expect(screen.getByRole('button', { name: /^Send to mentor again: the observation of / })).toHaveTextContent('Send to mentor again');
});

it.each([
  ['informal', 'Clear routines'],
  ['formal', '  '],
] as const)('a %s observation with feedback %j has nothing to send', (kind, comment) => {
  serve([]);
  renderWithProviders(
    <SendToMentor teacher={teacher} observation={{ _id: 'o', date: '2026-11-10', kind, comment, mentorAcknowledgedAt: null }} />,
  );
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

it('says when the principal declined to sign, and why, and still offers a new link', async () => {
  serve([
    {
      purpose: 'intern-mentor-attestation',
      observationId: null,
      signerRole: 'principal',
      signerEmail: 'laura@example.org',
      sentAt: '2026-11-21T15:00:00.000Z',
      expiresAt: '2099-12-05T15:00:00.000Z',
      usedAt: '2026-11-22T15:00:00.000Z',
      declinedAt: '2026-11-22T15:00:00.000Z',
      declineReason: 'The mentor named is not on my campus',
    },
  ]);
  renderWithProviders(<SignaturesSection record={teacher} />);
  expect(
    await screen.findByText(
      /: Sent to laura@example\.org on Nov 21, 2026; declined on Nov 22, 2026: “The mentor named is not on my campus”\. Send a new link once it is settled\./,
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Send the attestation to the principal' })).toBeEnabled();
});
