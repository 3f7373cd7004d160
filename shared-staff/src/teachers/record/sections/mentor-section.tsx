import { FormGrid, TextField } from 'shared-ui';
import { Section } from 'shared-ui/staff';
import { NotesField } from './notes-field';
import { useTeacherField } from './use-teacher-field';
import { sectionAnchor } from './record-sections';

export function MentorSection() {
  const { field } = useTeacherField();
  return (
    <Section id={sectionAnchor('mentor')} title="Mentor">
      <FormGrid columns={3}>
        <TextField label="Mentor Name" {...field('mentor.name')} />
        <TextField label="Mentor Email" type="email" {...field('mentor.email')} />
        <TextField label="Mentor TEA ID" inputMode="numeric" {...field('mentor.teaId')} />
      </FormGrid>
      <NotesField name="mentor.notes" textKey="content" label="Mentor Notes" />
    </Section>
  );
}
