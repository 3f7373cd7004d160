import { useMemo, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { localToday, type Supervisor } from 'shared-domain';
import { Button, FormErrorBox, FormGrid, SelectField, TextField } from 'shared-ui';
import { useAssignTeacher } from 'shared-staff';
import { errorMessage } from 'shared-auth';
import { useTeacherOptions } from './api/get-teacher-options';

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  & > p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledSuccess = styled.p`
  color: ${({ theme }) => theme.colors.success.fg} !important;
`;

export const ASSIGN_FAILED = 'Failed to assign the teacher';
const MAX_OPTIONS = 200;

/** Assigns a teacher to this supervisor (and its school): PUT teachers/{id}/assignment; the server enforces capacity. */
export function AssignTeacherPanel({ supervisor }: { supervisor: Supervisor }) {
  const teachers = useTeacherOptions();
  const assign = useAssignTeacher();
  const [filter, setFilter] = useState('');
  const [teacherId, setTeacherId] = useState('');
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const options = useMemo(() => {
    const q = filter.trim().toLowerCase();
    return (teachers.data ?? [])
      .filter((t) => t.assignment?.supervisorId !== supervisor._id && (!q || `${t.name.first} ${t.name.last}`.toLowerCase().includes(q)))
      .sort((a, b) => a.name.last.localeCompare(b.name.last))
      .slice(0, MAX_OPTIONS)
      .map((t) => ({ value: String(t.ref), label: `${t.name.last}, ${t.name.first} (${t.teacherStatus})` }));
  }, [teachers.data, supervisor._id, filter]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const teacher = teachers.data?.find((t) => String(t.ref) === teacherId);
    if (!teacher) return setResult({ ok: false, text: 'Select a teacher to assign' });
    setResult(null);
    try {
      await assign.mutateAsync({
        teacherId,
        input: {
          schoolId: supervisor.schoolId,
          supervisorId: supervisor._id,
          status: teacher.teacherStatus === 'intern' ? 'intern' : 'active',
          startDate: localToday(),
          endDate: '',
        },
      });
      setTeacherId('');
      setResult({
        ok: true,
        text: `${teacher.name.first} ${teacher.name.last} is now assigned to ${supervisor.name.first} ${supervisor.name.last}`,
      });
    } catch (err) {
      setResult({ ok: false, text: errorMessage(err, ASSIGN_FAILED) });
    }
  };

  const { maxTeachers, availableForNewTeachers } = supervisor.settings;
  return (
    <StyledForm onSubmit={(e) => void submit(e)} aria-label="Assign a teacher" noValidate>
      <p>
        {`${supervisor.assignedTeachers.length} of ${maxTeachers} teachers assigned. `}
        {availableForNewTeachers ? 'Available for new teachers.' : 'Not available for new teacher assignments.'}
      </p>
      <FormGrid>
        <TextField label="Find a teacher" type="search" value={filter} onChange={(e) => setFilter(e.target.value)} placeholder="Name..." />
        <SelectField
          label="Teacher"
          placeholder={teachers.isPending ? 'Loading teachers...' : 'Select a teacher'}
          options={options}
          value={teacherId}
          onChange={(e) => setTeacherId(e.target.value)}
          hint={teachers.isError ? 'The teachers could not be loaded.' : undefined}
        />
      </FormGrid>
      {result && !result.ok && <FormErrorBox message={result.text} />}
      {result?.ok && <StyledSuccess role="status">{result.text}</StyledSuccess>}
      <div>
        <Button type="submit" busy={assign.isPending}>
          Assign
        </Button>
      </div>
    </StyledForm>
  );
}
