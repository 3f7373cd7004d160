import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryContent, type QueryContentProps } from '../query-error-panel';
import { renderWithProviders } from '../../test/harness';

type Query = QueryContentProps<string[]>['query'];
const base: Query = { isPending: false, isError: false, data: undefined, error: null, refetch: jest.fn() };

function show(query: Query) {
  return renderWithProviders(
    <QueryContent query={query} message="Failed to fetch runs." request="GET /api/jobs/runs">
      {(rows) => (
        <ul aria-label="Runs">
          {rows.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      )}
    </QueryContent>,
  );
}

describe('QueryContent', () => {
  it('says it is loading while the query is pending', () => {
    show({ ...base, isPending: true });
    expect(screen.getByRole('status')).toHaveTextContent(/loading/i);
    expect(screen.queryByRole('list', { name: 'Runs' })).not.toBeInTheDocument();
  });

  it('shows what failed, the request and the answer, and asks again on Retry', async () => {
    const refetch = jest.fn();
    show({ ...base, isError: true, error: new Error('502 Bad Gateway'), refetch });
    expect(screen.getByText('Failed to fetch runs.')).toBeInTheDocument();
    expect(screen.getByText(/GET \/api\/jobs\/runs/)).toHaveTextContent('502 Bad Gateway');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the data once it is there', () => {
    show({ ...base, data: ['nightly reminders', 'outbox'] });
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['nightly reminders', 'outbox']);
  });
});
