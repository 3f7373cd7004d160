import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { PATH_STAGES, PATH_STAGE_LABELS, type Pipeline, type PipelineCandidate } from 'shared-domain';
import PipelinePage from '../pipeline-page';
import { renderWithProviders, setupMsw } from '../../../test/harness';

const server = setupMsw();

const candidate = (id: string, last: string, stuck: PipelineCandidate['stuck'] = []): PipelineCandidate => ({
  teacherId: `00000000-0000-4000-8000-${id.padStart(12, '0')}`,
  name: { first: 'Pat', last },
  stage: 'admitted',
  reachedOn: '2026-08-06',
  cohort: 2026,
  assignmentType: null,
  areas: ['ESL'],
  stuck,
  due: stuck,
});
const late = candidate('1', 'Late', [
  { key: 'admissionReport', label: 'Report the formal admission to TEA', due: '2026-08-13', daysLeft: -19, unit: 'calendar days' },
]);
const answer = (list: PipelineCandidate[]): Pipeline => ({
  stages: PATH_STAGES.map((stage) => ({
    stage,
    label: PATH_STAGE_LABELS[stage],
    count: stage === 'admitted' ? 2 : 0,
    stuck: stage === 'admitted' ? 1 : 0,
  })),
  stuck: 1,
  dueSoon: 1,
  total: 2,
  cohorts: [2026, 2025],
  areas: ['ESL'],
  list,
  listTotal: list.length,
});

let asked: URLSearchParams[] = [];
beforeEach(() => {
  asked = [];
  server.use(
    http.get('/api/path/pipeline', ({ request }) => {
      const q = new URL(request.url).searchParams;
      asked.push(q);
      return HttpResponse.json(answer(q.get('stage') === 'admitted' ? [late, candidate('2', 'OnTime')] : [late]));
    }),
  );
});

it('shows each stage with its count as a link to its list, and the stuck first with the clock past due', async () => {
  const { user, location } = renderWithProviders(<PipelinePage />, { route: '/admin/pipeline' });
  const stages = await screen.findByRole('list', { name: 'Candidates by stage' });
  expect(within(stages).getByRole('link', { name: 'Stuck: 1' })).toBeInTheDocument();
  expect(within(stages).getByText('1 stuck')).toBeInTheDocument();

  await user.click(within(stages).getByRole('link', { name: 'Admitted: 2' }));
  expect(location().search).toBe('?stage=admitted');
  const table = await screen.findByRole('table', { name: 'Admitted, the stuck first' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(within(rows[0]).getByText('Pat Late')).toBeInTheDocument();
  expect(within(rows[1]).getByText('Pat OnTime')).toBeInTheDocument();
  expect(within(rows[0]).getByText(/Report the formal admission to TEA: 19 calendar days past/)).toBeInTheDocument();
  expect(asked.at(-1)?.get('stage')).toBe('admitted');
});

it('sends the filters to the server and keeps them in the URL', async () => {
  const { user, location } = renderWithProviders(<PipelinePage />, { route: '/admin/pipeline' });
  await screen.findByRole('list', { name: 'Candidates by stage' });
  await user.selectOptions(screen.getByLabelText('Cohort (admission year)'), '2025');
  await user.selectOptions(screen.getByLabelText('Assignment type'), 'residency');
  expect(location().search).toContain('cohort=2025');
  expect(asked.at(-1)?.get('cohort')).toBe('2025');
  expect(asked.at(-1)?.get('assignmentType')).toBe('residency');
});

it('shows an error panel when the pipeline cannot load', async () => {
  server.use(http.get('/api/path/pipeline', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
  renderWithProviders(<PipelinePage />, { route: '/admin/pipeline' });
  expect(await screen.findByText('Failed to load the pipeline. Please try again later.')).toBeInTheDocument();
});
