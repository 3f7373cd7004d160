import { useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { formatDate, isHttpUrl } from 'shared-domain';
import { Badge, CheckboxField, TextField, type BadgeTone } from 'shared-ui';
import { Section } from 'shared-ui/staff';
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

/** Where a form stands, in words (never colour alone). */
function formState(uploaded: boolean, verified: boolean): { tone: BadgeTone; label: string } {
  if (!uploaded) return { tone: 'yellow', label: 'Pending' };
  return verified ? { tone: 'green', label: 'Verified' } : { tone: 'blue', label: 'Uploaded, not verified' };
}

function FormItem({ formKey, label, canVerify }: { formKey: (typeof FORMS)[number]['key']; label: string; canVerify: boolean }) {
  const { form, field } = useTeacherField();
  const [uploaded, link, verified, verifiedBy, verifiedAt] = useWatch({
    control: form.control,
    name: [
      `formsStatus.${formKey}.uploaded`,
      `formsStatus.${formKey}.link`,
      `formsStatus.${formKey}.verified`,
      `formsStatus.${formKey}.verifiedBy`,
      `formsStatus.${formKey}.verifiedAt`,
    ],
  });
  // The saved verification is for the saved document: a new link or an unticked upload needs verifying again.
  const saved = form.formState.defaultValues?.formsStatus?.[formKey];
  const sameDocument = Boolean(uploaded) && saved?.uploaded === true && saved.link === link;
  const state = formState(Boolean(uploaded), Boolean(verified) && (sameDocument || canVerify));
  return (
    <StyledItem>
      <StyledHead>
        <CheckboxField label={label} {...field(`formsStatus.${formKey}.uploaded`)} />
        <Badge tone={state.tone}>{state.label}</Badge>
      </StyledHead>
      {uploaded && (
        <TextField label={`${label} document link`} type="url" placeholder="https://" {...field(`formsStatus.${formKey}.link`)} />
      )}
      {/* Only a web address is a link: a javascript: or data: one stays text in the field, never a click away. */}
      {uploaded && typeof link === 'string' && isHttpUrl(link) && (
        <a href={link} target="_blank" rel="noopener noreferrer">
          Open the {label} document
        </a>
      )}
      {uploaded &&
        (canVerify ? (
          <CheckboxField
            label={`${label} verified`}
            hint={
              verified && verifiedBy && sameDocument
                ? `Verified by ${verifiedBy} on ${formatDate(verifiedAt)}`
                : 'Tick once you have checked the document; saving records who and when.'
            }
            {...field(`formsStatus.${formKey}.verified`)}
          />
        ) : (
          <p>
            {verified && sameDocument
              ? `Verified by ${verifiedBy} on ${formatDate(verifiedAt)}.`
              : 'Not verified yet: an administrator verifies uploaded forms.'}
          </p>
        ))}
    </StyledItem>
  );
}

/**
 * Two checklist items; ticking one moves it from Pending to Uploaded and asks for the document link. An admin then
 * ticks it verified (who and when are recorded by the server); a changed document needs verifying again.
 */
export function FormsStatusSection({ canVerify = false }: { canVerify?: boolean }) {
  return (
    <Section id={sectionAnchor('forms')} title="Forms Status">
      {FORMS.map((f) => (
        <FormItem key={f.key} formKey={f.key} label={f.label} canVerify={canVerify} />
      ))}
    </Section>
  );
}
