import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MESSAGES } from 'shared-domain';
import { TwoFactorCard } from '../two-factor-card';
import { renderWithProviders, setupMsw } from '../../test/harness';

const server = setupMsw();
const CODES = Array.from({ length: 10 }, (_, i) => `abcde-${String(i).padStart(5, '0')}`);

it('sets up two-factor: QR code and key, a code to confirm, then the 10 recovery codes once', async () => {
  const user = userEvent.setup();
  let enabled = false;
  let confirmedWith: unknown;
  server.use(
    http.get('/api/auth/two-factor', () => HttpResponse.json({ enabled, recoveryCodesLeft: enabled ? 10 : 0, required: false })),
    http.post('/api/auth/two-factor/setup', () =>
      HttpResponse.json({
        secret: 'JBSWY3DPEHPK3PXP',
        uri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP',
        qrCode: 'data:image/png;base64,AAAA',
      }),
    ),
    http.post('/api/auth/two-factor/enable', async ({ request }) => {
      confirmedWith = await request.json();
      if ((confirmedWith as { code: string }).code !== '123456')
        return HttpResponse.json(
          { message: `code: ${MESSAGES.twoFactorCodeInvalid}`, fieldErrors: { code: MESSAGES.twoFactorCodeInvalid } },
          { status: 400 },
        );
      enabled = true;
      return HttpResponse.json({ success: true, message: MESSAGES.twoFactorEnabled, recoveryCodes: CODES });
    }),
  );
  renderWithProviders(<TwoFactorCard />, { user: 'admin' });
  await user.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }));
  expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute(
    'src',
    'data:image/png;base64,AAAA',
  );
  expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();

  await user.type(screen.getByLabelText(/6-digit code from your app/), '000000');
  await user.click(screen.getByRole('button', { name: 'Turn on two-factor' }));
  expect(await screen.findByText(MESSAGES.twoFactorCodeInvalid)).toBeInTheDocument();

  await user.clear(screen.getByLabelText(/6-digit code from your app/));
  await user.type(screen.getByLabelText(/6-digit code from your app/), '123456');
  await user.click(screen.getByRole('button', { name: 'Turn on two-factor' }));
  const list = await screen.findByRole('list', { name: 'Recovery codes' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(CODES);
  expect(confirmedWith).toEqual({ code: '123456' });

  await user.click(screen.getByRole('button', { name: 'I have saved my recovery codes' }));
  expect(await screen.findByText(/Recovery codes left: 10/)).toBeInTheDocument();
  // Shown once: gone from the page.
  expect(screen.queryByText(CODES[0])).not.toBeInTheDocument();
});

it('turning off asks for a code; an admin the settings require it of is told so', async () => {
  const user = userEvent.setup();
  let enabled = true;
  server.use(
    http.get('/api/auth/two-factor', () => HttpResponse.json({ enabled, recoveryCodesLeft: 7, required: !enabled })),
    http.post('/api/auth/two-factor/disable', () => {
      enabled = false;
      return HttpResponse.json({ success: true, message: MESSAGES.twoFactorDisabled });
    }),
  );
  renderWithProviders(<TwoFactorCard />, { user: 'admin' });
  expect(await screen.findByText(/Recovery codes left: 7/)).toBeInTheDocument();
  await user.type(screen.getByLabelText(/Code from your app, or a recovery code/), '654321');
  await user.click(screen.getByRole('button', { name: 'Turn off two-factor' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.twoFactorRequired);
  expect(screen.getByRole('button', { name: 'Set up two-factor sign-in' })).toBeInTheDocument();
});
