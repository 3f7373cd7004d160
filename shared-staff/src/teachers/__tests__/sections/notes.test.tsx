import { screen, within } from '@testing-library/react';
import { setupTeacherRecord, save, section } from '../../../test/teacher-record';

const { open } = setupTeacherRecord();

describe('notes', () => {
  it('ignores a blank note, saves trimmed text with an ISO date, and Cancel clears', async () => {
    const { user, puts } = await open();
    const s = section('Mentor');
    await user.click(within(s).getByRole('button', { name: 'Add Note' }));
    const box = within(s).getByRole('textbox', { name: 'New mentor note' });
    await user.type(box, '   ');
    await user.click(within(s).getByRole('button', { name: 'Save' }));
    expect(within(s).getByText('No notes yet')).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, 'draft text');
    await user.click(within(s).getByRole('button', { name: 'Cancel' }));
    await user.click(within(s).getByRole('button', { name: 'Add Note' }));
    expect(within(s).getByRole('textbox', { name: 'New mentor note' })).toHaveValue('');
    await user.type(within(s).getByRole('textbox', { name: 'New mentor note' }), '  Met on Monday  ');
    await user.click(within(s).getByRole('button', { name: 'Save' }));
    expect(within(s).getByRole('list', { name: 'Mentor Notes' })).toHaveTextContent('Met on Monday');
    const ppr = section('PPR');
    await user.click(within(ppr).getByRole('button', { name: 'Add Note' }));
    await user.type(within(ppr).getByRole('textbox', { name: 'New ppr note' }), ' Retake in May ');
    await user.click(within(ppr).getByRole('button', { name: 'Save' }));
    await save(user);
    await screen.findByText('Changes saved');
    const body = puts[0] as {
      mentor: { notes: { date: string; content: string }[] };
      ppr: { notes: { date: string; description: string }[] };
    };
    expect(body.mentor.notes).toHaveLength(1);
    expect(body.mentor.notes[0].content).toBe('Met on Monday');
    expect(body.mentor.notes[0].date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(body.ppr.notes[0]).toMatchObject({ description: 'Retake in May' });
  });
});
