import { PPR_PASSED, PPR_STATUSES } from 'shared-domain';
import { CheckboxField, FormGrid, SelectField } from 'shared-ui';
import { Section } from 'shared-ui/staff';
import { NotesField } from './notes-field';
import { useTeacherField } from './use-teacher-field';
import { sectionAnchor } from './record-sections';

/** PPR (Pedagogy and Professional Responsibilities) exam. */
export function PprSection() {
  const { field } = useTeacherField();
  return (
    <Section id={sectionAnchor('ppr')} title="PPR">
      <FormGrid columns={3}>
        <SelectField label="PPR Status" options={PPR_STATUSES} {...field('ppr.status')} />
        <SelectField label="PPR Passed" options={PPR_PASSED} {...field('ppr.passed')} />
        <CheckboxField label="Trade (PPR for trade and industry)" {...field('ppr.isTrade')} />
      </FormGrid>
      <NotesField name="ppr.notes" textKey="description" label="PPR Notes" />
    </Section>
  );
}
