import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AuditEntry, Teacher } from 'shared-domain';
import { makeTeacher, resetClientState, setupMsw, teachersAll } from '../../test/harness';
import { emptyEvidenceHandlers } from '../../test/evidence-handlers';
import { renderTeacherScreens } from '../../test/teacher-screens';

// The record's Documents and Field hours read their own routes.
const server = setupMsw(...emptyEvidenceHandlers);

const history: AuditEntry[] = [
  { _id: 'h1', at: '2026-01-10T12:00:00.000Z', actor: 'admin@example.org', action: 'create', changes: [] },
  {
    _id: 'h2',
    at: '2026-01-12T09:30:00.000Z',
    actor: 'supervisor@example.org',
    action: 'update',
    changes: [{ field: 'contact.phoneNumber', from: '', to: '512-555-0101' }],
  },
];

/** The drafts the server keeps, per teacher id (the signed-in user's). */
const drafts = new Map<string, { values: unknown; baseUpdatedAt: string | null; savedAt: string; teacherId: string }>();
beforeEach(() => drafts.clear());

function serve(t: Teacher) {
  const puts: Record<string, unknown>[] = [];
  server.use(
    http.get(`/api/drafts/teachers/${t._id}`, () => HttpResponse.json({ draft: drafts.get(t._id) ?? null })),
    http.put(`/api/drafts/teachers/${t._id}`, async ({ request }) => {
      const body = (await request.json()) as { values: unknown; baseUpdatedAt: string | null };
      drafts.set(t._id, { ...body, teacherId: t._id, savedAt: '2026-03-01T15:00:00.000Z' });
      return HttpResponse.json(drafts.get(t._id));
    }),
    http.delete(`/api/drafts/teachers/${t._id}`, () => {
      drafts.delete(t._id);
      return HttpResponse.json({ success: true, message: 'Draft discarded' });
    }),
    http.get(`/api/teachers/${t._id}`, () => HttpResponse.json(t)),
    http.get(`/api/teachers/${t._id}/history`, () => HttpResponse.json(history)),
    http.put(`/api/teachers/${t._id}`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      puts.push(body);
      return HttpResponse.json({ ...t, ...body, updatedAt: '2026-02-01T00:00:00.000Z' });
    }),
  );
  return puts;
}

const openRecord = async (t: Teacher) => {
  renderTeacherScreens(null, { route: `/admin/teachers/${t._id}` });
  return screen.findByRole('heading', { name: `${t.name.first} ${t.name.last}`, level: 1 });
};

/** A 'What's left' item (the list item around its link). */
const checklistItem = (label: RegExp) =>
  within(screen.getByRole('list', { name: "What's left checklist" }))
    .getByRole('link', { name: label })
    .closest('li') as HTMLElement;

