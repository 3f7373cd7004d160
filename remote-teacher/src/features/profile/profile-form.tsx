import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { applyFieldErrors, errorMessage } from 'shared-auth';
import {
  BROWSE_AVAILABILITY,
  BROWSE_GRADE_LEVELS,
  BROWSE_LOCATIONS,
  BROWSE_SUBJECTS,
  MESSAGES,
  type MyProfileInput,
  type MyProfileResponse,
} from 'shared-domain';
import { Button, FormGrid, SelectField, TextAreaField, TextField, useToast } from 'shared-ui';
import { useSaveProfile } from '../../api/me';

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

type Values = Omit<MyProfileResponse['profile'], 'specializations'> & { specializations: string };
type Errors = Partial<Record<keyof Values, string>>;

/** The public fields of the talent-pool card (never the name, contact details or money). */
export function ProfileForm({ profile }: { profile: MyProfileResponse['profile'] }) {
  const [values, setValues] = useState<Values>({ ...profile, specializations: profile.specializations.join(', ') });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | undefined>();
  const save = useSaveProfile();
  const toast = useToast();
  const field = <K extends keyof Values>(name: K) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    setFormError(undefined);
    const input = {
      ...values,
      specializations: values.specializations
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    } as MyProfileInput;
    save.mutate(input, {
      onSuccess: () => toast.show(MESSAGES.profileSaved, 'success'),
      onError: (err) => {
        const found: Errors = {};
        const set = applyFieldErrors(
          {
            setError: (name: string, { message }: { message: string }) => {
              found[name.split('.')[0] as keyof Values] = message;
            },
          },
          err,
        );
        setErrors(found);
        if (!set) setFormError(errorMessage(err, 'Your profile could not be saved. Please try again.'));
      },
    });
  };

  return (
    <StyledForm onSubmit={submit} aria-label="Public profile" noValidate>
      <FormGrid>
        <SelectField label="Subject" placeholder="Not given" options={BROWSE_SUBJECTS} {...field('subject')} />
        <SelectField label="Grade level" placeholder="Not given" options={BROWSE_GRADE_LEVELS} {...field('gradeLevel')} />
        <SelectField label="Location" placeholder="Not given" options={BROWSE_LOCATIONS} {...field('location')} />
        <SelectField label="Availability" placeholder="Not given" options={BROWSE_AVAILABILITY} {...field('availability')} />
        <TextField label="Experience" maxLength={100} {...field('experience')} />
        <TextField label="Certification" maxLength={200} {...field('certification')} />
      </FormGrid>
      <TextField label="Specializations" hint="Separate them with commas." {...field('specializations')} />
      <TextAreaField label="Short bio" maxLength={600} {...field('bio')} />
      {formError && <p role="alert">{formError}</p>}
      <div>
        <Button type="submit" busy={save.isPending}>
          Save profile
        </Button>
      </div>
    </StyledForm>
  );
}
