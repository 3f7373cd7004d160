import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { observation, TEACHER_LIST_WHOLE_MAX, toTeacherListItem, type Teacher } from 'shared-domain';
import { TEACHER_PAGE_ROWS } from '../api/get-teachers';
import { assignedTo, findTeacher, makeTeacher, setupMsw, teachersAll } from '../../test/harness';
import { OTHER_SUPERVISOR_ID, renderTeacherScreens, SUPERVISOR_ID } from '../../test/teacher-screens';

/** An uploaded form an admin has verified (requireDocumentVerification is on by default). */
const VERIFIED_FORM = { uploaded: true, link: '', verified: true, verifiedBy: 'admin@example.org', verifiedAt: '2026-01-01T00:00:00.000Z' };

const done: Partial<Teacher> = {
  oneFiftyCourseWorkHours: 'completed',
  thirtyObsHours: 'completed',
  exams: [{ number: 1, content: 'ESL', notes: [] }],
  ppr: { isTrade: false, status: 'completed', passed: 'yes', notes: [] },
  mentor: { name: 'Mo Mentor', email: '', teaId: null, notes: [] },
  formsStatus: { mentorHandbookFormsUploaded: VERIFIED_FORM, internMentorAttestationForm: VERIFIED_FORM },
  certificationInfo: { startDate: '', endDate: '', firstDayWithStudent: '', firstObsDeadline: '', teaPosted: true, certType: 'intern' },
  supervisions: { supervisor: '', list: [observation({ date: '2026-01-05' })], removed: [] },
};

const jane = makeTeacher({
  name: { first: 'Jane', last: 'Doe' },
  teacherStatus: 'intern',
  teaId: 1001,
  contact: { email: 'jane@example.org', secondaryEmail: '', phoneNumber: '', location: '' },
  placement: { principal: { name: '', email: '' }, campusName: '', districtName: 'Austin ISD', hrContact: '' },
});
const bob = makeTeacher({ name: { first: 'Bob', last: 'Adams' }, teacherStatus: 'hired', ...done, assignment: assignedTo(SUPERVISOR_ID) });
const cara = makeTeacher({
  name: { first: 'Cara', last: 'Janssen' },
  teacherStatus: 'ready for hire',
  assignment: assignedTo(OTHER_SUPERVISOR_ID),
});
const teachers = [jane, bob, cara];

// The record asks for the user's server-kept draft (none here).
const server = setupMsw(http.get('/api/drafts/teachers/:id', () => HttpResponse.json({ draft: null })));

/** The list (its projection) and each record by id or record number, as the server answers them. */
const listReturns = (list: Teacher[]) =>
  server.use(
    teachersAll(list),
    http.get('/api/teachers/:id', ({ params }) => HttpResponse.json(findTeacher(list, params.id) ?? null, { status: 200 })),
  );
const table = () => screen.getByRole('table', { name: 'Teachers' });
/** Opens the admin list and waits for the whole list (its first rows show before it). */
async function openList() {
  const rendered = renderTeacherScreens(null);
  await screen.findByText(/^Showing \d+ of \d+ teachers$/);
  return rendered;
}
// The value a cell shows (a phone card's label is beside it).
const lastNames = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[1].querySelector('[data-cell-value]')?.textContent);

/** Opens a row's '⋯' menu and picks one of its actions. */
async function rowAction(user: ReturnType<typeof userEvent.setup>, row: RegExp, action: string) {
  const r = screen.getByRole('row', { name: row });
  await user.click(within(r).getByRole('button', { name: /^More actions: / }));
  await user.click(within(r).getByRole('button', { name: action }));
}

