import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MESSAGES, SYSTEM_SETTINGS_DEFAULTS, type Teacher } from 'shared-domain';
import { TeacherAssignmentEditor } from '../supervisors/assignment/teacher-assignment-editor';
import { TeacherEditPage } from '../teachers';
import '../teachers/record/teacher-edit-screen';
import { makeSchool, makeSupervisor, makeTeacher, renderWithProviders, setupMsw } from '../test/harness';

const server = setupMsw();
// The whole record renders (slow on a shared machine).
jest.setTimeout(60_000);

/** The assignment is part of the record; its one Save Changes sends both in one request. */
function serve(t: Teacher, onPut: (body: Record<string, unknown>) => Response) {
  server.use(
    http.get('/api/schools/all', () => HttpResponse.json([makeSchool({ _id: 's1', name: 'Oak Ridge Elementary' })])),
    http.get('/api/supervisors/all', () => HttpResponse.json([makeSupervisor({ _id: 'v1', name: { first: 'Robert', last: 'Chen' } })])),
    http.get(`/api/teachers/${t._id}`, () => HttpResponse.json(t)),
    http.get(`/api/teachers/${t._id}/history`, () => HttpResponse.json([])),
    http.get(`/api/drafts/teachers/${t._id}`, () => HttpResponse.json({ draft: null })),
    http.get(`/api/teachers/${t._id}/ledger`, () =>
      HttpResponse.json({ teacherId: t._id, updatedAt: t.updatedAt, financials: t.financials, charges: [] }),
    ),
    http.get('/api/settings', () => HttpResponse.json(SYSTEM_SETTINGS_DEFAULTS)),
    http.put(`/api/teachers/${t._id}/assignment`, () => HttpResponse.json({ message: 'not this route' }, { status: 500 })),
    http.put(`/api/teachers/${t._id}`, async ({ request }) => onPut((await request.json()) as Record<string, unknown>)),
  );
}

const openRecord = (t: Teacher) =>
  renderWithProviders(
    <Suspense fallback={<p>Loading...</p>}>
      <Routes>
        <Route
          path="/admin/teachers/:id"
          element={<TeacherEditPage role="admin" renderAssignment={(x, c) => <TeacherAssignmentEditor teacher={x} {...c} />} />}
        />
      </Routes>
    </Suspense>,
    { user: 'admin', route: `/admin/teachers/${t._id}` },
  );

async function choosePlacement() {
  const user = userEvent.setup();
  await screen.findByRole('option', { name: 'Oak Ridge Elementary (Austin ISD)' });
  await screen.findByRole('option', { name: /^Robert Chen/ });
  await user.selectOptions(screen.getByRole('combobox', { name: 'School' }), 's1');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Field supervisor' }), 'v1');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Assignment status' }), 'intern');
  fireEvent.change(screen.getByLabelText('Assignment start date'), { target: { value: '2026-08-10' } });
  return user;
}

it("saves the placement with the record's one Save Changes (no 'Save Assignment')", async () => {
  const t = makeTeacher({ _id: 't1', assignment: null });
  const puts: Record<string, unknown>[] = [];
  serve(t, (body) => {
    puts.push(body);
    const assignment = {
      _id: 'a1',
      schoolId: 's1',
      schoolName: 'Oak Ridge Elementary',
      supervisorId: 'v1',
      supervisorName: 'Robert Chen',
      status: 'intern',
      startDate: '2026-08-10',
      endDate: '',
    };
    return HttpResponse.json({
      ...t,
      supervisions: { ...t.supervisions, supervisor: 'Robert Chen' },
      assignment,
      updatedAt: '2026-09-01T00:00:00.000Z',
    });
  });
  openRecord(t);
  expect(await screen.findByText(/Not assigned to a school or field supervisor yet\./)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Save Assignment' })).not.toBeInTheDocument();
  const user = await choosePlacement();
  await user.click(screen.getAllByRole('button', { name: 'Save Changes' })[0]);
  await waitFor(() => expect(puts).toHaveLength(1));
  expect(puts[0].assignment).toEqual({ schoolId: 's1', supervisorId: 'v1', status: 'intern', startDate: '2026-08-10', endDate: '' });
  expect(puts[0].name).toEqual(t.name);
  expect(await screen.findByText(/Currently at Oak Ridge Elementary, field supervisor Robert Chen \(intern\)/)).toBeInTheDocument();
  // The record names the chosen supervisor; there is no free-text supervisor name to type.
  expect(screen.queryByRole('textbox', { name: 'Supervisor Name' })).not.toBeInTheDocument();
  expect(screen.getByText('Field supervisor: Robert Chen')).toBeInTheDocument();
});

it('sends no assignment when it was not changed', async () => {
  const t = makeTeacher({ _id: 't2', assignment: null });
  const puts: Record<string, unknown>[] = [];
  serve(t, (body) => (puts.push(body), HttpResponse.json({ ...t, updatedAt: '2026-09-01T00:00:00.000Z' })));
  openRecord(t);
  const user = userEvent.setup();
  await screen.findByRole('option', { name: /^Robert Chen/ });
  fireEvent.change(screen.getByRole('textbox', { name: 'Campus Name' }), { target: { value: 'Lamar' } });
  await user.click(screen.getAllByRole('button', { name: 'Save Changes' })[0]);
  await waitFor(() => expect(puts).toHaveLength(1));
  expect(puts[0]).not.toHaveProperty('assignment');
});

it("shows the server's reason when the supervisor is full, and keeps the choice for another try", async () => {
  const t = makeTeacher({ _id: 't3', assignment: null });
  serve(t, () => HttpResponse.json({ message: MESSAGES.supervisorFull }, { status: 409 }));
  openRecord(t);
  const user = await choosePlacement();
  await user.click(screen.getAllByRole('button', { name: 'Save Changes' })[0]);
  expect(await screen.findByText(MESSAGES.supervisorFull)).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Field supervisor' })).toHaveValue('v1');
});
