import { useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { Badge, CheckboxField, Section, TextField } from 'shared-ui';
import { useTeacherField } from './use-teacher-field';
import { sectionAnchor } from './record-sections';

const FORMS = [
  { key: 'mentorHandbookFormsUploaded', label: 'Mentor Handbook Forms' },
  { key: 'internMentorAttestationForm', label: 'Intern Mentor Attestation Form' },
] as const;

const StyledItem = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm} 0;
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const StyledHead = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

function FormItem({ formKey, label }: { formKey: (typeof FORMS)[number]['key']; label: string }) {
  const { form, field } = useTeacherField();
  const uploaded = useWatch({ control: form.control, name: `formsStatus.${formKey}.uploaded` });
  return (
    <StyledItem>
      <StyledHead>
        <CheckboxField label={label} {...field(`formsStatus.${formKey}.uploaded`)} />
        <Badge tone={uploaded ? 'green' : 'yellow'}>{uploaded ? 'Uploaded' : 'Pending'}</Badge>
      </StyledHead>
      {uploaded && (
        <TextField label={`${label} document link`} type="url" placeholder="https://" {...field(`formsStatus.${formKey}.link`)} />
      )}
    </StyledItem>
  );
}

/** Two checklist items; ticking one moves it from Pending to Uploaded and asks for the document link. */
export function FormsStatusSection() {
  return (
    <Section id={sectionAnchor('forms')} title="Forms Status">
      {FORMS.map((f) => (
        <FormItem key={f.key} formKey={f.key} label={f.label} />
      ))}
    </Section>
  );
}
