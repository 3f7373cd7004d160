import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { TEST_IDS, apiPath, makeConsent, makeProfile, renderArea, setupMsw } from '../../../test/harness';

const server = setupMsw();

beforeEach(() => {
  server.use(
    http.get(apiPath('me/profile'), () => HttpResponse.json(makeProfile())),
    http.get(apiPath('me/requests'), () =>
      HttpResponse.json({
        requests: [
          {
            _id: 'r1',
            schoolName: 'Lone Star Elementary',
            districtName: 'Austin ISD',
            status: 'approved',
            createdAt: '2026-10-01T12:00:00.000Z',
            responseDate: '2026-10-03T12:00:00.000Z',
          },
        ],
      }),
    ),
  );
});

test('consent starts off; the teacher reads the text, turns it on, hides a school and a district; the text version is sent', async () => {
  let consent = makeConsent();
  const sent: unknown[] = [];
  server.use(
    http.get(apiPath('me/consent'), () => HttpResponse.json(consent)),
    http.put(apiPath('me/consent'), async ({ request }) => {
      const body = (await request.json()) as { on: boolean; hiddenSchoolIds: string[]; hiddenDistricts: string[] };
      sent.push(body);
      consent = makeConsent({ ...body, version: 1, textVersion: '2026-11-1', changedAt: '2026-11-20T12:00:00.000Z', visible: body.on });
      return HttpResponse.json(consent);
    }),
  );
  const { user } = renderArea('/teacher/profile');
  const form = await screen.findByRole('form', { name: 'Talent pool consent' });
  expect(screen.getByText('Off: not shown')).toBeInTheDocument();
  expect(within(form).getByText('When your profile is on, the program shows your public profile card.')).toBeInTheDocument();
  const on = within(form).getByRole('checkbox', { name: /Show my profile on the talent pool/ });
  expect(on).not.toBeChecked();

  await user.click(on);
  await user.click(within(form).getByRole('checkbox', { name: 'Lone Star Elementary (Austin ISD)' }));
  await user.click(within(form).getByRole('checkbox', { name: 'Round Rock ISD' }));
  await user.click(within(form).getByRole('button', { name: 'Save my choice' }));

  expect(await screen.findByText('Schools can find you')).toBeInTheDocument();
  expect(sent).toEqual([{ on: true, hiddenSchoolIds: [TEST_IDS.school], hiddenDistricts: ['Round Rock ISD'], textVersion: '2026-11-1' }]);
});

