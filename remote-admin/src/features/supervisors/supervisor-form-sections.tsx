import styled from 'styled-components';
import { SPECIALIZATIONS, SUPERVISOR_STATUSES } from 'shared-domain';
import { CheckboxField, FieldGroup, FormGrid, PasswordField, SelectField, TextField } from 'shared-ui';
import { Section } from 'shared-ui/staff';
import { useSchools } from 'shared-staff';
import { useFormField } from '../../components/use-form-field';
import type { SupervisorFieldValues } from './supervisor-form-values';

const useSupervisorField = useFormField<SupervisorFieldValues>;

const StyledChecks = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space.xs};
`;

/** Sign-in e-mail and (when adding) the first password. */
export function AccountSection({ withPassword }: { withPassword: boolean }) {
  const { field } = useSupervisorField();
  return (
    <Section title="Account Information">
      <FormGrid>
        <TextField label="Email" type="email" autoComplete="off" required {...field('email')} />
        {withPassword && <PasswordField label="Password" autoComplete="new-password" required {...field('password')} />}
      </FormGrid>
    </Section>
  );
}

export function PersonalSection({ withStatus }: { withStatus: boolean }) {
  const { field } = useSupervisorField();
  return (
    <Section title="Personal Information">
      <FormGrid>
        <TextField label="First Name" required {...field('name.first')} />
        <TextField label="Last Name" required {...field('name.last')} />
        <TextField label="Phone" type="tel" required {...field('contactInfo.phone')} />
        {withStatus && (
          <SelectField
            label="Status"
            options={SUPERVISOR_STATUSES.map((s) => ({ value: s, label: s === 'active' ? 'Active' : 'Inactive' }))}
            {...field('status')}
          />
        )}
      </FormGrid>
    </Section>
  );
}

/** Certification, years of experience and the 11 specializations. */
export function CredentialsSection() {
  const { field, form } = useSupervisorField();
  return (
    <Section title="Credentials">
      <FormGrid>
        <TextField label="Certification" required {...field('credentials.certification')} />
        <TextField
          label="Years of Experience"
          type="number"
          min={0}
          inputMode="numeric"
          required
          {...field('credentials.yearsExperience')}
        />
      </FormGrid>
      <FieldGroup legend="Specializations">
        <StyledChecks>
          {SPECIALIZATIONS.map((s) => (
            <CheckboxField key={s} label={s} value={s} {...form.register('credentials.specializations')} />
          ))}
        </StyledChecks>
      </FieldGroup>
    </Section>
  );
}

/** The school the supervisor works with ('Select a school'). */
export function SchoolSelect() {
  const { field } = useSupervisorField();
  const schools = useSchools();
  const options = (schools.data ?? []).map((s) => ({ value: s._id, label: `${s.name} (${s.districtName})` }));
  return (
    <SelectField
      label="Assigned School"
      placeholder="Select a school"
      required
      options={options}
      hint={schools.isError ? 'The schools could not be loaded.' : schools.isPending ? 'Loading schools...' : undefined}
      {...field('schoolId')}
    />
  );
}

/** Capacity and notification preferences (edit page). */
export function AssignmentSettingsSection() {
  const { field, form } = useSupervisorField();
  return (
    <Section title="Assignment Settings">
      <FormGrid>
        <SchoolSelect />
        <TextField label="Maximum Teachers" type="number" min={1} inputMode="numeric" {...field('settings.maxTeachers')} />
      </FormGrid>
      <CheckboxField label="Available for new teacher assignments" {...form.register('settings.availableForNewTeachers')} />
      <FieldGroup legend="Notification Preferences">
        <CheckboxField label="Email notifications" {...form.register('settings.notificationPreferences.email')} />
        <CheckboxField label="SMS notifications" {...form.register('settings.notificationPreferences.sms')} />
      </FieldGroup>
    </Section>
  );
}
