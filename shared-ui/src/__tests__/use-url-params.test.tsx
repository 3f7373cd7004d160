import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useUrlParams } from '../use-url-params';

type Update = ReturnType<typeof useUrlParams>[1];
let update: Update;
let search = '';

function Probe() {
  const [, u] = useUrlParams();
  update = u;
  search = useLocation().search;
  return null;
}

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Probe />
    </MemoryRouter>,
  );

it('two changes made before the page renders again are both kept (a status, then a supervisor, picked quickly)', () => {
  renderAt('/admin/compliance?q=perez');
  act(() => {
    update((p) => p.set('status', 'overdue'));
    update((p) => p.set('supervisor', 'none'));
  });
  const params = new URLSearchParams(search);
  expect([params.get('q'), params.get('status'), params.get('supervisor')]).toEqual(['perez', 'overdue', 'none']);
});

it('a change starts from the URL once it has moved on (a link, back)', () => {
  renderAt('/admin/compliance?status=overdue');
  act(() => update((p) => p.delete('status')));
  expect(search).toBe('');
  act(() => update((p) => p.set('school', 'x')));
  expect(search).toBe('?school=x');
});
