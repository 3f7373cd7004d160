import { screen } from '@testing-library/react';
import { setupTeacherRecord, save } from '../../../test/teacher-record';

const { open } = setupTeacherRecord();

describe('every field of the other sections reaches the PUT', () => {
  it('sends personal, contact, placement, certification, additional info and PPR values', async () => {
    const { user, puts } = await open();
    // Each value arrives whole, as pasted: a keystroke at a time re-renders the whole record once per character.
    const type = async (name: string, value: string) => {
      await user.click(screen.getByRole('textbox', { name }));
      await user.paste(value);
    };
    await user.selectOptions(screen.getByRole('combobox', { name: 'Teacher Status' }), 'ready for hire');
    await type('Orbund ID', '77');
    await type('Email', 'ana@example.org');
    await type('Secondary Email', 'ana2@example.org');
    await type('Principal Name', 'Pat Principal');
    await type('District Name', 'Austin ISD');
    await user.type(screen.getByLabelText('Start Date'), '2026-08-01');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Certificate Type' }), 'probationary');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Intern Status' }), 'late hire');
    await user.selectOptions(screen.getByRole('combobox', { name: '150 Coursework Hours' }), 'completed');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Observations Needed' }), '3 Total (In Person)');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Admission (before or after)' }), 'after');
    await user.click(screen.getByRole('checkbox', { name: 'Mid-Year Intern' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'PPR Passed' }), 'yes');
    await save(user);
    await screen.findByText('Changes saved');
    expect(puts[0]).toMatchObject({
      teacherStatus: 'ready for hire',
      orbundId: 77,
      contact: { email: 'ana@example.org', secondaryEmail: 'ana2@example.org' },
      placement: { principal: { name: 'Pat Principal' }, districtName: 'Austin ISD' },
      certificationInfo: { startDate: '2026-08-01', certType: 'probationary' },
      internStatus: 'late hire',
      oneFiftyCourseWorkHours: 'completed',
      obsNeeded: '3 Total (In Person)',
      admissionDate: { when: 'after' },
      midYearIntern: true,
      ppr: { passed: 'yes' },
    });
  });
});
