import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MESSAGES } from 'shared-domain';
import { TeacherAssignmentEditor } from '../assignment/teacher-assignment-editor';
import { makeSchool, makeSupervisor, makeTeacher, renderWithProviders, setupMsw } from '../../test/harness';

const server = setupMsw();

function serve(onPut: (body: unknown) => Response) {
  server.use(
    http.get('/api/schools/all', () => HttpResponse.json([makeSchool({ _id: 's1', name: 'Oak Ridge Elementary' })])),
    http.get('/api/supervisors/all', () => HttpResponse.json([makeSupervisor({ _id: 'v1', name: { first: 'Robert', last: 'Chen' } })])),
    http.put('/api/teachers/t1/assignment', async ({ request }) => onPut(await request.json())),
  );
}

it('saves the school, field supervisor, status and dates of the placement', async () => {
  let sent: unknown;
  serve((body) => ((sent = body), HttpResponse.json(makeTeacher({ _id: 't1' }))));
  renderWithProviders(<TeacherAssignmentEditor teacher={makeTeacher({ _id: 't1', assignment: null })} />);
  expect(screen.getByText('Not assigned to a school or field supervisor yet.')).toBeInTheDocument();
  const user = userEvent.setup();
  await screen.findByRole('option', { name: 'Oak Ridge Elementary (Austin ISD)' });
  await screen.findByRole('option', { name: /^Robert Chen/ });
  await user.selectOptions(screen.getByRole('combobox', { name: 'School' }), 's1');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Field supervisor' }), 'v1');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Assignment status' }), 'intern');
  await user.type(screen.getByLabelText('Assignment start date'), '2026-08-10');
  await user.click(screen.getByRole('button', { name: 'Save Assignment' }));
  expect(await screen.findByText('Assignment saved')).toBeInTheDocument();
  expect(sent).toEqual({ schoolId: 's1', supervisorId: 'v1', status: 'intern', startDate: '2026-08-10', endDate: '' });
});

it("shows the server's reason when the supervisor is full", async () => {
  serve(() => HttpResponse.json({ message: MESSAGES.supervisorFull }, { status: 409 }));
  renderWithProviders(<TeacherAssignmentEditor teacher={makeTeacher({ _id: 't1', assignment: null })} />);
  const user = userEvent.setup();
  await screen.findByRole('option', { name: /^Robert Chen/ });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Field supervisor' }), 'v1');
  await user.click(screen.getByRole('button', { name: 'Save Assignment' }));
  expect(await screen.findByText(MESSAGES.supervisorFull)).toBeInTheDocument();
  expect(screen.getByText('The assignment was not saved')).toBeInTheDocument();
});
