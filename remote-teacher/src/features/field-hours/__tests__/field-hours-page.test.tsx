import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { fieldHoursRequirement, fieldHoursText, summariseFieldHours, type FieldHour, type TeacherFieldHours } from 'shared-domain';
import { apiPath, renderArea, setupMsw, TEACHER_ID } from '../../../test/harness';

const server = setupMsw();
const hoursPath = `teachers/${TEACHER_ID}/field-hours`;

let n = 0;
const entry = (o: Partial<FieldHour> = {}): FieldHour => {
  n += 1;
  return {
    _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    date: '2026-10-0' + String((n % 9) + 1),
    hours: 4,
    campus: 'Lone Star Elementary',
    observedName: 'Jo Park',
    observedEmail: 'jo.park@school.example.org',
    activity: 'Small-group reading',
    loggedBy: 'teacher@example.org',
    loggedAt: '2026-10-01T15:00:00.000Z',
    confirmation: 'awaiting',
    confirmComment: '',
    confirmedAt: null,
    linkExpiresAt: '2026-10-15T15:00:00.000Z',
    review: 'pending',
    activelyEngaged: false,
    attested: false,
    internalNote: '',
    messageToTeacher: '',
    reviewedBy: null,
    reviewedAt: null,
    counts: false,
    source: 'log',
    warnings: [],
    ...o,
  };
};

const makeHours = (entries: FieldHour[], admission?: { day?: string }): TeacherFieldHours => {
  const s = summariseFieldHours(entries, fieldHoursRequirement(admission));
  return { teacherId: TEACHER_ID, entries, summary: { ...s, text: fieldHoursText(s) }, thirtyObsHours: '' };
};

test('the total reads "12 of 50 hours confirmed (8 actively engaged)" and each entry says where it stands', async () => {
  const entries = [
    entry({
      hours: 6,
      confirmation: 'confirmed',
      review: 'approved',
      activelyEngaged: true,
      confirmComment: 'Great work',
      confirmedAt: '2026-10-03T12:00:00.000Z',
    }),
    entry({ hours: 2, confirmation: 'confirmed', review: 'approved', activelyEngaged: true, confirmedAt: '2026-10-04T12:00:00.000Z' }),
    entry({ hours: 4, confirmation: 'confirmed', review: 'approved', confirmedAt: '2026-10-05T12:00:00.000Z' }),
    entry({
      hours: 3,
      observedName: 'Lee Chan',
      confirmation: 'declined',
      confirmComment: 'I was absent that day',
      confirmedAt: '2026-10-06T12:00:00.000Z',
    }),
    entry({
      hours: 5,
      confirmation: 'confirmed',
      review: 'returned',
      messageToTeacher: 'Wrong campus',
      confirmedAt: '2026-10-07T12:00:00.000Z',
    }),
    entry({ hours: 1, observedName: 'Sam Ortiz' }),
  ];
  server.use(http.get(apiPath(hoursPath), () => HttpResponse.json(makeHours(entries, { day: '2025-01-10' }))));
  renderArea('/teacher/field-hours');
  expect(await screen.findByText('12 of 50 hours confirmed (8 actively engaged)')).toBeInTheDocument();
  expect(screen.getByText(/Your requirement: 50 hours, at least 25 actively engaged/)).toBeInTheDocument();
  expect(screen.getByText(/19 TAC §228\.43: .* need 50 clock-hours .* at least 25 .* admitted before need 30/)).toBeInTheDocument();

  const visits = within(screen.getByRole('list', { name: 'Your visits' })).getAllByRole('listitem');
  expect(visits).toHaveLength(6);
  const byText = (t: RegExp) => visits.find((v) => t.test(v.textContent ?? '')) as HTMLElement;
  expect(within(byText(/Sam Ortiz/)).getByText("Awaiting Sam Ortiz's confirmation")).toBeInTheDocument();
  expect(within(byText(/Lee Chan/)).getByText('Declined')).toBeInTheDocument();
  expect(within(byText(/Lee Chan/)).getByText('Declined by Lee Chan')).toBeInTheDocument();
  expect(within(byText(/Lee Chan/)).getByText(/I was absent that day/)).toBeInTheDocument();
  expect(within(byText(/Wrong campus/)).getByText('Returned')).toBeInTheDocument();
  // One state word each, the staff's word: never awaiting and approved at once.
  expect(within(byText(/Great work/)).getByText('Approved')).toBeInTheDocument();
  expect(within(byText(/Sam Ortiz/)).getByText('Awaiting confirmation')).toBeInTheDocument();
  expect(within(byText(/Great work/)).getByText('Actively engaged')).toBeInTheDocument();
});

test('a candidate admitted before Sep 1, 2024 reads the 30-hour requirement', async () => {
  server.use(http.get(apiPath(hoursPath), () => HttpResponse.json(makeHours([], { day: '2024-05-01' }))));
  renderArea('/teacher/field-hours');
  expect(await screen.findByText('0 of 30 hours confirmed')).toBeInTheDocument();
  expect(screen.getByText('No visits logged yet.')).toBeInTheDocument();
});

