import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router-dom';
import { BackLink } from '../button-links';
import { useUrlParams } from '../use-url-params';
import { renderWithProviders } from '../test/harness';

function List() {
  const [params, update] = useUrlParams();
  return (
    <>
      <h1>Teachers</h1>
      <p>{`Search: ${params.get('q') ?? ''}`}</p>
      <button onClick={() => update((p) => p.set('status', 'active'))}>Active only</button>
      <Link to="/admin/teachers/7">Ana Lopez</Link>
    </>
  );
}

const Record = () => (
  <>
    <BackLink to="/admin/teachers" label="Teachers" />
    <h1>Ana Lopez</h1>
  </>
);

afterEach(() => sessionStorage.clear());

it("'Back to Teachers' returns to the search and the filters the list showed", async () => {
  const user = userEvent.setup();
  renderWithProviders(
    <Routes>
      <Route path="/admin/teachers" element={<List />} />
      <Route path="/admin/teachers/:id" element={<Record />} />
    </Routes>,
    { route: '/admin/teachers?q=ana' },
  );
  await user.click(screen.getByRole('button', { name: 'Active only' }));
  await user.click(screen.getByRole('link', { name: 'Ana Lopez' }));
  const back = screen.getByRole('link', { name: '← Back to Teachers' });
  expect(back).toHaveAttribute('href', '/admin/teachers?q=ana&status=active');
  await user.click(back);
  expect(screen.getByText('Search: ana')).toBeInTheDocument();
});

it('opens the list unfiltered when it was not visited with a search in this tab', () => {
  renderWithProviders(<Record />, { route: '/admin/teachers/7' });
  expect(screen.getByRole('link', { name: '← Back to Teachers' })).toHaveAttribute('href', '/admin/teachers');
});