describe('teacher edit page', () => {
  it('loads the record on a direct visit and shows every section, the checklist and the history', async () => {
    const t = makeTeacher({ name: { first: 'Ana', last: 'Lopez' }, teacherStatus: 'intern' });
    serve(t);
    await openRecord(t);
    for (const title of [
      "What's left",
      'Personal Information',
      'Contact Information',
      'Mentor',
      'Placement',
      'Certification',
      'Additional Information',
      'PPR',
      'Exams',
      'Supervisions',
      'Forms Status',
      'Hired List',
      'Financials',
      'History',
    ]) {
      expect(screen.getByRole('heading', { name: title, level: 2 })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: /Back to Teachers/ })).toHaveAttribute('href', '/admin/teachers');
    const checklist = screen.getByRole('list', { name: "What's left checklist" });
    expect(checklistItem(/150 coursework hours/)).toHaveTextContent('(open)');
    expect(checklistItem(/Mentor assigned/)).toHaveTextContent('(open)');
    // Each item leads to the section where it is done; the section list names every section.
    expect(within(checklist).getByRole('link', { name: 'Mentor assigned' })).toHaveAttribute('href', '#record-mentor');
    expect(document.getElementById('record-mentor')).toHaveAccessibleName('Mentor');
    const sections = screen.getByRole('navigation', { name: 'Record sections' });
    // Every section of the page is listed, History (below the form) included; one marks where the reader is.
    expect(within(sections).getAllByRole('link')).toHaveLength(18);
    expect(within(sections).getByRole('link', { name: 'History' })).toHaveAttribute('href', '#record-history');
    // The evidence panels below the form.
    expect(within(sections).getByRole('link', { name: 'Documents' })).toHaveAttribute('href', '#record-documents');
    expect(within(sections).getByRole('link', { name: 'Signatures' })).toHaveAttribute('href', '#record-signatures');
    expect(within(sections).getByRole('link', { name: 'Field hours' })).toHaveAttribute('href', '#record-field-hours');
    expect(
      await within(document.getElementById('record-field-hours')!).findByText('0 of 50 hours confirmed (0 actively engaged)'),
    ).toBeInTheDocument();
    expect(
      within(sections)
        .getAllByRole('link')
        .filter((a) => a.getAttribute('aria-current') === 'location'),
    ).toHaveLength(1);
    expect(within(sections).getByRole('link', { name: 'Financials' })).toHaveAttribute('href', '#record-financials');
    expect(within(sections).getByRole('link', { name: 'Public Talent Pool' })).toHaveAttribute('href', '#record-public');
    const changes = await screen.findByRole('list', { name: 'Change history' });
    expect(document.getElementById('record-history')).toContainElement(changes);
    expect(within(changes).getByText('supervisor@example.org')).toBeInTheDocument();
    expect(within(changes).getByText('Contact › phone number')).toBeInTheDocument();
  });

  it('lists every card of the page, the ones saved on their own included, in one column under the sticky bar', async () => {
    const t = makeTeacher({ name: { first: 'Ana', last: 'Lopez' }, teacherStatus: 'intern' });
    serve(t);
    await openRecord(t);
    await screen.findByRole('list', { name: 'Change history' });
    const links = within(screen.getByRole('navigation', { name: 'Record sections' })).getAllByRole('link');
    const targets = links.map((a) => document.getElementById(a.getAttribute('href')!.slice(1)));
    // Every link leads to a card with a heading, and the page has no card the list leaves out ("What's left" aside).
    for (const el of targets) expect(within(el!).getAllByRole('heading').length).toBeGreaterThan(0);
    const listed = screen
      .getAllByRole('heading', { level: 2 })
      .filter((h) => h.textContent !== "What's left" && !targets.some((el) => el!.contains(h)));
    expect(listed.map((h) => h.textContent)).toEqual([]);
    expect(links.find((a) => a.textContent === 'Teacher portal')).toHaveAttribute('href', '#record-portal');
    // One column: the form and the cards saved on their own are children of the same column, and the sticky bar
    // (with Save Changes) is in the same page as all of them, so it stays while any of them is read.
    const form = screen.getByRole('form', { name: 'Teacher record' });
    const column = form.parentElement!;
    for (const id of ['record-portal', 'record-documents', 'record-field-hours', 'record-history'])
      expect(document.getElementById(id)!.parentElement).toBe(column);
    const bar = document.querySelector('[data-record-bar]')!;
    expect(bar.parentElement).toContainElement(column);
    // Save Changes, outside the form, still submits it.
    expect(screen.getByRole('button', { name: 'Save Changes' })).toHaveAttribute('form', form.id);
  });

  it('says once, by the buttons, what Save Changes and Save Draft keep and what saves on its own', async () => {
    const t = makeTeacher({ name: { first: 'Ana', last: 'Lopez' }, teacherStatus: 'intern' });
    serve(t);
    await openRecord(t);
    const draft = screen.getByRole('button', { name: 'Save Draft' });
    expect(draft).toHaveAccessibleDescription(/Save Draft keeps your unsaved edits for you alone/);
    expect(screen.getByRole('button', { name: 'Save Changes' })).toHaveAccessibleDescription(
      /Observations, portal access, documents and field hours save on their own/,
    );
    expect(screen.getAllByText(/Save Changes saves the record for everyone/)).toHaveLength(1);
  });

  it('updates the checklist live and saves the whole record with Save Changes (PUT with updatedAt)', async () => {
    const user = userEvent.setup({ delay: null });
    const t = makeTeacher({ name: { first: 'Ana', last: 'Lopez' } });
    const puts = serve(t);
    await openRecord(t);
    await user.type(screen.getByRole('textbox', { name: 'Mentor Name' }), 'Maria Mentor');
    expect(checklistItem(/Mentor assigned/)).toHaveTextContent('(done)');
    // The section list marks the edited section (in words, not colour alone).
    const sections = screen.getByRole('navigation', { name: 'Record sections' });
    expect(within(sections).getByRole('link', { name: /^Mentor/ })).toHaveTextContent('• Edited');
    expect(within(sections).getByRole('link', { name: /^Contact Information/ })).not.toHaveTextContent('Edited');
    await user.selectOptions(screen.getByRole('combobox', { name: 'TEA Posted' }), 'yes');
    await user.type(screen.getByRole('textbox', { name: 'TEA ID' }), '123456');
    await user.click(screen.getAllByRole('button', { name: 'Save Changes' })[0]);
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    expect(puts).toHaveLength(1);
    expect(puts[0]).toMatchObject({
      updatedAt: t.updatedAt,
      teaId: 123456,
      mentor: { name: 'Maria Mentor' },
      certificationInfo: { teaPosted: true },
    });
    expect(puts[0]).not.toHaveProperty('_id');
  });

  it('shows the field errors and keeps the form when Save Changes fails', async () => {
    const user = userEvent.setup({ delay: null });
    const t = makeTeacher();
    serve(t);
    server.use(
      http.put(`/api/teachers/${t._id}`, () =>
        HttpResponse.json({ message: 'Validation failed', fieldErrors: { 'contact.location': 'Location is not served' } }, { status: 400 }),
      ),
    );
    await openRecord(t);
    await user.type(screen.getByRole('textbox', { name: 'Location' }), 'Mars');
    await user.click(screen.getAllByRole('button', { name: 'Save Changes' })[0]);
    // As GOV.UK shows it: the problem in the summary at the top and under its field, once each; no second box.
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Location is not served']);
    expect(screen.getAllByText('Location is not served')).toHaveLength(2);
    expect(screen.queryByText('Failed to save changes. Please try again.')).not.toBeInTheDocument();
    await user.click(within(summary).getByRole('link', { name: 'Location is not served' }));
    expect(screen.getByRole('textbox', { name: 'Location' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Location' })).toHaveValue('Mars');
    const sections = screen.getByRole('navigation', { name: 'Record sections' });
    expect(within(sections).getByRole('link', { name: /^Contact Information/ })).toHaveTextContent('! Check');
    // One Save in the sticky header (the old second row of buttons at the bottom is gone).
    expect(screen.getAllByRole('button', { name: 'Save Changes' })).toHaveLength(1);
  });

  it('validates with the shared schema before sending (first name required)', async () => {
    const user = userEvent.setup({ delay: null });
    const t = makeTeacher();
    const puts = serve(t);
    await openRecord(t);
    await user.clear(screen.getByRole('textbox', { name: /First Name/ }));
    await user.click(screen.getAllByRole('button', { name: 'Save Changes' })[0]);
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['First name is required']);
    await user.click(within(summary).getByRole('link', { name: 'First name is required' }));
    expect(screen.getByRole('textbox', { name: /First Name/ })).toHaveFocus();
    expect(puts).toHaveLength(0);
  });

  it('on a 409 tells the user, shows the newer version and keeps their edits as a draft to restore', async () => {
    const user = userEvent.setup({ delay: null });
    const t = makeTeacher({ name: { first: 'Ana', last: 'Lopez' } });
    serve(t);
    const newer = { ...t, contact: { ...t.contact, phoneNumber: '512-555-0199' }, updatedAt: '2026-01-20T00:00:00.000Z' };
    server.use(http.put(`/api/teachers/${t._id}`, () => HttpResponse.json({ message: 'stale', current: newer }, { status: 409 })));
    await openRecord(t);
    await user.type(screen.getByRole('textbox', { name: 'Location' }), 'Austin, TX');
    await user.click(screen.getAllByRole('button', { name: 'Save Changes' })[0]);
    expect(await screen.findByText(/This record was changed by someone else/)).toBeInTheDocument();
    // The newer version is shown, not overwritten.
    expect(screen.getByRole('textbox', { name: 'Phone Number' })).toHaveValue('512-555-0199');
    expect(screen.getByRole('textbox', { name: 'Location' })).toHaveValue('');
    await waitFor(() => expect(drafts.has(t._id)).toBe(true));
    expect((drafts.get(t._id)!.values as Teacher).contact).toMatchObject({
      location: 'Austin, TX',
      phoneNumber: '512-555-0199',
    });
    await user.click(screen.getByRole('button', { name: 'Restore my edits' }));
    expect(screen.getByRole('textbox', { name: 'Location' })).toHaveValue('Austin, TX');
    expect(screen.getByRole('textbox', { name: 'Phone Number' })).toHaveValue('512-555-0199');
  });

  it('Save Draft keeps edits on the server; another computer (a fresh page) gets them back, Discard draft drops them', async () => {
    const user = userEvent.setup({ delay: null });
    const t = makeTeacher({ name: { first: 'Ana', last: 'Lopez' } });
    serve(t);
    await openRecord(t);
    await user.type(screen.getByRole('textbox', { name: 'HR Contact' }), 'Helen HR');
    await user.click(screen.getAllByRole('button', { name: 'Save Draft' })[0]);
    expect(await screen.findByText('Draft saved. It is offered wherever you sign in.')).toBeInTheDocument();
    expect(drafts.get(t._id)).toMatchObject({ values: { placement: { hrContact: 'Helen HR' } }, baseUpdatedAt: t.updatedAt });
    // Another computer: nothing in this browser, a fresh page load.
    cleanup();
    resetClientState();
    localStorage.clear();
    await openRecord(t);
    expect(await screen.findByText(/Restored your unsaved draft/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'HR Contact' })).toHaveValue('Helen HR');
    await user.click(screen.getByRole('button', { name: 'Discard draft' }));
    expect(screen.getByRole('textbox', { name: 'HR Contact' })).toHaveValue('');
    await waitFor(() => expect(drafts.has(t._id)).toBe(false));
  });

  it('a saved record is no longer offered as a draft', async () => {
    const user = userEvent.setup({ delay: null });
    const t = makeTeacher({ name: { first: 'Ana', last: 'Lopez' } });
    serve(t);
    drafts.set(t._id, {
      teacherId: t._id,
      values: { ...t, placement: { ...t.placement, hrContact: 'Drafted HR' } },
      baseUpdatedAt: t.updatedAt,
      savedAt: '2026-03-01T15:00:00.000Z',
    });
    await openRecord(t);
    expect(await screen.findByText(/Restored your unsaved draft/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'HR Contact' })).toHaveValue('Drafted HR');
    // The server discards the draft with the save (PUT teachers/{id}).
    server.use(
      http.put(`/api/teachers/${t._id}`, async ({ request }) => {
        drafts.delete(t._id);
        return HttpResponse.json({ ...t, ...((await request.json()) as object), updatedAt: '2026-02-01T00:00:00.000Z' });
      }),
    );
    await user.click(screen.getAllByRole('button', { name: 'Save Changes' })[0]);
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    expect(screen.queryByText(/Restored your unsaved draft/)).not.toBeInTheDocument();
    cleanup();
    resetClientState();
    await openRecord(t);
    expect(await screen.findByRole('textbox', { name: 'HR Contact' })).toHaveValue('');
    expect(screen.queryByText(/Restored your unsaved draft/)).not.toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes', async () => {
    const user = userEvent.setup({ delay: null });
    const t = makeTeacher({ name: { first: 'Ana', last: 'Lopez' } });
    serve(t);
    server.use(teachersAll([t]));
    await openRecord(t);
    await user.type(screen.getByRole('textbox', { name: 'Campus Name' }), 'Oak Hill');
    await user.click(screen.getByRole('link', { name: /Back to Teachers/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/admin/teachers/${t._id}`);
    expect(screen.getByRole('textbox', { name: 'Campus Name' })).toHaveValue('Oak Hill');
    await user.click(screen.getByRole('link', { name: /Back to Teachers/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/teachers$/));
  });

  it('leaves without asking when nothing changed', async () => {
    const user = userEvent.setup({ delay: null });
    const t = makeTeacher();
    serve(t);
    server.use(teachersAll([t]));
    await openRecord(t);
    await user.click(screen.getByRole('link', { name: /Back to Teachers/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/teachers$/));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the error panel when the record cannot be loaded', async () => {
    server.use(http.get('/api/teachers/missing', () => HttpResponse.json({ message: 'Not found' }, { status: 404 })));
    renderTeacherScreens(null, { route: '/admin/teachers/missing' });
    expect(await screen.findByRole('heading', { name: 'Error Loading Data' })).toBeInTheDocument();
    expect(screen.getByText(/GET \/api\/teachers\/missing/)).toHaveTextContent('Not found');
  });
});
