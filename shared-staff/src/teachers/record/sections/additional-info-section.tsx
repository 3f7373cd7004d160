import { useWatch } from 'react-hook-form';
import { ADMISSION_WHEN, INTERN_STATUSES, OBS_NEEDED, ONE_FIFTY_HOURS } from 'shared-domain';
import { CheckboxField, FieldGroup, FormGrid, SelectField, TextField } from 'shared-ui';
import { Section } from 'shared-ui/staff';
import { ThirtyHoursBadge } from './thirty-hours-badge';
import { useTeacherField } from './use-teacher-field';
import { sectionAnchor } from './record-sections';

const withBlank = (values: readonly string[]) => [{ value: '', label: 'Select...' }, ...values];

/** The observation hours' status is shown, never typed: it follows the record's Field hours (the log and hours earned before it). */
export function AdditionalInfoSection() {
  const { form, field } = useTeacherField();
  const thirty = useWatch({ control: form.control, name: 'thirtyObsHours' });
  return (
    <Section id={sectionAnchor('additional')} title="Additional Information" actions={<ThirtyHoursBadge value={thirty} />}>
      <FormGrid columns={3}>
        <SelectField label="Intern Status" options={withBlank(INTERN_STATUSES)} {...field('internStatus')} />
        <SelectField label="150 Coursework Hours" options={withBlank(ONE_FIFTY_HOURS)} {...field('oneFiftyCourseWorkHours')} />
        <SelectField label="Observations Needed" options={OBS_NEEDED} {...field('obsNeeded')} />
        <TextField label="Need to Complete Date (Intro and FBE)" {...field('needToCompleteDateIntroAndFbe')} />
      </FormGrid>
      <FieldGroup legend="Admission Date">
        <FormGrid columns={3}>
          <SelectField label="Admission (before or after)" options={withBlank(ADMISSION_WHEN)} {...field('admissionDate.when')} />
          <TextField label="Admission Day" type="date" {...field('admissionDate.day')} />
        </FormGrid>
      </FieldGroup>
      <FormGrid columns={3}>
        <CheckboxField label="Needs Informal Observation" {...field('needsInformalObs')} />
        <CheckboxField label="Mid-Year Intern" {...field('midYearIntern')} />
      </FormGrid>
    </Section>
  );
}
