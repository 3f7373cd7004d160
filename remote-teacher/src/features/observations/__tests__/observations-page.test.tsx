import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPath, makeObservation, renderArea, setupMsw } from '../../../test/harness';

const server = setupMsw();

test("each observation's feedback; 'Acknowledge' asks first, sends the optional reply and shows the receipt", async () => {
  let observation = makeObservation();
  const bodies: unknown[] = [];
  server.use(
    http.get(apiPath('me/observations'), () => HttpResponse.json({ observations: [observation], compliance: null })),
    http.post(apiPath(`me/observations/${observation._id}/acknowledge`), async ({ request }) => {
      const body = (await request.json()) as { reply: string };
      bodies.push(body);
      observation = { ...observation, acknowledgedAt: '2026-09-20T15:00:00.000Z', reply: body.reply };
      return HttpResponse.json({ success: true, message: 'Acknowledged', observation });
    }),
  );
  const { user } = renderArea('/teacher/observations');
  const card = await screen.findByRole('region', { name: 'Formal observation, Sep 10, 2026' });
  expect(within(card).getByText('Clear objectives; work on wait time.')).toBeInTheDocument();
  expect(within(card).getByText('Sam Rivera')).toBeInTheDocument();

  await user.click(within(card).getByRole('button', { name: 'Acknowledge observation of Sep 10, 2026' }));
  expect(bodies).toHaveLength(0);
  expect(within(card).getByText(/does not mean you agree/)).toBeInTheDocument();
  await user.type(within(card).getByLabelText('Reply (optional)'), 'Thank you, will do.');
  await user.click(within(card).getByRole('button', { name: 'Confirm acknowledgement' }));

  expect(await within(card).findByText('Acknowledged on Sep 20, 2026')).toBeInTheDocument();
  expect(bodies).toEqual([{ reply: 'Thank you, will do.' }]);
  expect(within(card).getByText('Thank you, will do.')).toBeInTheDocument();
  expect(within(card).queryByRole('button', { name: /Acknowledge/ })).toBeNull();
});

test('Cancel leaves the observation unacknowledged', async () => {
  server.use(http.get(apiPath('me/observations'), () => HttpResponse.json({ observations: [makeObservation()], compliance: null })));
  const { user } = renderArea('/teacher/observations');
  await user.click(await screen.findByRole('button', { name: /Acknowledge observation/ }));
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.getByRole('button', { name: /Acknowledge observation/ })).toBeInTheDocument();
});

test("the feedback e-mail's link (/teacher/observations/:id) opens the page with that observation in view and focused", async () => {
  const older = makeObservation({ _id: 'obs-older', date: '2026-08-01' });
  const linked = makeObservation({ _id: 'obs-linked', date: '2026-09-10' });
  server.use(http.get(apiPath('me/observations'), () => HttpResponse.json({ observations: [older, linked], compliance: null })));
  renderArea('/teacher/observations/obs-linked');
  const card = await screen.findByRole('region', { name: 'Formal observation, Sep 10, 2026' });
  await waitFor(() => expect(card.parentElement).toHaveFocus());
  expect(card.parentElement).toHaveAttribute('aria-current', 'true');
  expect(screen.getByRole('region', { name: 'Formal observation, Aug 1, 2026' }).parentElement).not.toHaveAttribute('aria-current');
  expect(screen.queryByText(/not on your record any more/)).toBeNull();
});

