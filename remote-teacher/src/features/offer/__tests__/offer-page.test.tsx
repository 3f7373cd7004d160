import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { DISCLOSURES, type MyOffer } from 'shared-domain';
import { apiPath, renderArea, setupMsw } from '../../../test/harness';

const server = setupMsw();
const offer = (acknowledged: string[] = [], acceptedOn: string | null = null): MyOffer => ({
  stage: acceptedOn ? 'admitted' : 'offered',
  offerSentOn: '2026-12-01',
  admissionEffectiveOn: '2026-12-15',
  acceptedOn,
  disclosures: DISCLOSURES.map((d) => ({
    ...d,
    paragraphs: [...d.paragraphs],
    receipt: acknowledged.includes(d.key)
      ? { disclosure: d.key, version: d.version, acknowledgedBy: 'ana@example.org', acknowledgedAt: '2026-12-02T15:00:00.000Z' }
      : null,
  })),
});

it('acknowledges a disclosure (the receipt shows back), and accepts with the typed name and the tick', async () => {
  const user = userEvent.setup();
  const acknowledged: string[] = [];
  const accepted: unknown[] = [];
  server.use(
    http.get(apiPath('me/offer'), () => HttpResponse.json(offer(acknowledged))),
    http.post(apiPath('me/offer/disclosures/:key'), ({ params }) => {
      acknowledged.push(String(params.key));
      return HttpResponse.json(offer(acknowledged));
    }),
    http.post(apiPath('me/offer/accept'), async ({ request }) => {
      accepted.push(await request.json());
      return HttpResponse.json(offer(acknowledged, '2026-12-02'));
    }),
  );
  renderArea('/teacher/offer');
  expect(await screen.findByText(/offers you admission, effective Dec 15, 2026/)).toBeInTheDocument();
  const first = screen.getByRole('article', { name: DISCLOSURES[0].title });
  await user.click(within(first).getByRole('button', { name: `I have read “${DISCLOSURES[0].title}”` }));
  expect(await within(first).findByText('Acknowledged')).toBeInTheDocument();
  expect(within(first).getByText(/by ana@example.org/)).toBeInTheDocument();
  expect(acknowledged).toEqual([DISCLOSURES[0].key]);

  await user.type(screen.getByLabelText(/Type your full name/), 'Ana Lopez');
  await user.click(screen.getByLabelText(/I accept the offer of admission/));
  await user.click(screen.getByRole('button', { name: 'Accept the offer' }));
  expect(await screen.findByText(/You accepted the offer on Dec 2, 2026/)).toBeInTheDocument();
  expect(accepted).toEqual([{ typedName: 'Ana Lopez', agree: true }]);
});

it("shows the server's refusal naming what is missing", async () => {
  const user = userEvent.setup();
  server.use(
    http.get(apiPath('me/offer'), () => HttpResponse.json(offer())),
    http.post(apiPath('me/offer/accept'), () =>
      HttpResponse.json(
        {
          message: 'The offer cannot be accepted yet',
          fieldErrors: { 'disclosure.complaints': 'Acknowledge "How to file a complaint" first' },
        },
        { status: 400 },
      ),
    ),
  );
  renderArea('/teacher/offer');
  await user.type(await screen.findByLabelText(/Type your full name/), 'Ana Lopez');
  await user.click(screen.getByLabelText(/I accept the offer of admission/));
  await user.click(screen.getByRole('button', { name: 'Accept the offer' }));
  expect(await screen.findByText('Acknowledge "How to file a complaint" first')).toBeInTheDocument();
});
