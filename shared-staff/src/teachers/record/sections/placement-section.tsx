import type { TeacherAssignment } from 'shared-domain';
import { FormGrid, TextField } from 'shared-ui';
import { Section } from 'shared-ui/staff';
import { useTeacherField } from './use-teacher-field';
import { sectionAnchor } from './record-sections';

/** Placement details; the school/supervisor assignment is read-only here (set through the assignment endpoint). */
export function PlacementSection({ assignment }: { assignment?: TeacherAssignment | null }) {
  const { field } = useTeacherField();
  return (
    <Section id={sectionAnchor('placement')} title="Placement">
      {assignment && (
        <p>
          {`Assigned to ${assignment.schoolName ?? 'no school'}`}
          {assignment.supervisorName ? `, field supervisor ${assignment.supervisorName}` : ''}
          {` (${assignment.status})`}
        </p>
      )}
      <FormGrid columns={2}>
        <TextField label="Principal Name" {...field('placement.principal.name')} />
        <TextField label="Principal Email" type="email" {...field('placement.principal.email')} />
        <TextField label="Campus Name" {...field('placement.campusName')} />
        <TextField label="District Name" {...field('placement.districtName')} />
        <TextField label="HR Contact" {...field('placement.hrContact')} />
      </FormGrid>
    </Section>
  );
}
