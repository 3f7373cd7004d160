import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPath, makeTeacher, renderWithProviders, setupMsw } from '../../../test/harness';
import { PortalAccessPanel } from '../portal-access-panel';

const server = setupMsw();
const teacher = { ...makeTeacher(), talentPoolConsent: true };
const portal = (state: 'invited' | 'revoked') => ({
  state,
  email: 'ana@example.org',
  invitedAt: '2026-11-01T12:00:00.000Z',
  acceptedAt: null,
  revokedAt: state === 'revoked' ? '2026-11-02T12:00:00.000Z' : null,
});

test("an admin invites the teacher; 'Revoke access' asks first and only then revokes", async () => {
  const calls: string[] = [];
  server.use(
    http.post(apiPath(`teachers/${teacher._id}/portal-invite`), () => {
      calls.push('invite');
      return HttpResponse.json({ success: true, message: 'Invitation to the portal sent to ana@example.org', portal: portal('invited') });
    }),
    http.delete(apiPath(`teachers/${teacher._id}/portal-invite`), () => {
      calls.push('revoke');
      return HttpResponse.json({ success: true, message: 'Portal access revoked', portal: portal('revoked') });
    }),
  );
  const { user } = renderWithProviders(<PortalAccessPanel role="admin" teacher={teacher} />);
  expect(screen.getByText('Not invited')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Invite to the portal' }));
  expect(await screen.findByText('Invited')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Resend invitation' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Revoke access' }));
  const dialog = screen.getByRole('dialog', { name: 'Revoke portal access?' });
  expect(calls).toEqual(['invite']);
  await user.click(within(dialog).getByRole('button', { name: 'Revoke access' }));
  expect(await screen.findByText('Access revoked')).toBeInTheDocument();
  expect(calls).toEqual(['invite', 'revoke']);
});

test('staff turn a profile off only with a reason; there is no way to turn it on; a supervisor sees no portal buttons', async () => {
  const reasons: unknown[] = [];
  server.use(
    http.post(apiPath(`teachers/${teacher._id}/talent-pool/off`), async ({ request }) => {
      reasons.push(await request.json());
      return HttpResponse.json({ success: true, message: 'The profile was turned off on the talent pool', consent: { on: false } });
    }),
  );
  const { user } = renderWithProviders(<PortalAccessPanel role="supervisor" teacher={teacher} />, { user: 'supervisor' });
  expect(screen.queryByRole('button', { name: /Invite|Revoke/ })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Turn off talent-pool profile' }));
  const dialog = screen.getByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
  // One summary at the top whose link leads to the field; the message there and at the field.
  const summary = await within(dialog).findByRole('alert', { name: 'There is a problem' });
  const needed = 'Give a reason for turning the profile off';
  const reason = within(dialog).getByLabelText(/Reason/);
  expect(within(summary).getByRole('link', { name: needed })).toHaveAttribute('href', `#${reason.id}`);
  expect(within(dialog).getAllByText(needed)).toHaveLength(2);
  await user.click(within(summary).getByRole('link', { name: needed }));
  expect(reason).toHaveFocus();
  expect(reasons).toEqual([]);
  await user.type(within(dialog).getByLabelText(/Reason/), 'Complaint under review');
  await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
  expect(await screen.findByText('Consent off')).toBeInTheDocument();
  expect(reasons).toEqual([{ reason: 'Complaint under review' }]);
  expect(screen.queryByRole('alert', { name: 'There is a problem' })).toBeNull();
  expect(screen.queryByRole('button', { name: /turn.*on/i })).toBeNull();
});

test("a refusal by the server is in the summary once, without a link, and not at the reason's field", async () => {
  server.use(
    http.post(apiPath(`teachers/${teacher._id}/talent-pool/off`), () =>
      HttpResponse.json({ message: 'The profile is already off' }, { status: 409 }),
    ),
  );
  const { user } = renderWithProviders(<PortalAccessPanel role="supervisor" teacher={teacher} />, { user: 'supervisor' });
  await user.click(screen.getByRole('button', { name: 'Turn off talent-pool profile' }));
  const dialog = screen.getByRole('dialog');
  await user.type(within(dialog).getByLabelText(/Reason/), 'Complaint under review');
  await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
  const summary = await within(dialog).findByRole('alert', { name: 'There is a problem' });
  expect(summary).toHaveTextContent('The profile is already off');
  expect(within(summary).queryByRole('link')).toBeNull();
  expect(within(dialog).getAllByText('The profile is already off')).toHaveLength(1);
  expect(within(dialog).getByLabelText(/Reason/)).not.toHaveAttribute('aria-invalid', 'true');
});
