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
    reviewNote: '',
    reviewedBy: null,
    reviewedAt: null,
    counts: false,
    ...o,
  };
};

const makeHours = (entries: FieldHour[], admission?: { day?: string }): TeacherFieldHours => {
  const s = summariseFieldHours(entries, fieldHoursRequirement(admission));
  return { teacherId: TEACHER_ID, entries, summary: { ...s, text: fieldHoursText(s) }, thirtyObsHours: '', manual: null };
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
    entry({ hours: 5, confirmation: 'confirmed', review: 'returned', reviewNote: 'Wrong campus', confirmedAt: '2026-10-07T12:00:00.000Z' }),
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
  expect(within(byText(/Lee Chan/)).getByText('Declined by Lee Chan')).toBeInTheDocument();
  expect(within(byText(/Lee Chan/)).getByText(/I was absent that day/)).toBeInTheDocument();
  expect(within(byText(/Wrong campus/)).getByText('Returned by the program')).toBeInTheDocument();
  expect(within(byText(/Great work/)).getByText('Approved by the program')).toBeInTheDocument();
  expect(within(byText(/Great work/)).getByText('Actively engaged')).toBeInTheDocument();
});

test('a candidate admitted before Sep 1, 2024 reads the 30-hour requirement', async () => {
  server.use(http.get(apiPath(hoursPath), () => HttpResponse.json(makeHours([], { day: '2024-05-01' }))));
  renderArea('/teacher/field-hours');
  expect(await screen.findByText('0 of 30 hours confirmed')).toBeInTheDocument();
  expect(screen.getByText('No visits logged yet.')).toBeInTheDocument();
});

test("logging a visit sends it; the server's refusal shows on the field it names; success lists the entry", async () => {
  const posted: unknown[] = [];
  let entries: FieldHour[] = [];
  server.use(
    http.get(apiPath(hoursPath), () => HttpResponse.json(makeHours(entries))),
    http.post(apiPath(hoursPath), async ({ request }) => {
      const body = (await request.json()) as Record<string, string>;
      posted.push(body);
      if (Number(body.hours) > 6)
        return HttpResponse.json(
          { message: 'Hours must be at most 6 a day', fieldErrors: { hours: 'Hours must be at most 6 a day' } },
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
  await user.type(within(form).getByLabelText(/^Hours/), '7');
  await user.type(within(form).getByLabelText(/^Campus/), 'Travis High');
  await user.type(within(form).getByLabelText(/^Observed teacher\b(?! e-mail)/), 'Rita Gomez');
  await user.type(within(form).getByLabelText(/^Observed teacher e-mail/), 'rita@school.example.org');
  await user.type(within(form).getByLabelText(/^What you observed/), 'Algebra lesson');
  await user.click(within(form).getByRole('button', { name: 'Log visit' }));
  const hours = within(form).getByLabelText(/^Hours/);
  await waitFor(() => expect(hours).toHaveAccessibleDescription(expect.stringContaining('Hours must be at most 6 a day')));
  expect(hours).toHaveAttribute('aria-invalid', 'true');

  await user.clear(hours);
  await user.type(hours, '3');
  await user.click(within(form).getByRole('button', { name: 'Log visit' }));
  expect(await screen.findByText('3 hours logged; Rita Gomez was e-mailed a link to confirm them')).toBeInTheDocument();
  expect(await screen.findByText("Awaiting Rita Gomez's confirmation")).toBeInTheDocument();
  expect(posted[1]).toEqual({
    date: '2026-11-20',
    hours: '3',
    campus: 'Travis High',
    observedName: 'Rita Gomez',
    observedEmail: 'rita@school.example.org',
    activity: 'Algebra lesson',
  });
  expect(within(form).getByLabelText(/^Campus/)).toHaveValue('');
});