describe('teacher list (admin)', () => {
  it('shows the first rows while the whole list loads, then the whole list', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    const asked: string[] = [];
    server.use(
      http.get('/api/teachers/all', async ({ request }) => {
        const url = new URL(request.url);
        asked.push(url.search);
        if (url.searchParams.get('limit') === String(TEACHER_PAGE_ROWS)) {
          const rows = [bob].map((t) => toTeacherListItem(t));
          return HttpResponse.json({ rows, total: 3, matched: 3, next: null, wholeMax: TEACHER_LIST_WHOLE_MAX });
        }
        await held;
        return HttpResponse.json(teachers.map((t) => toTeacherListItem(t)));
      }),
    );
    renderTeacherScreens(null);
    expect(await screen.findByText('Showing the first 1 teachers by last name. Loading the whole list…')).toBeInTheDocument();
    expect(lastNames()).toEqual(['Adams']);
    // The whole list is asked for once the first rows are shown.
    await waitFor(() => expect(asked.sort()).toEqual(['?view=list', `?view=list&limit=${TEACHER_PAGE_ROWS}`]));
    release();
    expect(await screen.findByText('Showing 3 of 3 teachers')).toBeInTheDocument();
    expect(lastNames()).toEqual(['Adams', 'Doe', 'Janssen']);
  });

  it('above the threshold, shows the first page it asked for without asking for the same rows again', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/teachers/all', ({ request }) => {
        const url = new URL(request.url);
        asked.push(url.search);
        const after = url.searchParams.get('after');
        const rows = (after ? [cara] : [bob, jane]).map((t) => toTeacherListItem(t));
        return HttpResponse.json({ rows, total: 3, matched: 3, next: after ? null : 'page-2', wholeMax: 2 });
      }),
    );
    renderTeacherScreens(null);
    expect(await screen.findByText('Showing 3 of 3 teachers')).toBeInTheDocument();
    // The table goes on from the first page's cursor (here at once: jsdom's table has no height to fill).
    await waitFor(() => expect(lastNames()).toEqual(['Adams', 'Doe', 'Janssen']));
    expect(asked).toEqual([
      `?view=list&limit=${TEACHER_PAGE_ROWS}`,
      `?view=list&sort=lastName&dir=asc&limit=${TEACHER_PAGE_ROWS}&after=page-2`,
    ]);
  });

  it('opened filtered (a dashboard link), waits for the whole list rather than show unfiltered first rows', async () => {
    listReturns(teachers);
    renderTeacherScreens(null, { route: '/admin/teachers?status=intern' });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Teachers' });
    expect(lastNames()).toEqual(['Doe']);
  });

  it('shows Loading... and then the columns of the spec with status badges', async () => {
    listReturns(teachers);
    renderTeacherScreens(null);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Teachers' });
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.replace(/[▲▼↕]/g, ''));
    expect(headers).toEqual(['Status', 'Last Name', 'First Name', 'TEA ID', 'Email', 'District', 'Actions']);
    const janeRow = within(table()).getByRole('row', { name: /Jane/ });
    expect(within(janeRow).getByText('Intern')).toBeInTheDocument();
    expect(within(janeRow).getByText('1001')).toBeInTheDocument();
    expect(within(janeRow).getByText('jane@example.org')).toBeInTheDocument();
    expect(within(janeRow).getByText('Austin ISD')).toBeInTheDocument();
    // Sorted by last name at first.
    expect(lastNames()).toEqual(['Adams', 'Doe', 'Janssen']);
  });

  it('colours badges: intern yellow, hired green, others blue (always with text)', async () => {
    listReturns(teachers);
    await openList();
    expect(within(table()).getByText('Intern')).toHaveStyle({ color: '#854d0e' });
    expect(within(table()).getByText('Hired')).toHaveStyle({ color: '#166534' });
    expect(within(table()).getByText('Ready for hire')).toHaveStyle({ color: '#1e40af' });
  });

  it('searches first or last name case-insensitively', async () => {
    const user = userEvent.setup({ delay: null });
    listReturns(teachers);
    await openList();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'JAN');
    await waitFor(() => expect(lastNames()).toEqual(['Doe', 'Janssen']));
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'adams');
    await waitFor(() => expect(lastNames()).toEqual(['Adams']));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'xyz');
    expect(await screen.findByText('No teachers found')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 of 3 teachers')).toBeInTheDocument();
    // The empty search offers the way out.
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    await waitFor(() => expect(lastNames()).toEqual(['Adams', 'Doe', 'Janssen']));
  });

  it('opens with the filters a link asks for (?status=&open=1, from the dashboard)', async () => {
    listReturns(teachers);
    renderTeacherScreens(null, { route: '/admin/teachers?status=ready%20for%20hire' });
    await screen.findByRole('table', { name: 'Teachers' });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('ready for hire');
    await waitFor(() => expect(lastNames()).toEqual(['Janssen']));
  });

  it('filters by status and by open items', async () => {
    const user = userEvent.setup({ delay: null });
    listReturns(teachers);
    await openList();
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => (o as HTMLOptionElement).value),
    ).toEqual(['all', 'intern', 'hired', 'ready for hire']);
    await user.selectOptions(status, 'hired');
    await waitFor(() => expect(lastNames()).toEqual(['Adams']));
    await user.selectOptions(status, 'ready for hire');
    await waitFor(() => expect(lastNames()).toEqual(['Janssen']));
    await user.selectOptions(status, 'all');
    await user.click(screen.getByRole('checkbox', { name: 'Has open items' }));
    // Bob has everything done; the others have open items.
    await waitFor(() => expect(lastNames()).toEqual(['Doe', 'Janssen']));
  });

  it('sorts by a column header, ascending then descending', async () => {
    const user = userEvent.setup({ delay: null });
    listReturns(teachers);
    await openList();
    await user.click(screen.getByRole('button', { name: /First Name/ }));
    expect(lastNames()).toEqual(['Adams', 'Janssen', 'Doe']);
    await user.click(screen.getByRole('button', { name: /First Name/ }));
    expect(lastNames()).toEqual(['Doe', 'Janssen', 'Adams']);
  });

  it("offers 'Import' to admins only; it opens the import page", async () => {
    const user = userEvent.setup({ delay: null });
    listReturns(teachers);
    const { unmount } = renderTeacherScreens(null, { role: 'supervisor' });
    await screen.findByRole('table', { name: 'Teachers' });
    expect(screen.queryByRole('link', { name: 'Import' })).not.toBeInTheDocument();
    unmount();
    await openList();
    await user.click(screen.getByRole('link', { name: 'Import' }));
    expect(await screen.findByRole('heading', { name: 'Import Teachers', level: 1 })).toBeInTheDocument();
  });

  it('exports the filtered rows as CSV', async () => {
    const user = userEvent.setup({ delay: null });
    const blobs: Blob[] = [];
    URL.createObjectURL = jest.fn((b: Blob) => {
      blobs.push(b);
      return 'blob:teachers';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    listReturns(teachers);
    await openList();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'intern');
    await waitFor(() => expect(lastNames()).toEqual(['Doe']));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(click).toHaveBeenCalled();
    const csv = await blobs[0].text();
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^Status,Last Name,First Name,TEA ID,Email,District/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^intern,Doe,Jane,1001,jane@example.org,Austin ISD/);
  });

  it('shows the error panel with the failed request, and Retry loads again', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(http.get('/api/teachers/all', () => HttpResponse.json({ message: 'Database unavailable' }, { status: 503 })));
    renderTeacherScreens(null);
    expect(await screen.findByRole('heading', { name: 'Error Loading Data' })).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch teachers. Please try again later.')).toBeInTheDocument();
    expect(screen.getByText('Technical details')).toBeInTheDocument();
    expect(screen.getByText(/GET \/api\/teachers\/all/)).toHaveTextContent('Database unavailable');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    listReturns(teachers);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    // The first page, then the whole list: two requests after the retry. (The first page's table is replaced by the
    // whole list's, so wait for the whole list's count before looking at the table.)
    expect(await screen.findByText(/^Showing \d+ of \d+ teachers$/, undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(table()).toBeInTheDocument();
  });

  it('shows No teachers found for an empty list, and Add Teacher leads to the add page', async () => {
    const user = userEvent.setup({ delay: null });
    listReturns([]);
    renderTeacherScreens(null);
    expect(await screen.findByText('No teachers found')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Add Teacher' }));
    expect(await screen.findByRole('heading', { name: 'Add New Teacher' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/teachers/add');
  });

  it("the teacher's name (View Details) opens the record page with the teacher from the list", async () => {
    const user = userEvent.setup({ delay: null });
    listReturns(teachers);
    const asked: string[] = [];
    server.use(http.get(`/api/teachers/${jane._id}/history`, () => HttpResponse.json([])));
    const listener = ({ request }: { request: Request }) => {
      const path = new URL(request.url).pathname;
      if (/^\/api\/teachers\/[^/]+$/.test(path) && !path.endsWith('/all')) asked.push(path.split('/').pop()!);
    };
    server.events.on('request:start', listener);
    await openList();
    const link = within(screen.getByRole('row', { name: /Jane/ })).getByRole('link', { name: 'View Details: Jane Doe' });
    expect(link).toHaveTextContent(/^Doe$/);
    // The list links by record number (it carries no ids); the record's address then shows its id,
    // from the one request for the record.
    expect(link).toHaveAttribute('href', `/admin/teachers/${jane.ref}`);
    await user.click(link);
    expect(await screen.findByRole('heading', { name: 'Jane Doe', level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/admin/teachers/${jane._id}`);
    expect(asked).toEqual([String(jane.ref)]);
    // The record shows the number, to quote it (and open it) again.
    expect(screen.getByText(`Record No. ${jane.ref}`)).toBeInTheDocument();
    server.events.removeListener('request:start', listener);
    expect(screen.getByRole('textbox', { name: /First Name/ })).toHaveValue('Jane');
  });

  it('a click anywhere on a row, or Enter on the focused row, opens the record; the ⋯ menu does not', async () => {
    const user = userEvent.setup({ delay: null });
    listReturns(teachers);
    server.use(http.get(`/api/teachers/${jane._id}/history`, () => HttpResponse.json([])));
    const first = await openList();
    const row = () => screen.getByRole('row', { name: /Jane/ });
    await user.click(within(row()).getByRole('button', { name: 'More actions: Jane Doe' }));
    expect(within(row()).getByRole('button', { name: 'Quick view' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/\/admin\/teachers$/);
    await user.click(within(row()).getByText('jane@example.org'));
    expect(await screen.findByRole('heading', { name: 'Jane Doe', level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/admin/teachers/${jane._id}`);
    first.unmount();

    await openList();
    row().focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Jane Doe', level: 1 })).toBeInTheDocument();
  });
});

describe('quick view (the modal detail form)', () => {
  it('views, edits, saves with PUT, updates the list and returns to view mode', async () => {
    const user = userEvent.setup({ delay: null });
    listReturns(teachers);
    let body: Record<string, unknown> | undefined;
    server.use(
      http.put(`/api/teachers/${jane._id}`, async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ ...jane, ...body, updatedAt: '2026-02-01T00:00:00.000Z' });
      }),
    );
    await openList();
    await rowAction(user, /Jane/, 'Quick view');
    const dialog = screen.getByRole('dialog', { name: 'Jane Doe' });
    // The quick view fetches the whole record to show and edit.
    await within(dialog).findByRole('button', { name: 'Edit' });
    expect(within(dialog).getByText('jane@example.org')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    expect(within(dialog).getByText('No exams added yet')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add Exam' }));
    expect(within(dialog).getByRole('textbox', { name: 'Exam 1 number' })).toHaveValue('1');
    expect(within(dialog).getByRole('combobox', { name: 'Exam 1 type' })).toHaveValue('n/a');
    await user.click(within(dialog).getByRole('button', { name: 'Add Exam' }));
    expect(within(dialog).getByRole('textbox', { name: 'Exam 2 number' })).toHaveValue('2');
    const last = within(dialog).getByRole('textbox', { name: /Last Name/ });
    await user.clear(last);
    await user.type(last, 'Smith');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Edit' })).toBeInTheDocument());
    expect(body).toMatchObject({
      name: { first: 'Jane', last: 'Smith' },
      updatedAt: jane.updatedAt,
      exams: [
        { number: 1, content: 'n/a' },
        { number: 2, content: 'n/a' },
      ],
    });
    expect(within(table()).getByRole('row', { name: /Smith/ })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Cancel drops the working copy without a request', async () => {
    const user = userEvent.setup({ delay: null });
    listReturns(teachers);
    await openList();
    await rowAction(user, /Jane/, 'Quick view');
    const dialog = screen.getByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Edit' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Last Name/ }), 'zzz');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(dialog).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(table()).queryByText('Doezzz')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    expect(within(dialog).getByRole('textbox', { name: /Last Name/ })).toHaveValue('Doe');
  });

  it('a failed save shows one summary at the top linking to each field, each message once, in words', async () => {
    const user = userEvent.setup({ delay: null });
    listReturns(teachers);
    const puts: unknown[] = [];
    const refused = "Email is already on another teacher's record";
    server.use(
      http.put(`/api/teachers/${jane._id}`, async ({ request }) => {
        puts.push(await request.json());
        return HttpResponse.json({ message: `contact.email: ${refused}`, fieldErrors: { 'contact.email': refused } }, { status: 400 });
      }),
    );
    await openList();
    await rowAction(user, /Jane/, 'Quick view');
    const dialog = screen.getByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Edit' }));
    const last = within(dialog).getByRole('textbox', { name: /Last Name/ });
    expect(last).toBeRequired();
    await user.clear(last);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const summary = await within(dialog).findByRole('alert', { name: 'There is a problem' });
    const link = within(summary).getByRole('link');
    expect(link).toHaveAttribute('href', `#${last.id}`);
    const message = link.textContent ?? '';
    expect(message).toMatch(/last name/i);
    expect(within(dialog).getAllByText(message)).toHaveLength(2);
    await user.click(link);
    expect(last).toHaveFocus();
    expect(puts).toEqual([]);

    // The server's refusal naming a field: in words in the summary and at the field, no box saying it failed.
    await user.type(last, 'Doe');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const email = within(dialog).getAllByRole('textbox', { name: /Email/ })[0];
    await waitFor(() => expect(within(dialog).getByRole('link', { name: refused })).toHaveAttribute('href', `#${email.id}`));
    expect(within(dialog).getAllByText(refused)).toHaveLength(2);
    expect(dialog).not.toHaveTextContent(/contact\.email|Failed to save changes/);
    expect(puts).toHaveLength(1);
  });

  it('shows Failed to save changes when the PUT fails', async () => {
    const user = userEvent.setup({ delay: null });
    listReturns(teachers);
    server.use(http.put(`/api/teachers/${jane._id}`, () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    await openList();
    await rowAction(user, /Jane/, 'Quick view');
    const dialog = screen.getByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Edit' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Failed to save changes. Please try again.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });
});

describe('teacher list (supervisor)', () => {
  it("shows 'My teachers' by default and everyone when unticked", async () => {
    const user = userEvent.setup({ delay: null });
    listReturns(teachers);
    renderTeacherScreens(null, { role: 'supervisor' });
    await screen.findByRole('table', { name: 'Teachers' });
    expect(screen.getByRole('checkbox', { name: 'My teachers' })).toBeChecked();
    expect(lastNames()).toEqual(['Adams']);
    await user.click(screen.getByRole('checkbox', { name: 'My teachers' }));
    await waitFor(() => expect(lastNames()).toEqual(['Adams', 'Doe', 'Janssen']));
  });

  it('records a formal, in-person observation of 45 minutes today (filled in); a missing duration is refused', async () => {
    const user = userEvent.setup({ delay: null });
    listReturns(teachers);
    let posted: Record<string, unknown> | undefined;
    server.use(
      http.post(`/api/teachers/${bob.ref}/supervisions`, async ({ request }) => {
        posted = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ ...bob, updatedAt: '2026-03-01T00:00:00.000Z' }, { status: 201 });
      }),
    );
    renderTeacherScreens(null, { role: 'supervisor' });
    await screen.findByRole('table', { name: 'Teachers' });
    await rowAction(user, /Adams/, 'Add observation');
    const dialog = screen.getByRole('dialog', { name: /Add observation: Bob Adams/ });
    // The plain observation (minutes typed, no rubric): the T-TESS form is switched off.
    await user.click(within(dialog).getByRole('checkbox', { name: /T-TESS form/ }));
    expect(within(dialog).getByLabelText(/^Duration/)).toHaveValue('45');
    expect(within(dialog).getByLabelText('Kind')).toHaveValue('formal');
    expect(within(dialog).getByLabelText('Mode')).toHaveValue('in person');
    await user.clear(within(dialog).getByLabelText(/^Duration/));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // Once in the error summary (a link to the field) and once at the field.
    expect(await within(dialog).findByRole('link', { name: 'Duration is required' })).toBeInTheDocument();
    expect(within(dialog).getAllByText('Duration is required')).toHaveLength(2);
    expect(posted).toBeUndefined();
    await user.type(within(dialog).getByLabelText(/^Duration/), '45');
    await user.type(within(dialog).getByLabelText('Comment'), 'Clear objectives');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const now = new Date();
    const today = new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
    expect(posted).toMatchObject({ date: today, kind: 'formal', mode: 'in person', duration: 45, comment: 'Clear objectives' });
    expect(await screen.findByText('Observation recorded for Bob Adams')).toBeInTheDocument();
  });

  it("uses the supervisor area's wording on a load failure", async () => {
    server.use(http.get('/api/teachers/all', () => HttpResponse.json({ message: 'nope' }, { status: 500 })));
    renderTeacherScreens(null, { role: 'supervisor' });
    expect(await screen.findByText('Failed to fetch Teachers. Please try again later.')).toBeInTheDocument();
  });
});