test('turned off by staff: the reason shows; a changed consent text is refused with its message', async () => {
  server.use(
    http.get(apiPath('me/consent'), () =>
      HttpResponse.json(makeConsent({ turnedOffByStaff: { reason: 'Under review', at: '2026-11-01T12:00:00.000Z' } })),
    ),
    http.put(apiPath('me/consent'), () =>
      HttpResponse.json({ message: 'The consent text has changed: read it again before choosing', fieldErrors: {} }, { status: 400 }),
    ),
  );
  const { user } = renderArea('/teacher/profile');
  expect(await screen.findByText(/The program turned your profile off on Nov 1, 2026: Under review/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save my choice' }));
  // A refusal naming no field of the form: its message once, at the top of the form.
  const form = screen.getByRole('form', { name: 'Talent pool consent' });
  expect(await within(form).findByRole('alert')).toHaveTextContent('The consent text has changed: read it again before choosing');
  expect(within(form).getAllByText('The consent text has changed: read it again before choosing')).toHaveLength(1);
});

test('the preview shows the card as a visitor and as a school see it; the requests schools made and the answers', async () => {
  server.use(http.get(apiPath('me/consent'), () => HttpResponse.json(makeConsent())));
  renderArea('/teacher/profile');
  const visitor = await screen.findByRole('group', { name: 'As a visitor sees it on Browse' });
  expect(within(visitor).getByRole('heading', { name: 'Ana L.' })).toBeInTheDocument();
  const school = screen.getByRole('group', { name: 'As a school sees it on Find Teachers' });
  expect(within(school).getByRole('heading', { name: 'Ana Lopez' })).toBeInTheDocument();
  const requests = await screen.findByRole('list', { name: 'Requests from schools' });
  expect(within(requests).getByText(/The program shared your details/)).toBeInTheDocument();
});

test('both preview cards say the same subject, location and availability; only the school card has the certification areas', async () => {
  server.use(http.get(apiPath('me/consent'), () => HttpResponse.json(makeConsent())));
  renderArea('/teacher/profile');
  const visitor = await screen.findByRole('group', { name: 'As a visitor sees it on Browse' });
  const school = screen.getByRole('group', { name: 'As a school sees it on Find Teachers' });
  for (const card of [visitor, school]) {
    expect(within(card).getByText('Music')).toBeInTheDocument();
    expect(within(card).getByText('Lubbock')).toBeInTheDocument();
    expect(within(card).getAllByText('Next Semester')).toHaveLength(2);
  }
  expect(within(school).getByText('Science 7-12')).toBeInTheDocument();
  expect(within(visitor).queryByText('Certification areas')).not.toBeInTheDocument();
  expect(within(visitor).queryByText(/Lopez/)).not.toBeInTheDocument();
});

test('editing the public fields sends them (specializations as a list) and a refused field shows under it', async () => {
  const sent: unknown[] = [];
  server.use(
    http.get(apiPath('me/consent'), () => HttpResponse.json(makeConsent())),
    http.put(apiPath('me/profile'), async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json(
        { message: 'Invalid input', fieldErrors: { bio: 'Short bio must be at most 600 characters' } },
        { status: 400 },
      );
    }),
  );
  const { user } = renderArea('/teacher/profile');
  const form = await screen.findByRole('form', { name: 'Public profile' });
  const specs = within(form).getByLabelText(/Specializations/);
  await user.clear(specs);
  await user.type(specs, 'Algebra, Geometry');
  await user.click(within(form).getByRole('button', { name: 'Save profile' }));
  // In the summary at the top (a link to the field) and under the field: twice on the page, once in each.
  const summary = await within(form).findByRole('alert', { name: 'There is a problem' });
  expect(within(summary).getByRole('link', { name: 'Short bio must be at most 600 characters' })).toBeInTheDocument();
  expect(within(form).getAllByText('Short bio must be at most 600 characters')).toHaveLength(2);
  expect(within(form).getByLabelText('Short bio')).toHaveAccessibleDescription('Short bio must be at most 600 characters');
  expect(sent).toEqual([expect.objectContaining({ specializations: ['Algebra', 'Geometry'], subject: 'Music' })]);
  await user.click(within(summary).getByRole('link'));
  expect(within(form).getByLabelText('Short bio')).toHaveFocus();
});

test('a specialization too long is refused before sending, in the summary and at Specializations, without its code path', async () => {
  let puts = 0;
  server.use(
    http.get(apiPath('me/consent'), () => HttpResponse.json(makeConsent())),
    http.put(apiPath('me/profile'), () => {
      puts += 1;
      return HttpResponse.json(makeProfile());
    }),
  );
  const { user } = renderArea('/teacher/profile');
  const form = await screen.findByRole('form', { name: 'Public profile' });
  const specs = within(form).getByLabelText(/Specializations/);
  await user.clear(specs);
  await user.click(specs);
  await user.paste(`Algebra, ${'x'.repeat(101)}`);
  await user.click(within(form).getByRole('button', { name: 'Save profile' }));
  const summary = await within(form).findByRole('alert', { name: 'There is a problem' });
  expect(summary).toHaveFocus();
  const link = within(summary).getByRole('link');
  expect(link).toHaveTextContent('Specialization must be at most 100 characters');
  expect(summary).not.toHaveTextContent(/specializations\.1/);
  expect(specs).toHaveAccessibleDescription(expect.stringContaining('Specialization must be at most 100 characters'));
  await user.click(link);
  expect(specs).toHaveFocus();
  expect(puts).toBe(0);
});
