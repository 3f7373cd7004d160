import { useWatch } from 'react-hook-form';
import { BROWSE_AVAILABILITY, BROWSE_GRADE_LEVELS, BROWSE_LOCATIONS, BROWSE_SUBJECTS } from 'shared-domain';
import { Badge, CheckboxField, FormGrid, SelectField, TextAreaField, TextField } from 'shared-ui';
import { Section } from 'shared-ui/staff';
import { useTeacherField } from './use-teacher-field';
import { sectionAnchor } from './record-sections';

const withBlank = (values: readonly string[]) => [{ value: '', label: 'Select...' }, ...values];

/** Comma-separated text in the form, a list in the record. */
const toList = (v: unknown) =>
  typeof v === 'string'
    ? v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : v;

/**
 * The card on the public Browse page. Only an admin ticks "Show on the public talent pool" (the server
 * refuses anyone else); the card shows the first name and last initial, never contact details or money.
 */
export function PublicProfileSection({ canPublish }: { canPublish: boolean }) {
  const { form, field } = useTeacherField();
  const [show, status] = useWatch({ control: form.control, name: ['publicProfile.show', 'teacherStatus'] });
  const live = Boolean(show) && status === 'ready for hire';
  return (
    <Section
      id={sectionAnchor('public')}
      title="Public Talent Pool"
      actions={<Badge tone={live ? 'green' : 'gray'}>{live ? 'On the Browse page' : 'Not shown'}</Badge>}
    >
      {canPublish ? (
        <CheckboxField
          label="Show on the public talent pool"
          hint="Only while the teacher is ready for hire, with the teacher’s consent. Shows the first name and last initial and the fields below."
          {...field('publicProfile.show')}
        />
      ) : (
        // Not a disabled checkbox: a disabled input is left out of the saved values. The record keeps its value.
        <p>{`Shown on the public talent pool: ${show ? 'yes' : 'no'}. Only an administrator can change this.`}</p>
      )}
      <FormGrid columns={2}>
        <SelectField label="Subject" options={withBlank(BROWSE_SUBJECTS)} {...field('publicProfile.subject')} />
        <SelectField label="Grade Level" options={withBlank(BROWSE_GRADE_LEVELS)} {...field('publicProfile.gradeLevel')} />
        <SelectField label="Location Region" options={withBlank(BROWSE_LOCATIONS)} {...field('publicProfile.location')} />
        <SelectField label="Availability" options={withBlank(BROWSE_AVAILABILITY)} {...field('publicProfile.availability')} />
        <TextField label="Years of Experience" placeholder="e.g. 3 years" {...field('publicProfile.experience')} />
        <TextField label="Certification" {...field('publicProfile.certification')} />
        <TextField
          label="Specializations"
          hint="Separated by commas"
          {...form.register('publicProfile.specializations', { setValueAs: toList })}
          error={form.formState.errors.publicProfile?.specializations?.message}
        />
      </FormGrid>
      <TextAreaField label="Short Bio" rows={3} {...field('publicProfile.bio')} />
    </Section>
  );
}
