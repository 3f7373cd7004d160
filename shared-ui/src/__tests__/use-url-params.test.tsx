import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { paramsTracker, useUrlParams } from '../use-url-params';

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

it("a render's late effect showing an older URL it asked for does not drop a change asked for since", () => {
  const tracker = paramsTracker(new URLSearchParams('q=perez'));
  const cleared = new URLSearchParams('');
  tracker.asked(cleared);
  const withStatus = new URLSearchParams('status=overdue');
  tracker.asked(withStatus);
  // The cleared search's render reports late, after the status was picked.
  tracker.rendered(cleared);
  expect(tracker.latest().toString()).toBe('status=overdue');
  tracker.rendered(withStatus);
  expect(tracker.latest().toString()).toBe('status=overdue');
  // Back or a link: a URL the list never asked for is taken as it is.
  tracker.rendered(new URLSearchParams('school=x'));
  expect(tracker.latest().toString()).toBe('school=x');
});
