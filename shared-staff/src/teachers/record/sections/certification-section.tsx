import { CERT_TYPES } from 'shared-domain';
import { FormGrid, Section, SelectField, TextField } from 'shared-ui';
import { useTeacherField } from './use-teacher-field';
import { YesNoField } from './yes-no-field';
import { sectionAnchor } from './record-sections';

const CERT_OPTIONS = [
  { value: '', label: 'No selection' },
  ...CERT_TYPES.map((c) => ({ value: c, label: c[0].toUpperCase() + c.slice(1) })),
];

export function CertificationSection() {
  const { field } = useTeacherField();
  return (
    <Section id={sectionAnchor('certification')} title="Certification">
      <FormGrid columns={3}>
        <TextField label="Start Date" type="date" {...field('certificationInfo.startDate')} />
        <TextField label="End Date" type="date" {...field('certificationInfo.endDate')} />
        <TextField label="First Day with Students" type="date" {...field('certificationInfo.firstDayWithStudent')} />
        <TextField
          label="First Observation Deadline"
          type="date"
          hint="First formal observation within the first 4 weeks"
          {...field('certificationInfo.firstObsDeadline')}
        />
        <YesNoField name="certificationInfo.teaPosted" label="TEA Posted" />
        <SelectField label="Certificate Type" options={CERT_OPTIONS} {...field('certificationInfo.certType')} />
      </FormGrid>
    </Section>
  );
}
