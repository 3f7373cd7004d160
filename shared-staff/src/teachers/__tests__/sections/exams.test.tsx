import { screen, within } from '@testing-library/react';
import { nextExamNumber } from '../../record/sections/exam-numbers';
import { setupTeacherRecord, save, section } from '../../../test/teacher-record';

const { open } = setupTeacherRecord();

describe('exams', () => {
  it('suggests 1 first, then max + 1, needs a number, and shows No exams added yet when empty', async () => {
    const { user, puts } = await open();
    const exams = section('Exams');
    expect(within(exams).getByText('No exams added yet')).toBeInTheDocument();
    const number = within(exams).getByRole('textbox', { name: 'New exam number' });
    expect(number).toHaveValue('1');
    await user.selectOptions(within(exams).getByRole('combobox', { name: 'New exam type' }), 'ESL');
    await user.click(within(exams).getByRole('button', { name: 'Add Exam' }));
    expect(within(exams).getByRole('textbox', { name: 'Exam 1 number' })).toHaveValue('1');
    expect(within(exams).getByRole('combobox', { name: 'Exam 1 type' })).toHaveValue('ESL');
    expect(number).toHaveValue('2');
    await user.clear(number);
    expect(within(exams).getByRole('button', { name: 'Add Exam' })).toBeDisabled();
    await user.type(number, '7');
    await user.click(within(exams).getByRole('button', { name: 'Add Exam' }));
    expect(number).toHaveValue('8');
    expect(
      within(exams)
        .getAllByRole('combobox', { name: /Exam \d type/ })[0]
        .querySelectorAll('option'),
    ).toHaveLength(19);
    await user.click(within(exams).getByRole('button', { name: 'Remove exam 1' }));
    await save(user);
    await screen.findByText('Changes saved');
    expect(puts[0].exams).toEqual([{ number: 7, content: 'n/a', notes: [] }]);
  });

  it('keeps notes per exam, one per line', async () => {
    const { user, puts } = await open({ exams: [{ number: 1, content: 'ESL', notes: ['Attempt 1: 236'] }] });
    const notes = within(section('Exams')).getByRole('textbox', { name: 'Exam 1 notes' });
    expect(notes).toHaveValue('Attempt 1: 236');
    await user.type(notes, '{Enter}Retake booked');
    await save(user);
    await screen.findByText('Changes saved');
    expect(puts[0].exams).toEqual([{ number: 1, content: 'ESL', notes: ['Attempt 1: 236', 'Retake booked'] }]);
  });

  it('numbers after the highest existing exam', () => {
    expect(nextExamNumber([])).toBe(1);
    expect(nextExamNumber([{ number: 3 }, { number: 5 }, { number: 2 }])).toBe(6);
    expect(nextExamNumber([{ number: '' }, { number: '4' }])).toBe(5);
  });
});
