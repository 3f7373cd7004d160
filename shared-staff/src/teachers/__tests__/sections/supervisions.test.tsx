import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { observation } from 'shared-domain';
import { makeTeacher } from '../../../test/harness';
import { setupTeacherRecord, save, section } from '../../../test/teacher-record';
import { renderTeacherScreens } from '../../../test/teacher-screens';

const { server, open, openAsSupervisor } = setupTeacherRecord();

describe('supervisions: a new record enters its past observations', () => {
  it('enters past observations through the one observation dialog (no add row), lists them and sends them with the new record', async () => {
    let posted: Record<string, unknown> | undefined;
    server.use(
      http.post('/api/teachers', async ({ request }) => {
        posted = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ message: 'stop here' }, { status: 400 });
      }),
    );
    renderTeacherScreens(null, { route: '/admin/teachers/add', state: { isNewTeacher: true } });
    await screen.findByRole('heading', { name: 'Add New Teacher', level: 1 });
    const user = userEvent.setup({ delay: null });
    const s = section('Supervisions');
    expect(within(s).getByText('No supervisions recorded yet')).toBeInTheDocument();
    // No add row and no 'Add Record': the dialog supervisors use takes the observation.
    expect(within(s).queryByRole('button', { name: 'Add Record' })).not.toBeInTheDocument();
    await user.click(within(s).getByRole('button', { name: 'Add observation' }));
    const dialog = await screen.findByRole('dialog', { name: /^Add observation/ });
    fireEvent.change(within(dialog).getByLabelText(/^Date/), { target: { value: '2026-02-03' } });
    await user.click(within(dialog).getByRole('textbox', { name: /^Comment/ }));
    await user.paste('Good pacing');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(s).getByRole('cell', { name: 'Good pacing' })).toBeInTheDocument();
    // The dialog's common case: formal, in person, 45 minutes.
    expect(within(s).getByRole('cell', { name: '45 min' })).toBeInTheDocument();
    expect(within(s).getByRole('cell', { name: 'Formal' })).toBeInTheDocument();
    expect(within(s).getByRole('cell', { name: 'In person' })).toBeInTheDocument();
    expect(within(s).queryByText('No supervisions recorded yet')).not.toBeInTheDocument();
    // No free-text supervisor name (the assignment chooses the supervisor).
    expect(within(s).queryByRole('textbox', { name: 'Supervisor Name' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /First Name/ }), 'Nora');
    await user.click(screen.getByRole('textbox', { name: /Last Name/ }));
    await user.paste('Newman');
    await user.click(screen.getAllByRole('button', { name: 'Continue' })[0]);
    expect(within(await screen.findByRole('region', { name: 'Check your answers' })).getByText('1 added')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Teacher' }));
    await waitFor(() => expect(posted).toBeDefined());
    expect(posted!.supervisions).toEqual({
      supervisor: '',
      list: [
        {
          date: '2026-02-03',
          kind: 'formal',
          mode: 'in person',
          duration: 45,
          preConferenceDate: '',
          postConferenceDate: '',
          comment: 'Good pacing',
          mentorCopySentAt: null,
        },
      ],
      removed: [],
    });
  }, 60_000);
});

