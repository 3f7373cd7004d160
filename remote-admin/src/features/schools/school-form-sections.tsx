import { CheckboxField, FormGrid, TextField } from 'shared-ui';
import { Section } from 'shared-ui/staff';
import { useFormField } from '../../components/use-form-field';
import type { SchoolFieldValues } from './school-form-values';

const useSchoolField = useFormField<SchoolFieldValues>;

export function SchoolInfoFields() {
  const { field } = useSchoolField();
  return (
    <Section title="School Information" level={3}>
      <FormGrid columns={3}>
        <TextField label="School Name" required {...field('name')} />
        <TextField
          label="NCES ID"
          required
          inputMode="numeric"
          hint="7 digits (district) or 12 digits (school), starting with 48"
          {...field('ncesId')}
        />
        <TextField label="District Name" required {...field('districtName')} />
      </FormGrid>
    </Section>
  );
}

export function ContactPersonFields() {
  const { field } = useSchoolField();
  return (
    <Section title="Contact Person" level={3}>
      <FormGrid>
        <TextField label="Contact First Name" required {...field('contactPerson.name.first')} />
        <TextField label="Contact Last Name" required {...field('contactPerson.name.last')} />
      </FormGrid>
    </Section>
  );
}

/** E-mail and phone, with the optional address. `emailName` is 'email' when adding (the account e-mail). */
export function ContactInfoFields({ emailName }: { emailName: 'email' | 'contactInfo.email' }) {
  const { field } = useSchoolField();
  return (
    <Section title="Contact Information" level={3}>
      <FormGrid>
        <TextField label="Email" type="email" required {...field(emailName)} />
        <TextField label="Phone" type="tel" required {...field('contactInfo.phone')} />
        <TextField label="Street" {...field('contactInfo.address.street')} />
        <TextField label="City" {...field('contactInfo.address.city')} />
        <TextField label="State" {...field('contactInfo.address.state')} />
        <TextField label="ZIP Code" inputMode="numeric" {...field('contactInfo.address.zipCode')} />
      </FormGrid>
    </Section>
  );
}

export function SchoolSettingsFields() {
  const { field, form } = useSchoolField();
  return (
    <Section title="Settings" level={3}>
      <FormGrid>
        <TextField label="Maximum Interns" type="number" min={0} inputMode="numeric" {...field('settings.maxInterns')} />
      </FormGrid>
      <CheckboxField label="Allows interns" {...form.register('settings.allowsInterns')} />
    </Section>
  );
}
