import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API_ROUTES, observation, SYSTEM_SETTINGS_DEFAULTS, type ApiRoute, type Teacher } from 'shared-domain';
import { assignedTo, makeTeacher, setupMsw } from '../../test/harness';
import { renderTeacherScreens, SUPERVISOR_ID } from '../../test/teacher-screens';

const server = setupMsw();

/** Every request the page sends, as 'METHOD /api/path'. */
const sent: string[] = [];
server.events.on('request:start', ({ request }) => sent.push(`${request.method} ${new URL(request.url).pathname}`));
beforeEach(() => (sent.length = 0));

/** Whether the server's role table lets a supervisor call `request` ('GET /api/teachers/abc'). */
function supervisorMay(request: string) {
  const [method, path] = request.split(' ');
  return API_ROUTES.some((r: ApiRoute) => {
    if (r.method !== method) return false;
    const pattern = new RegExp(`^${r.path.replace(/:[^/]+/g, '[^/]+')}$`);
    return pattern.test(path) && (r.access === 'any' || (Array.isArray(r.access) && r.access.includes('supervisor')));
  });
}

const recorded = observation({
  date: '2026-01-20',
  duration: 45,
  comment: 'Strong questioning',
  recordedBy: 'supervisor@example.org',
  recordedAt: '2026-01-20T22:00:00.000Z',
});

function intern(patch: Partial<Teacher> = {}) {
  return makeTeacher({
    name: { first: 'Ana', last: 'Lopez' },
    teacherStatus: 'intern',
    teaId: 1234567,
    obsNeeded: '3 Total (In Person)',
    mentor: { name: 'Maria Mentor', email: 'maria@example.org', teaId: null, notes: [] },
    placement: {
      principal: { name: 'Pat Principal', email: '' },
      campusName: 'Oak Campus',
      districtName: 'Austin ISD',
      hrContact: '',
    },
    certificationInfo: {
      startDate: '2026-01-05',
      endDate: '2026-12-20',
      firstDayWithStudent: '2026-01-06',
      firstObsDeadline: '',
      teaPosted: false,
      certType: 'intern',
    },
    exams: [{ number: 1, content: 'Science 7-12', notes: [] }],
    supervisions: { supervisor: 'Sam Super', list: [recorded], removed: [] },
    assignment: assignedTo(SUPERVISOR_ID),
    ...patch,
  });
}

/** The record as the server answers a supervisor: without amounts. */
function serve({ financials, ...t }: Teacher) {
  void financials;
  server.use(
    http.get(`/api/teachers/${t._id}`, () => HttpResponse.json(t)),
    http.get('/api/settings', () => HttpResponse.json(SYSTEM_SETTINGS_DEFAULTS)),
  );
}

async function openAsSupervisor(t: Teacher) {
  serve(t);
  renderTeacherScreens(null, { role: 'supervisor', route: `/supervisor/teachers/${t._id}` });
  await screen.findByRole('heading', { name: 'Ana Lopez', level: 1 });
}

describe("a supervisor's page of an intern", () => {
  it('shows the observations first, then a read-only summary and the checklist, with no form to edit', async () => {
    await openAsSupervisor(intern());
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections).toEqual(['Supervisions', 'Intern', "What's left", 'Signatures']);
    const log = screen.getByRole('region', { name: 'Supervisions' });
    expect(within(log).getByRole('cell', { name: 'Strong questioning' })).toBeInTheDocument();
    expect(within(log).getByRole('group', { name: 'Field supervision (19 TAC 228)' })).toBeInTheDocument();
    expect(within(log).getByText('Field supervisor: Sam Super')).toBeInTheDocument();
    // Nothing to type in, nothing to save, and no admin parts.
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Save/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    for (const admin of ['Financials', 'Portal access', 'History', 'Assignment']) {
      expect(screen.queryByRole('region', { name: admin })).not.toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Printable evidence' })).toHaveAttribute('href', expect.stringMatching(/\/evidence$/));
  });

  it('reads who, where and for which certificate from the record', async () => {
    await openAsSupervisor(intern());
    const summary = screen.getByRole('region', { name: 'Intern' });
    const value = (label: string) => within(summary).getByText(label).nextElementSibling?.textContent;
    expect(value('TEA ID')).toBe('1234567');
    expect(value('Assignment')).toBe('Austin Elementary (active)');
    expect(value('Campus')).toBe('Oak Campus, Austin ISD');
    expect(value('Mentor')).toBe('Maria Mentor, maria@example.org');
    expect(value('Certification area')).toBe('Science 7-12');
    expect(value('Certificate type')).toBe('Intern');
    // A blank reads as a dash, not as an empty line.
    expect(value('Phone')).toBe('—');
  });

  it('lists what is left as words, without links into a form and without the balance (a supervisor sees no amounts)', async () => {
    await openAsSupervisor(intern());
    const list = screen.getByRole('list', { name: "What's left checklist" });
    expect(within(list).queryAllByRole('link')).toHaveLength(0);
    expect(list).toHaveTextContent(/Mentor assigned.*\(done\)/);
    expect(list).not.toHaveTextContent(/Balance/);
  });

  it('records an observation from the page: the log shows it at once', async () => {
    const t = intern();
    const added = observation({ date: '2026-02-03', duration: 45, comment: 'Good pacing', recordedBy: 'supervisor@example.org' });
    let posted: unknown;
    server.use(
      http.post(`/api/teachers/${t._id}/supervisions`, async ({ request }) => {
        posted = await request.json();
        return HttpResponse.json({ ...t, financials: undefined, supervisions: { ...t.supervisions, list: [recorded, added] } });
      }),
    );
    await openAsSupervisor(t);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Add observation' }));
    const dialog = await screen.findByRole('dialog', { name: /^Add observation/ });
    // The plain observation (minutes typed, no rubric): the T-TESS form is switched off.
    await user.click(within(dialog).getByRole('checkbox', { name: /T-TESS form/ }));
    fireEvent.change(within(dialog).getByLabelText(/^Date/), { target: { value: '2026-02-03' } });
    await user.click(within(dialog).getByRole('textbox', { name: /^Comment/ }));
    await user.paste('Good pacing');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posted).toMatchObject({ date: '2026-02-03', comment: 'Good pacing' });
    expect(within(screen.getByRole('region', { name: 'Supervisions' })).getByRole('cell', { name: 'Good pacing' })).toBeInTheDocument();
  }, 30_000);

  it('asks the server only for what a supervisor may read (no refused requests)', async () => {
    await openAsSupervisor(intern());
    await screen.findByRole('list', { name: "What's left checklist" });
    await waitFor(() => expect(sent).toContain('GET /api/settings'));
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.filter((r) => !supervisorMay(r))).toEqual([]);
  });

  it('says who sets the observations up when they are not checked yet, instead of a field to fill in', async () => {
    await openAsSupervisor(intern({ obsNeeded: 'n/a' }));
    const card = screen.getByRole('group', { name: 'Field supervision (19 TAC 228)' });
    expect(card).toHaveTextContent('Not applicable');
    expect(card).toHaveTextContent('once an admin sets Observations Needed');
  });
});