test('a visit left empty is refused before sending: required fields are marked, one summary links each problem in words', async () => {
  let posts = 0;
  server.use(
    http.get(apiPath(hoursPath), () => HttpResponse.json(makeHours([]))),
    http.post(apiPath(hoursPath), () => {
      posts += 1;
      return HttpResponse.json({}, { status: 500 });
    }),
  );
  const { user } = renderArea('/teacher/field-hours');
  const form = await screen.findByRole('form', { name: 'Log a visit' });
  // Marked before any submit: the label's words stay the field's name, the mark beside it.
  const marked = (label: string) => within(form).getByText(label, { selector: 'label' }).nextElementSibling?.textContent;
  for (const label of ['Date', 'Hours', 'Campus', 'Observed teacher', 'Observed teacher e-mail', 'What you observed'])
    expect(marked(label)).toBe('*');
  expect(within(form).queryByRole('alert')).not.toBeInTheDocument();

  await user.type(within(form).getByLabelText(/^Observed teacher e-mail/), 'rita');
  await user.click(within(form).getByRole('button', { name: 'Log visit' }));
  const summary = await within(form).findByRole('alert', { name: 'There is a problem' });
  expect(summary).toHaveFocus();
  const links = within(summary).getAllByRole('link');
  expect(links.map((a) => a.textContent)).toEqual([
    'Date is required',
    'Hours is required',
    'Campus is required',
    'Observed teacher is required',
    'Invalid email address',
    'What you observed is required',
  ]);
  expect(summary).not.toHaveTextContent(/observedEmail|observedName|activity/);
  // Each message twice on the page: once in the summary, once at its field; no other box repeats them.
  expect(within(form).getAllByText('Campus is required')).toHaveLength(2);
  expect(within(form).getAllByRole('alert')).toHaveLength(1);
  expect(within(form).getByLabelText(/^Campus/)).toHaveAccessibleDescription('Campus is required');
  await user.click(links[2]);
  expect(within(form).getByLabelText(/^Campus/)).toHaveFocus();
  await user.click(links[4]);
  expect(within(form).getByLabelText(/^Observed teacher e-mail/)).toHaveFocus();

  // Correcting a field takes its problem out of the summary and leaves focus where the user is.
  await user.type(within(form).getByLabelText(/^Campus/), 'Travis High');
  expect(within(form).getByLabelText(/^Campus/)).toHaveFocus();
  expect(within(summary).queryByText('Campus is required')).not.toBeInTheDocument();
  expect(within(form).getByLabelText(/^Campus/)).not.toHaveAttribute('aria-invalid');

  // What the client knows (at most 6 hours a day, the shared rule) is checked before sending too.
  await user.type(within(form).getByLabelText(/^Hours/), '7');
  await user.click(within(form).getByRole('button', { name: 'Log visit' }));
  expect(await within(form).findByRole('link', { name: 'Hours must be at most 6 a day' })).toBeInTheDocument();
  expect(posts).toBe(0);
});

test("logging a visit sends it; the server's refusal shows in the summary and on the field it names, in words; success lists the entry", async () => {
  const posted: unknown[] = [];
  let entries: FieldHour[] = [];
  server.use(
    http.get(apiPath(hoursPath), () => HttpResponse.json(makeHours(entries))),
    http.post(apiPath(hoursPath), async ({ request }) => {
      const body = (await request.json()) as Record<string, string>;
      posted.push(body);
      if (body.date === '2026-11-20')
        return HttpResponse.json(
          {
            message: 'date: You already logged a visit with Rita Gomez on this day',
            fieldErrors: { date: 'You already logged a visit with Rita Gomez on this day' },
          },
          { status: 400 },
        );
      const e = entry({ ...body, hours: Number(body.hours), observedName: body.observedName });
      entries = [e];
      return HttpResponse.json(e, { status: 201 });
    }),
  );
  const { user } = renderArea('/teacher/field-hours');
  const form = await screen.findByRole('form', { name: 'Log a visit' });
  await user.type(within(form).getByLabelText(/^Date/), '2026-11-20');
  await user.type(within(form).getByLabelText(/^Hours/), '3');
  await user.type(within(form).getByLabelText(/^Campus/), 'Travis High');
  await user.type(within(form).getByLabelText(/^Observed teacher\b(?! e-mail)/), 'Rita Gomez');
  await user.type(within(form).getByLabelText(/^Observed teacher e-mail/), 'rita@school.example.org');
  await user.type(within(form).getByLabelText(/^What you observed/), 'Algebra lesson');
  await user.click(within(form).getByRole('button', { name: 'Log visit' }));
  const date = within(form).getByLabelText(/^Date/);
  await waitFor(() => expect(date).toHaveAccessibleDescription('You already logged a visit with Rita Gomez on this day'));
  expect(date).toHaveAttribute('aria-invalid', 'true');
  const summary = within(form).getByRole('alert', { name: 'There is a problem' });
  // The summary names the field in its label's words where the message does not; never its code name.
  expect(
    within(summary)
      .getAllByRole('link')
      .map((a) => a.textContent),
  ).toEqual(['Date: you already logged a visit with Rita Gomez on this day']);
  expect(form).not.toHaveTextContent('date:');
  await user.click(within(summary).getByRole('link'));
  expect(date).toHaveFocus();

  await user.clear(date);
  await user.type(date, '2026-11-21');
  await user.click(within(form).getByRole('button', { name: 'Log visit' }));
  expect(await screen.findByText('3 hours logged; Rita Gomez was e-mailed a link to confirm them')).toBeInTheDocument();
  expect(await screen.findByText("Awaiting Rita Gomez's confirmation")).toBeInTheDocument();
  expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  expect(posted[1]).toEqual({
    date: '2026-11-21',
    hours: '3',
    campus: 'Travis High',
    observedName: 'Rita Gomez',
    observedEmail: 'rita@school.example.org',
    activity: 'Algebra lesson',
  });
  expect(within(form).getByLabelText(/^Campus/)).toHaveValue('');
});