describe("supervisions: a saved record's log is the server's", () => {
  const recorded = observation({
    date: '2026-01-20',
    duration: 45,
    comment: 'Strong questioning',
    recordedBy: 'supervisor@example.org',
    recordedAt: '2026-01-20T22:00:00.000Z',
    mentorCopySentAt: '2026-01-20T22:00:00.000Z',
  });
  const entered = observation({
    date: '2026-01-05',
    duration: 50,
    comment: 'Before the portal',
    source: 'entered',
    recordedBy: 'admin@example.org',
    recordedAt: '2026-01-10T12:00:00.000Z',
  });
  const withLog = () =>
    makeTeacher({ name: { first: 'Ana', last: 'Lopez' }, supervisions: { supervisor: 'Sam', list: [entered, recorded], removed: [] } });

  it('shows where each observation came from; Add observation adds through its route; Save Changes sends the log unchanged', async () => {
    const t = withLog();
    let observed: Record<string, unknown> | undefined;
    const added = observation({ date: '2026-02-02', duration: 45, comment: 'Clear objectives', recordedBy: 'admin@example.org' });
    server.use(
      http.post(`/api/teachers/${t._id}/supervisions`, async ({ request }) => {
        observed = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(
          { ...t, updatedAt: '2026-01-30T00:00:00.000Z', supervisions: { ...t.supervisions, list: [...t.supervisions.list, added] } },
          { status: 201 },
        );
      }),
    );
    const { user, puts } = await open(t);
    const s = section('Supervisions');
    expect(within(s).getByRole('cell', { name: /^Entered with the record by admin@example.org on Jan 10, 2026/ })).toBeInTheDocument();
    // The cell reads its text whole on hover; its dates are their own unbreakable runs (the name joins them with a space).
    const logged = 'Recorded by supervisor@example.org on Jan 20, 2026; mentor copy sent Jan 20, 2026';
    expect(within(s).getByTitle(logged)).toHaveTextContent(logged);
    expect(
      within(s).getByRole('cell', { name: /^Recorded by supervisor@example\.org on Jan 20, 2026 ?; mentor copy sent Jan 20, 2026/ }),
    ).toBeInTheDocument();
    // No inline adding on a saved record: only the observation route adds.
    expect(within(s).queryByRole('button', { name: 'Add Record' })).not.toBeInTheDocument();

    // An edit typed before the observation is kept through it.
    await user.click(screen.getByRole('textbox', { name: /Location/ }));
    await user.paste('Austin');
    await user.click(within(s).getByRole('button', { name: 'Add observation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add observation: Ana Lopez' });
    // The plain observation (minutes typed, no rubric): the T-TESS form is switched off.
    await user.click(within(dialog).getByRole('checkbox', { name: /T-TESS form/ }));
    const date = within(dialog).getByLabelText(/^Date/);
    await user.clear(date);
    await user.type(date, '2026-02-02');
    await user.click(within(dialog).getByRole('textbox', { name: /Comment/ }));
    await user.paste('Clear objectives');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(observed).toMatchObject({ date: '2026-02-02', duration: 45, comment: 'Clear objectives' });
    expect(puts).toEqual([]);
    expect(await within(s).findByRole('cell', { name: 'Clear objectives' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Location/ })).toHaveValue('Austin');

    await save(user);
    await screen.findByText('Changes saved');
    expect(puts).toHaveLength(1);
    expect(puts[0].updatedAt).toBe('2026-01-30T00:00:00.000Z');
    expect(puts[0].supervisions).toEqual({ supervisor: 'Sam', list: [entered, recorded, added], removed: [] });
  }, 60_000);

  it("an admin removes an observation with a reason: the dialog asks for one, and the row stays, struck through and tagged 'Removed'", async () => {
    const t = withLog();
    const removals: { url: string; body: Record<string, unknown> }[] = [];
    server.use(
      http.post(`/api/teachers/${t._id}/supervisions/:supervisionId/remove`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        removals.push({ url: new URL(request.url).pathname, body });
        const gone = { ...recorded, removedAt: '2026-02-01T15:00:00.000Z', removedBy: 'admin@example.org', reason: String(body.reason) };
        return HttpResponse.json({
          ...t,
          updatedAt: '2026-02-01T15:00:00.000Z',
          supervisions: { ...t.supervisions, list: [entered], removed: [gone] },
        });
      }),
    );
    const { user, puts } = await open(t);
    const s = section('Supervisions');
    await user.click(within(s).getByRole('button', { name: 'Remove the observation of Jan 20, 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the observation of Jan 20, 2026?' });
    // A reason is required: nothing is sent without one.
    await user.click(within(dialog).getByRole('button', { name: 'Remove observation' }));
    // One summary at the top whose link leads to the field; the message there and at the field, nowhere else.
    const summary = await within(dialog).findByRole('alert', { name: 'There is a problem' });
    const reasonMessage = 'Give a reason for removing the observation';
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    expect(within(summary).getByRole('link', { name: reasonMessage })).toHaveAttribute('href', `#${reason.id}`);
    expect(within(dialog).getAllByText(reasonMessage)).toHaveLength(2);
    expect(dialog).not.toHaveTextContent(/reason:/);
    await user.click(within(summary).getByRole('link', { name: reasonMessage }));
    expect(reason).toHaveFocus();
    expect(removals).toEqual([]);
    await user.click(within(dialog).getByRole('textbox', { name: /Reason/ }));
    await user.paste('Entered twice');
    await user.click(within(dialog).getByRole('button', { name: 'Remove observation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(removals).toEqual([{ url: `/api/teachers/${t._id}/supervisions/${recorded._id}/remove`, body: { reason: 'Entered twice' } }]);
    // The record's form was not submitted by the dialog.
    expect(puts).toEqual([]);

    const note = await within(s).findByText('Removed on Feb 1, 2026 by admin@example.org: Entered twice');
    const row = note.closest('tr')!;
    expect(within(row).getByText('Removed')).toBeInTheDocument();
    // The struck-through text is the cell's value (on a phone the cell also holds its column's label).
    const cell = within(row).getByText('Strong questioning').closest('td')!;
    expect(cell.querySelector('[data-cell-value]')).toHaveStyle('text-decoration: line-through');
    expect(within(row).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    // The other observation can still be removed.
    expect(within(s).getByRole('button', { name: 'Remove the observation of Jan 5, 2026' })).toBeInTheDocument();
  }, 60_000);

  it('a supervisor records but has no Remove, and sees removed observations as removed', async () => {
    const base = withLog();
    const gone = { ...recorded, removedAt: '2026-02-01T15:00:00.000Z', removedBy: 'admin@example.org', reason: 'Wrong intern' };
    const t = { ...base, supervisions: { ...base.supervisions, list: [entered], removed: [gone] } };
    await openAsSupervisor(t);
    const s = section('Supervisions');
    expect(within(s).getByRole('button', { name: 'Add observation' })).toBeInTheDocument();
    expect(within(s).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(within(s).getByText('Removed on Feb 1, 2026 by admin@example.org: Wrong intern')).toBeInTheDocument();
  });
});

describe("supervisions: the teacher's acknowledgement", () => {
  it("a supervisor sees 'Acknowledged on …' and the teacher's reply on the acknowledged observation only", async () => {
    const acked = observation({
      date: '2026-01-20',
      duration: 45,
      comment: 'Strong questioning',
      recordedBy: 'supervisor@example.org',
      recordedAt: '2026-01-20T22:00:00.000Z',
      acknowledgedAt: '2026-01-22T15:00:00.000Z',
      reply: 'Thank you, noted.',
    });
    const pending = observation({ date: '2026-02-03', duration: 45, comment: 'Pacing', recordedBy: 'supervisor@example.org' });
    const t = makeTeacher({
      name: { first: 'Ana', last: 'Lopez' },
      supervisions: { supervisor: 'Sam', list: [acked, pending], removed: [] },
    });
    await openAsSupervisor(t);
    const s = section('Supervisions');
    const [, first, second] = within(s).getAllByRole('row');
    expect(within(first).getByText('Acknowledged on Jan 22, 2026')).toBeInTheDocument();
    expect(within(first).getByText('Thank you, noted.')).toBeInTheDocument();
    expect(within(second).queryByText(/Acknowledged on/)).toBeNull();
  });
});

describe('supervisions: the observation dialog warns before Save', () => {
  it('says in words that a 30-minute formal observation will not count and that the post-conference is missing, and still saves', async () => {
    renderTeacherScreens(null, { route: '/admin/teachers/add', state: { isNewTeacher: true } });
    await screen.findByRole('heading', { name: 'Add New Teacher', level: 1 });
    const user = userEvent.setup({ delay: null });
    await user.click(within(section('Supervisions')).getByRole('button', { name: 'Add observation' }));
    const dialog = await screen.findByRole('dialog', { name: /^Add observation/ });
    const warnings = () => within(dialog).getByRole('status');
    // The common case has no post-conference yet: said, not blocking.
    expect(warnings()).toHaveTextContent('No post-conference yet');
    const duration = within(dialog).getByRole('textbox', { name: /^Duration/ });
    await user.clear(duration);
    await user.type(duration, '30');
    expect(warnings()).toHaveTextContent('30 minutes is under the 45 minutes a formal observation needs (§228.105)');
    fireEvent.change(within(dialog).getByLabelText(/^Post-conference date/), { target: { value: '2026-02-04' } });
    await user.clear(duration);
    await user.type(duration, '45');
    expect(warnings()).toHaveTextContent('');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Kind/ }), 'informal');
    await user.clear(duration);
    await user.type(duration, '20');
    expect(warnings()).toHaveTextContent('');
  }, 60_000);
});
