import { FormGrid, TextField } from 'shared-ui';
import { Section } from 'shared-ui/staff';
import { useTeacherField } from './use-teacher-field';
import { sectionAnchor } from './record-sections';

export function ContactSection() {
  const { field } = useTeacherField();
  return (
    <Section id={sectionAnchor('contact')} title="Contact Information">
      <FormGrid columns={2}>
        <TextField label="Email" type="email" {...field('contact.email')} />
        <TextField label="Secondary Email" type="email" {...field('contact.secondaryEmail')} />
        <TextField label="Phone Number" type="tel" {...field('contact.phoneNumber')} />
        <TextField label="Location" {...field('contact.location')} />
      </FormGrid>
    </Section>
  );
}
