import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Teacher } from 'shared-domain';
import { makeTeacher, setupMsw, teachersAll } from '../../test/harness';
import { renderTeacherScreens } from '../../test/teacher-screens';

// The record asks for the user's server-kept draft (none here).
const server = setupMsw(http.get('/api/drafts/teachers/:id', () => HttpResponse.json({ draft: null })));

const openAdd = async (role: 'admin' | 'supervisor' = 'admin') => {
  renderTeacherScreens(null, { role, route: `/${role}/teachers/add`, state: { isNewTeacher: true } });
  await screen.findByRole('heading', { name: 'Add New Teacher', level: 1 });
  return userEvent.setup({ delay: null });
};

describe('add teacher page', () => {
  it('shows the same sections, Cancel and Continue', async () => {
    await openAdd();
    for (const title of ['Personal Information', 'Mentor', 'Exams', 'Supervisions', 'Forms Status', 'Hired List', 'Financials']) {
      expect(screen.getByRole('heading', { name: title, level: 2 })).toBeInTheDocument();
    }
    expect(screen.getAllByRole('button', { name: 'Continue' })[0]).toBeEnabled();
    // Nothing is created from the form itself: the answers are checked first.
    expect(screen.queryByRole('button', { name: 'Create Teacher' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Cancel' })[0]).toBeEnabled();
  });

  it('requires the names, then POSTs the form and opens the new record', async () => {
    let posted: Record<string, unknown> | undefined;
    let created: Teacher | undefined;
    server.use(
      http.post('/api/teachers', async ({ request }) => {
        posted = (await request.json()) as Record<string, unknown>;
        created = makeTeacher({ ...(posted as Partial<Teacher>) });
        return HttpResponse.json(created, { status: 201 });
      }),
      http.get('/api/teachers/:id', ({ params }) => HttpResponse.json({ ...created, _id: params.id })),
      http.get('/api/teachers/:id/history', () => HttpResponse.json([])),
    );
    const user = await openAdd('supervisor');
    await user.click(screen.getAllByRole('button', { name: 'Continue' })[0]);
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['First name is required', 'Last name is required']);
    expect(posted).toBeUndefined();
    await user.type(screen.getByRole('textbox', { name: /First Name/ }), 'Nora');
    await user.type(screen.getByRole('textbox', { name: /Last Name/ }), 'Newman');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Teacher Status' }), 'intern');
    await user.click(screen.getAllByRole('button', { name: 'Continue' })[0]);
    const check = await screen.findByRole('region', { name: 'Check your answers' });
    await waitFor(() => expect(within(check).getByRole('heading', { name: 'Check your answers' })).toHaveFocus());
    // The answers given, in the page's order, as the form words them; what was left empty is not listed.
    expect(
      within(check)
        .getAllByRole('term')
        .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    ).toEqual([
      ['First Name', 'Nora'],
      ['Last Name', 'Newman'],
      ['Teacher Status', 'Intern'],
    ]);
    expect(posted).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Create Teacher' }));
    expect(await screen.findByRole('heading', { name: 'Nora Newman', level: 1 })).toBeInTheDocument();
    expect(posted).toMatchObject({
      name: { first: 'Nora', last: 'Newman' },
      teacherStatus: 'intern',
      exams: [],
      financials: { paymentsPending: 0, remainingBalance: 0 },
    });
    expect(screen.getByTestId('location')).toHaveTextContent(`/supervisor/teachers/${created!._id}`);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the server's field errors in the error summary and at the field", async () => {
    server.use(
      http.post('/api/teachers', () =>
        HttpResponse.json(
          { message: 'Please correct the highlighted fields', fieldErrors: { 'contact.email': 'Invalid email address' } },
          { status: 400 },
        ),
      ),
    );
    const user = await openAdd();
    await user.type(screen.getByRole('textbox', { name: /First Name/ }), 'Nora');
    await user.type(screen.getByRole('textbox', { name: /Last Name/ }), 'Newman');
    await user.click(screen.getAllByRole('button', { name: 'Continue' })[0]);
    await user.click(await screen.findByRole('button', { name: 'Create Teacher' }));
    // Refused: back to the form. The field's problem in the summary and under the field, once each; no second box saying the same.
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Invalid email address']);
    expect(screen.getAllByText('Invalid email address')).toHaveLength(2);
    expect(screen.queryByText('Please correct the highlighted fields')).not.toBeInTheDocument();
  });

  it("'Change' on the answers goes back to that field, focused, with what was typed", async () => {
    const user = await openAdd();
    await user.type(screen.getByRole('textbox', { name: /First Name/ }), 'Nora');
    await user.type(screen.getByRole('textbox', { name: /Last Name/ }), 'Newman');
    await user.click(screen.getAllByRole('button', { name: 'Continue' })[0]);
    const check = await screen.findByRole('region', { name: 'Check your answers' });
    // The form is hidden while the answers are checked.
    expect(screen.queryByRole('textbox', { name: /First Name/ })).not.toBeInTheDocument();
    await user.click(within(check).getByRole('button', { name: 'Change Last Name' }));
    const last = screen.getByRole('textbox', { name: /Last Name/ });
    await waitFor(() => expect(last).toHaveFocus());
    expect(last).toHaveValue('Newman');
    expect(screen.queryByRole('region', { name: 'Check your answers' })).not.toBeInTheDocument();
    await user.type(last, '-Ortiz');
    await user.click(screen.getAllByRole('button', { name: 'Continue' })[0]);
    expect(await screen.findByText('Newman-Ortiz')).toBeInTheDocument();
  });

  it('Cancel goes back to the list on a direct visit', async () => {
    server.use(teachersAll([]));
    const user = await openAdd();
    await user.click(screen.getAllByRole('button', { name: 'Cancel' })[0]);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/teachers$/));
  });
});
