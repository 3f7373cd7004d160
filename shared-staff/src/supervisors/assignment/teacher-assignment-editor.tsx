import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ApiError } from 'shared-auth';
import { ASSIGNMENT_STATUSES, type Teacher } from 'shared-domain';
import { Button, FormErrorBox, FormGrid, SelectField, TextField, useToast } from 'shared-ui';
import { Section } from 'shared-ui/staff';
import { useSchools } from '../../schools/api/get-schools';
import { useSupervisors } from '../api/get-supervisors';
import { useAssignTeacher } from '../api/assign-teacher';

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  & > div:last-child {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

/**
 * The teacher's placement (school, field supervisor, status, dates), saved on its own with
 * PUT teachers/{id}/assignment. The server refuses a full or unavailable supervisor with a clear message.
 */
export function TeacherAssignmentEditor({ teacher }: { teacher: Teacher }) {
  const current = teacher.assignment;
  const schools = useSchools();
  const supervisors = useSupervisors();
  const assign = useAssignTeacher();
  const toast = useToast();
  const [values, setValues] = useState({
    schoolId: current?.schoolId ?? '',
    supervisorId: current?.supervisorId ?? '',
    status: current?.status ?? 'active',
    startDate: current?.startDate ?? '',
    endDate: current?.endDate ?? '',
  });
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const input = { ...values, schoolId: values.schoolId || null, supervisorId: values.supervisorId || null, status: values.status };
    assign.mutate({ teacherId: teacher._id, input }, { onSuccess: () => toast.show('Assignment saved', 'success') });
  };

  const schoolOptions = (schools.data ?? [])
    .filter((s) => s.status === 'active' || s._id === values.schoolId)
    .map((s) => ({ value: s._id, label: `${s.name} (${s.districtName})` }));
  const supervisorOptions = (supervisors.data ?? [])
    .filter((s) => s.status === 'active' || s._id === values.supervisorId)
    .map((s) => ({ value: s._id, label: `${s.name.first} ${s.name.last} (${s.assignedTeachers.length} of ${s.settings.maxTeachers})` }));
  const error = assign.error instanceof ApiError ? assign.error.message : assign.error ? 'Failed to save the assignment' : null;

  return (
    <Section title="Assignment">
      <p>
        {current
          ? `Currently at ${current.schoolName ?? 'no school'}${current.supervisorName ? `, field supervisor ${current.supervisorName}` : ', no field supervisor'} (${current.status}).`
          : 'Not assigned to a school or field supervisor yet.'}
      </p>
      <StyledForm onSubmit={submit} aria-label="Assignment">
        {error && <FormErrorBox heading="The assignment was not saved" message={error} />}
        <FormGrid columns={3}>
          <SelectField label="School" placeholder="No school" options={schoolOptions} value={values.schoolId} onChange={set('schoolId')} />
          <SelectField
            label="Field supervisor"
            placeholder="No field supervisor"
            options={supervisorOptions}
            value={values.supervisorId}
            onChange={set('supervisorId')}
          />
          <SelectField label="Assignment status" options={ASSIGNMENT_STATUSES} value={values.status} onChange={set('status')} />
          <TextField label="Assignment start date" type="date" value={values.startDate} onChange={set('startDate')} />
          <TextField label="Assignment end date" type="date" value={values.endDate} onChange={set('endDate')} />
        </FormGrid>
        <div>
          <Button type="submit" busy={assign.isPending}>
            Save Assignment
          </Button>
        </div>
      </StyledForm>
    </Section>
  );
}
