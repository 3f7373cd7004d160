import { ASSIGNMENT_STATUSES, type Teacher } from 'shared-domain';
import { FormGrid, SelectField, TextField } from 'shared-ui';
import { Section } from 'shared-ui/staff';
import { useSchools } from '../../lib/api/get-schools';
import { useSupervisors } from '../api/get-supervisors';
import type { AssignmentValues } from '../../lib/assignment-values';

export interface AssignmentFieldsProps {
  teacher: Teacher;
  value: AssignmentValues;
  onChange: (next: AssignmentValues) => void;
}

/**
 * The teacher's placement (school, field supervisor, status, dates) as part of the record: the record's Save
 * Changes saves it with the rest, in one request. The server refuses a full or unavailable supervisor with
 * a clear message, and then saves nothing.
 */
export function TeacherAssignmentEditor({ teacher, value, onChange }: AssignmentFieldsProps) {
  const current = teacher.assignment;
  const schools = useSchools();
  const supervisors = useSupervisors();
  const set = (key: keyof AssignmentValues) => (e: { target: { value: string } }) => onChange({ ...value, [key]: e.target.value });

  const schoolOptions = (schools.data ?? [])
    .filter((s) => s.status === 'active' || s._id === value.schoolId)
    .map((s) => ({ value: s._id, label: `${s.name} (${s.districtName})` }));
  const supervisorOptions = (supervisors.data ?? [])
    .filter((s) => s.status === 'active' || s._id === value.supervisorId)
    .map((s) => ({ value: s._id, label: `${s.name.first} ${s.name.last} (${s.assignedTeachers.length} of ${s.settings.maxTeachers})` }));

  return (
    <Section title="Assignment">
      <p>
        {current
          ? `Currently at ${current.schoolName ?? 'no school'}${current.supervisorName ? `, field supervisor ${current.supervisorName}` : ', no field supervisor'} (${current.status}).`
          : 'Not assigned to a school or field supervisor yet.'}{' '}
        Changes here are saved with Save Changes.
      </p>
      <FormGrid columns={3}>
        <SelectField label="School" placeholder="No school" options={schoolOptions} value={value.schoolId} onChange={set('schoolId')} />
        <SelectField
          label="Field supervisor"
          placeholder="No field supervisor"
          options={supervisorOptions}
          value={value.supervisorId}
          onChange={set('supervisorId')}
        />
        <SelectField label="Assignment status" options={ASSIGNMENT_STATUSES} value={value.status} onChange={set('status')} />
        <TextField label="Assignment start date" type="date" value={value.startDate} onChange={set('startDate')} />
        <TextField label="Assignment end date" type="date" value={value.endDate} onChange={set('endDate')} />
      </FormGrid>
    </Section>
  );
}
