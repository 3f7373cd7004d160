import { useWatch } from 'react-hook-form';
import {
  CERT_TYPES,
  certificationStanding,
  certificationStandingText,
  programDate,
  type CertificationStanding,
  type TeacherBody,
} from 'shared-domain';
import { Badge, FormGrid, SelectField, TextField, type BadgeTone } from 'shared-ui';
import { Section } from 'shared-ui/staff';
import { useSystemSettings } from '../../../lib/api/get-settings';
import { useTeacherField } from './use-teacher-field';
import { YesNoField } from './yes-no-field';
import { sectionAnchor } from './record-sections';

const CERT_OPTIONS = [
  { value: '', label: 'No selection' },
  ...CERT_TYPES.map((c) => ({ value: c, label: c[0].toUpperCase() + c.slice(1) })),
];

const STANDING: Record<CertificationStanding['state'], { tone: BadgeTone; label: string }> = {
  current: { tone: 'green', label: 'Current' },
  ending: { tone: 'yellow', label: 'Ending soon' },
  grace: { tone: 'red', label: 'Grace period' },
  expired: { tone: 'red', label: 'Expired' },
};

/**
 * Where the certification stands today under the Teacher Certification settings (warning threshold, grace period),
 * from the end date as typed; nothing until the settings and an end date are there.
 */
function Standing() {
  const endDate = useWatch<TeacherBody, 'certificationInfo.endDate'>({ name: 'certificationInfo.endDate' });
  const settings = useSystemSettings();
  if (!settings.data) return null;
  const standing = certificationStanding(endDate, programDate(new Date()), settings.data.teacherCertification);
  if (!standing) return null;
  return (
    <p role="status">
      <Badge tone={STANDING[standing.state].tone}>{STANDING[standing.state].label}</Badge> {certificationStandingText(standing)}
    </p>
  );
}

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
      <Standing />
    </Section>
  );
}
