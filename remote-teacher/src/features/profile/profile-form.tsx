import type { FormEvent } from 'react';
import styled from 'styled-components';
import {
  BROWSE_AVAILABILITY,
  BROWSE_GRADE_LEVELS,
  BROWSE_LOCATIONS,
  BROWSE_SUBJECTS,
  MESSAGES,
  myProfileSchema,
  PUBLIC_PROFILE_LABELS,
  type MyProfileInput,
  type MyProfileResponse,
} from 'shared-domain';
import { Button, FormErrorBox, FormGrid, ProblemSummary, SelectField, TextAreaField, TextField, useToast } from 'shared-ui';
import { useSummaryFields } from 'shared-ui/summary-errors';
import { useSaveProfile } from '../../api/save-profile';

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

type Values = Omit<MyProfileResponse['profile'], 'specializations'> & { specializations: string };

/** The public fields of the talent-pool card (never the name, contact details or money). */
export function ProfileForm({ profile }: { profile: MyProfileResponse['profile'] }) {
  const { values, problems, bind: field } = useSummaryFields<Values>({ ...profile, specializations: profile.specializations.join(', ') });
  const save = useSaveProfile();
  const toast = useToast();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    problems.clear();
    const input = {
      ...values,
      specializations: values.specializations
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    } as MyProfileInput;
    // The server's own rules (lengths, at most 12 specializations), checked before sending.
    if (!problems.check(myProfileSchema, input)) return;
    save.mutate(input, {
      onSuccess: () => toast.show(MESSAGES.profileSaved, 'success'),
      // A refused field ('specializations.3') shows at its field ('specializations').
      onError: (err) => problems.refused(err, 'Your profile could not be saved. Please try again.'),
    });
  };

  return (
    <StyledForm onSubmit={submit} aria-label="Public profile" noValidate>
      <ProblemSummary {...problems.summary} />
      {problems.formError && <FormErrorBox message={problems.formError} />}
      <FormGrid>
        <SelectField label={PUBLIC_PROFILE_LABELS.subject} placeholder="Not given" options={BROWSE_SUBJECTS} {...field('subject')} />
        <SelectField
          label={PUBLIC_PROFILE_LABELS.gradeLevel}
          placeholder="Not given"
          options={BROWSE_GRADE_LEVELS}
          {...field('gradeLevel')}
        />
        <SelectField label={PUBLIC_PROFILE_LABELS.location} placeholder="Not given" options={BROWSE_LOCATIONS} {...field('location')} />
        <SelectField
          label={PUBLIC_PROFILE_LABELS.availability}
          placeholder="Not given"
          options={BROWSE_AVAILABILITY}
          {...field('availability')}
        />
        <TextField label={PUBLIC_PROFILE_LABELS.experience} maxLength={100} {...field('experience')} />
        <TextField label={PUBLIC_PROFILE_LABELS.certification} maxLength={200} {...field('certification')} />
      </FormGrid>
      <TextField label={PUBLIC_PROFILE_LABELS.specializations} hint="Separate them with commas." {...field('specializations')} />
      <TextAreaField label={PUBLIC_PROFILE_LABELS.bio} maxLength={600} {...field('bio')} />
      <div>
        <Button type="submit" busy={save.isPending}>
          Save profile
        </Button>
      </div>
    </StyledForm>
  );
}
