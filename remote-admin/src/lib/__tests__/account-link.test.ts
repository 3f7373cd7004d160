import { http, HttpResponse } from 'msw';
import { setupMsw } from 'shared-auth/testing';
import { sendAccountLink } from '../account-link';

const server = setupMsw();

it("posts the account and returns the server's answer", async () => {
  let sent: unknown;
  server.use(
    http.post('/api/accounts/reset-link', async ({ request }) => {
      sent = await request.json();
      return HttpResponse.json({ success: true, message: 'A password reset link was sent to s@example.org' });
    }),
  );
  await expect(sendAccountLink('supervisor', 'abc')).resolves.toEqual({
    text: 'A password reset link was sent to s@example.org',
    failed: false,
  });
  expect(sent).toEqual({ kind: 'supervisor', id: 'abc' });
});

it("says why it failed: the server's message, else a plain text", async () => {
  server.use(http.post('/api/accounts/reset-link', () => HttpResponse.json({ message: 'Supervisor not found' }, { status: 404 })));
  await expect(sendAccountLink('supervisor', 'abc')).resolves.toEqual({ text: 'Supervisor not found', failed: true });
  server.use(http.post('/api/accounts/reset-link', () => new HttpResponse(null, { status: 500 })));
  await expect(sendAccountLink('school', 'abc')).resolves.toEqual({ text: 'The link could not be sent', failed: true });
});