test('a link to an observation no longer on the record says so and lists the others', async () => {
  server.use(http.get(apiPath('me/observations'), () => HttpResponse.json({ observations: [makeObservation()], compliance: null })));
  renderArea('/teacher/observations/obs-gone');
  expect(await screen.findByText('That observation is not on your record any more. Here are all of yours.')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Formal observation, Sep 10, 2026' })).toBeInTheDocument();
});

test('a refused reply shows in the summary at the top of the form and at the reply, once each; a refusal naming no field once', async () => {
  const observation = makeObservation();
  let calls = 0;
  server.use(
    http.get(apiPath('me/observations'), () => HttpResponse.json({ observations: [observation], compliance: null })),
    http.post(apiPath(`me/observations/${observation._id}/acknowledge`), () =>
      ++calls === 1
        ? HttpResponse.json(
            { message: 'reply: Reply must be at most 2000 characters', fieldErrors: { reply: 'Reply must be at most 2000 characters' } },
            { status: 400 },
          )
        : HttpResponse.json({ message: 'This observation was already acknowledged' }, { status: 409 }),
    ),
  );
  const { user } = renderArea('/teacher/observations');
  const card = await screen.findByRole('region', { name: 'Formal observation, Sep 10, 2026' });
  await user.click(within(card).getByRole('button', { name: /Acknowledge observation/ }));
  const form = within(card).getByRole('form', { name: /Acknowledge the observation/ });
  await user.type(within(form).getByLabelText('Reply (optional)'), 'Thanks');
  await user.click(within(form).getByRole('button', { name: 'Confirm acknowledgement' }));
  const summary = await within(form).findByRole('alert', { name: 'There is a problem' });
  expect(summary).toHaveFocus();
  expect(within(summary).getByRole('link')).toHaveTextContent('Reply must be at most 2000 characters');
  expect(form).not.toHaveTextContent('reply:');
  expect(within(form).getAllByText('Reply must be at most 2000 characters')).toHaveLength(2);
  await user.click(within(summary).getByRole('link'));
  expect(within(form).getByLabelText('Reply (optional)')).toHaveFocus();

  await user.click(within(form).getByRole('button', { name: 'Confirm acknowledgement' }));
  await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent('This observation was already acknowledged'));
  expect(within(form).getAllByRole('alert')).toHaveLength(1);
  expect(within(form).getByLabelText('Reply (optional)')).not.toHaveAttribute('aria-invalid');
});

test('a T-TESS observation reads its written feedback section by section, and the growth shows each dimension across the year', async () => {
  const form = (level: 'Developing' | 'Proficient', evidence: string) => ({
    startTime: '08:00',
    endTime: '08:50',
    preConference: { date: '', time: '', mode: 'in person' as const },
    postConference: { date: '', time: '', mode: 'virtual' as const },
    ratings: [{ dimension: '2.3' as const, level, evidence }],
    strengths: '',
    areasToGrow: '',
  });
  const latest = makeObservation({
    _id: '66666666-6666-4666-8666-666666666667',
    date: '2026-11-10',
    feedback: '',
    sections: [
      { label: '2.3 Communication', text: 'Proficient. Clear directions' },
      { label: 'Areas to grow', text: 'Wait time' },
    ],
    ttess: form('Proficient', 'Clear directions'),
  });
  const first = makeObservation({
    date: '2026-09-10',
    ttess: form('Developing', 'Directions repeated'),
    acknowledgedAt: '2026-09-12T10:00:00.000Z',
  });
  server.use(http.get(apiPath('me/observations'), () => HttpResponse.json({ observations: [latest, first], compliance: null })));
  const { user } = renderArea('/teacher/observations');
  const card = await screen.findByRole('region', { name: 'Formal observation, Nov 10, 2026' });
  expect(within(card).getByRole('heading', { name: 'Areas to grow' })).toBeInTheDocument();
  expect(within(card).getByText('Proficient. Clear directions')).toBeInTheDocument();
  const growth = screen.getByRole('region', { name: 'Growth on T-TESS' });
  const row = within(growth).getByRole('row', { name: /2\.3 Communication/ });
  expect(
    within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['Developing', 'Proficient']);
  // The receipt stays as it is: the latest observation is acknowledged on the same card.
  await user.click(within(card).getByRole('button', { name: 'Acknowledge observation of Nov 10, 2026' }));
  expect(within(card).getByRole('button', { name: 'Confirm acknowledgement' })).toBeInTheDocument();
});
