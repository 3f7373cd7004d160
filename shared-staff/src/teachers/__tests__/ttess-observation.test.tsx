import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { observation, SYSTEM_SETTINGS_DEFAULTS, ttessFormSchema, type Teacher } from 'shared-domain';
import { assignedTo, makeTeacher, setupMsw } from '../../test/harness';
import { renderTeacherScreens, SUPERVISOR_ID } from '../../test/teacher-screens';

const server = setupMsw();

const rated = (date: string, level: string) =>
  observation({
    date,
    duration: 50,
    comment: '',
    ttess: ttessFormSchema.parse({ startTime: '08:00', endTime: '08:50', ratings: [{ dimension: '3.2', level }] }),
  });

function intern(list: Teacher['supervisions']['list']) {
  return makeTeacher({
    name: { first: 'Ana', last: 'Lopez' },
    teacherStatus: 'intern',
    supervisions: { supervisor: 'Sam Super', list, removed: [] },
    assignment: assignedTo(SUPERVISOR_ID),
  });
}

async function openAsSupervisor({ financials, ...t }: Teacher, settings: object = SYSTEM_SETTINGS_DEFAULTS) {
  void financials;
  server.use(
    http.get(`/api/teachers/${t._id}`, () => HttpResponse.json(t)),
    http.get('/api/settings', () => HttpResponse.json(settings)),
  );
  renderTeacherScreens(null, { role: 'supervisor', route: `/supervisor/teachers/${t._id}` });
  await screen.findByRole('heading', { name: 'Ana Lopez', level: 1 });
}

describe('the T-TESS observation form', () => {
  it("asks for the program's dimensions, computes the minutes from the times and sends only the dimensions given a level", async () => {
    const t = intern([]);
    let posted: Record<string, unknown> | undefined;
    server.use(
      http.post(`/api/teachers/${t._id}/supervisions`, async ({ request }) => {
        posted = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ ...t, financials: undefined }, { status: 201 });
      }),
    );
    const narrowed = {
      ...SYSTEM_SETTINGS_DEFAULTS,
      observationForm: { ...SYSTEM_SETTINGS_DEFAULTS.observationForm, intern: ['1.1', '3.2'] },
    };
    await openAsSupervisor(t, narrowed);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Add observation' }));
    const dialog = await screen.findByRole('dialog', { name: /^Add observation/ });
    await waitFor(() => expect(within(dialog).getAllByRole('group', { name: /^\d\.\d / })).toHaveLength(2));
    expect(within(dialog).getByRole('group', { name: '1.1 Standards and Alignment' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: /^Duration/ })).not.toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/^Start time/), '08:30');
    await user.type(within(dialog).getByLabelText(/^End time/), '09:20');
    expect(within(dialog).getByText('Minutes observed: 50')).toBeInTheDocument();
    const behavior = within(dialog).getByRole('group', { name: '3.2 Managing Student Behavior' });
    await user.selectOptions(within(behavior).getByLabelText('Level'), 'Developing');
    await user.click(within(behavior).getByRole('textbox', { name: 'Evidence' }));
    await user.paste('Two redirections before the transition settled');
    await user.click(within(dialog).getByRole('textbox', { name: 'Strengths' }));
    await user.paste('Clear modelling');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted).toBeDefined());
    expect(posted).toMatchObject({
      duration: 50,
      ttess: {
        startTime: '08:30',
        endTime: '09:20',
        ratings: [{ dimension: '3.2', level: 'Developing', evidence: 'Two redirections before the transition settled' }],
        strengths: 'Clear modelling',
      },
    });
  }, 30_000);

  it('refuses an end time before the start at the field, and sends nothing', async () => {
    const t = intern([]);
    let posts = 0;
    server.use(http.post(`/api/teachers/${t._id}/supervisions`, () => ((posts += 1), HttpResponse.json({}, { status: 500 }))));
    await openAsSupervisor(t);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Add observation' }));
    const dialog = await screen.findByRole('dialog', { name: /^Add observation/ });
    await user.type(within(dialog).getByLabelText(/^Start time/), '10:00');
    await user.type(within(dialog).getByLabelText(/^End time/), '09:00');
    await user.click(within(dialog).getByRole('textbox', { name: /^Comment/ }));
    await user.paste('Fine');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('End time must be after the start time')).not.toHaveLength(0);
    expect(posts).toBe(0);
  }, 30_000);
});

describe('growth on T-TESS', () => {
  it("shows each dimension's levels across the observations as a chart with words and a table with every level", async () => {
    await openAsSupervisor(
      intern([rated('2026-03-02', 'Proficient'), rated('2026-01-20', 'Developing'), observation({ date: '2026-02-01' })]),
    );
    const table = screen.getByRole('table', { name: 'Every level, by observation date' });
    const row = within(table).getByRole('row', { name: /3\.2 Managing Student Behavior/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Developing', 'Proficient']);
    expect(screen.getByText('Developing → Proficient (2 observations)')).toBeInTheDocument();
    // The log's comment cell reads the written feedback of a T-TESS observation by its sections.
    expect(screen.getAllByRole('cell', { name: '3.2 Managing Student Behavior: Proficient' })).toHaveLength(1);
  });

  it('is absent while no observation is on the T-TESS form', async () => {
    await openAsSupervisor(intern([observation({ date: '2026-02-01', comment: 'Good' })]));
    expect(screen.queryByRole('heading', { name: 'Growth on T-TESS' })).not.toBeInTheDocument();
  });
});
