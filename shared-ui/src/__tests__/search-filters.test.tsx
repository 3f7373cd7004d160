import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchFilters } from '../search-filters';
import { renderWithProviders } from '../test/harness';

type F = { search: string; city: string };

function Harness({ onChange }: { onChange: (f: F) => void }) {
  const [value, setValue] = useState<F>({ search: '', city: '' });
  return (
    <SearchFilters
      label="Find things"
      searchLabel="Search"
      placeholder="Search..."
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      filters={[{ key: 'city', label: 'City', placeholder: 'All Cities', options: ['Austin', 'Dallas'] }]}
    />
  );
}

it('keeps the filters collapsed until asked, and counts the active ones on the button', async () => {
  const onChange = jest.fn();
  renderWithProviders(<Harness onChange={onChange} />);
  const toggle = screen.getByRole('button', { name: 'Filters' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('combobox', { name: 'City' })).not.toBeInTheDocument();
  await userEvent.click(toggle);
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'City' }), 'Dallas');
  expect(onChange).toHaveBeenLastCalledWith({ search: '', city: 'Dallas' });
  expect(screen.getByRole('button', { name: 'Filters (1)' })).toHaveAttribute('aria-expanded', 'true');
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'a');
  expect(onChange).toHaveBeenLastCalledWith({ search: 'a', city: 'Dallas' });
});
