import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { observation } from 'shared-domain';
import { thirtyHoursTone } from '../../record/sections/thirty-hours-badge';
import { teacherStatusTone } from '../../list/status-badge';
import { makeTeacher } from '../../../test/harness';
import { setupTeacherRecord, dayFromToday, section } from '../../../test/teacher-record';

const { server, open } = setupTeacherRecord();

describe('badge colours', () => {
  it('teacher status: intern yellow, hired green, others blue', () => {
    expect(teacherStatusTone('intern')).toBe('yellow');
    expect(teacherStatusTone('hired')).toBe('green');
    for (const s of ['ready for hire', 'pending', 'n/a']) expect(teacherStatusTone(s)).toBe('blue');
  });

  it('30 observation hours: completed green, not completed red, pending yellow', async () => {
    expect(thirtyHoursTone('completed')).toBe('green');
    expect(thirtyHoursTone('not completed')).toBe('red');
    expect(thirtyHoursTone('pending 15 online')).toBe('yellow');
    expect(thirtyHoursTone('pending 15 in-person')).toBe('yellow');
    const { user } = await open({ thirtyObsHours: 'not completed' });
    const s = section('Additional Information');
    expect(within(s).getByText('Observation hours: not completed')).toHaveStyle({ color: '#991b1b' });
    // Shown, never typed here: Field hours decide it.
    expect(within(s).queryByRole('combobox', { name: '30 Observation Hours' })).not.toBeInTheDocument();
    void user;
  });

  it('shows field supervision against 19 TAC 228 live: overdue without the first observation, then the count', async () => {
    const t = makeTeacher({
      name: { first: 'Ana', last: 'Lopez' },
      obsNeeded: '3 Total (In Person)',
      certificationInfo: {
        ...makeTeacher().certificationInfo,
        startDate: dayFromToday(-40),
        endDate: dayFromToday(140),
        firstDayWithStudent: '',
        firstObsDeadline: '',
      },
      supervisions: { supervisor: '', list: [], removed: [] },
    });
    // The observation is recorded through its own route; the card follows the record the server answers.
    server.use(
      http.post(`/api/teachers/${t._id}/supervisions`, () =>
        HttpResponse.json(
          {
            ...t,
            updatedAt: '2026-02-01T00:00:00.000Z',
            supervisions: {
              ...t.supervisions,
              list: [
                observation({
                  date: dayFromToday(-1),
                  duration: 45,
                  comment: 'Good',
                  mentorCopySentAt: `${dayFromToday(-1)}T22:00:00.000Z`,
                }),
              ],
            },
          },
          { status: 201 },
        ),
      ),
    );
    const { user } = await open(t);
    const s = section('Supervisions');
    const card = within(s).getByRole('group', { name: 'Field supervision (19 TAC 228)' });
    expect(within(card).getByText('Overdue')).toBeInTheDocument();
    expect(within(card).getByRole('list', { name: 'Supervision problems' })).toHaveTextContent(
      'The first in-person observation was due by',
    );
    expect(within(card).getByText('0 of 1')).toBeInTheDocument();
    await user.click(within(s).getByRole('button', { name: 'Add observation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add observation: Ana Lopez' });
    // The plain observation (minutes typed, no rubric): the T-TESS form is switched off.
    await user.click(within(dialog).getByRole('checkbox', { name: /T-TESS form/ }));
    await user.click(within(dialog).getByRole('textbox', { name: /Comment/ }));
    await user.paste('Good');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(card).queryByText('Overdue')).not.toBeInTheDocument());
    expect(within(card).getByText(/^Done /)).toBeInTheDocument();
    // Done after its deadline: the problem stays listed, in words.
    expect(within(card).getByRole('list', { name: 'Supervision problems' })).toHaveTextContent(
      /^The first in-person observation came on \w{3} \d{1,2}, \d{4}, after its deadline/,
    );
  });
});
