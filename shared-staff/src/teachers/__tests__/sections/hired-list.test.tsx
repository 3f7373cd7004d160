import { within } from '@testing-library/react';
import { daysBetween } from 'shared-domain';
import { setupTeacherRecord, section } from '../../../test/teacher-record';

const { open } = setupTeacherRecord();

describe('hired list', () => {
  it("shows 'Day' for one day, 'Days from List to Hire' otherwise, Hired / In Process and Added on", async () => {
    const { user } = await open({ hiredListInfo: { pendingItems: '', dateAdded: '2026-03-10', dateHired: '' } });
    const s = section('Hired List');
    expect(within(s).getByText('In Process')).toBeInTheDocument();
    expect(within(s).getByText('Added on Mar 10, 2026')).toBeInTheDocument();
    await user.type(within(s).getByLabelText('Date Hired'), '2026-03-11');
    expect(within(s).getByText('Hired')).toBeInTheDocument();
    expect(within(s).getByText('Day').parentElement).toHaveTextContent('1 Day');
    await user.clear(within(s).getByLabelText('Date Hired'));
    // Hired before being listed still counts the absolute difference.
    await user.type(within(s).getByLabelText('Date Hired'), '2026-02-28');
    expect(within(s).getByText('Days from List to Hire').parentElement).toHaveTextContent('10 Days from List to Hire');
  });

  it('rounds partial days up', () => {
    expect(daysBetween('2026-01-01T00:00:00Z', '2026-01-02T06:00:00Z')).toBe(2);
    expect(daysBetween('2026-01-02', '2026-01-01')).toBe(1);
  });
});
