import { screen, within } from '@testing-library/react';
import { makeTeacher } from '../../../test/harness';
import { setupTeacherRecord, save, section } from '../../../test/teacher-record';

const { open, openAsSupervisor } = setupTeacherRecord();

describe('forms status', () => {
  it('moves Pending to Uploaded when ticked, asks for the document link, and an admin ticks it verified', async () => {
    const { user, puts } = await open();
    const s = section('Forms Status');
    expect(within(s).getAllByText('Pending')).toHaveLength(2);
    expect(within(s).queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(within(s).getByRole('checkbox', { name: 'Mentor Handbook Forms' }));
    expect(within(s).getByText('Uploaded, not verified')).toBeInTheDocument();
    const link = within(s).getByRole('textbox', { name: 'Mentor Handbook Forms document link' });
    // Only a web address becomes a link to open: a javascript: one stays text.
    await user.type(link, 'javascript:alert(1)');
    expect(within(s).queryByRole('link', { name: 'Open the Mentor Handbook Forms document' })).not.toBeInTheDocument();
    await user.clear(link);
    await user.type(link, 'https://docs.example.org/h.pdf');
    expect(within(s).getByRole('link', { name: 'Open the Mentor Handbook Forms document' })).toHaveAttribute(
      'href',
      'https://docs.example.org/h.pdf',
    );
    await user.click(within(s).getByRole('checkbox', { name: 'Mentor Handbook Forms verified' }));
    expect(within(s).getByText('Verified')).toBeInTheDocument();
    await save(user);
    await screen.findByText('Changes saved');
    const unverified = { verified: false, verifiedBy: '', verifiedAt: '' };
    expect(puts[0].formsStatus).toEqual({
      mentorHandbookFormsUploaded: {
        uploaded: true,
        link: 'https://docs.example.org/h.pdf',
        verified: true,
        verifiedBy: '',
        verifiedAt: '',
      },
      internMentorAttestationForm: { uploaded: false, link: '', ...unverified },
    });
  });

  it('a supervisor sees who verified a form and cannot tick it', async () => {
    const base = makeTeacher();
    const stamp = { verified: true, verifiedBy: 'admin@example.org', verifiedAt: '2026-02-03T15:00:00.000Z' };
    const t = makeTeacher({
      name: { first: 'Ana', last: 'Lopez' },
      formsStatus: {
        ...base.formsStatus,
        mentorHandbookFormsUploaded: { uploaded: true, link: 'https://docs.example.org/h.pdf', ...stamp },
      },
    });
    await openAsSupervisor(t);
    const s = section('Forms Status');
    expect(within(s).getByText('Verified by admin@example.org on Feb 3, 2026.')).toBeInTheDocument();
    expect(within(s).queryByRole('checkbox', { name: /verified/ })).not.toBeInTheDocument();
  });
});
