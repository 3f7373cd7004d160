import { useEffect, useRef, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, applyFieldErrors, errorMessage } from 'shared-auth';
import { MESSAGES, schoolPatchSchema, type School } from 'shared-domain';
import {
  CheckboxField,
  FieldGroup,
  FormErrorBox,
  FormErrorSummary,
  FormGrid,
  SubmitButton,
  TextField,
  fieldProps,
  useToast,
} from 'shared-ui';
import { Section } from 'shared-ui/staff';
import { useUpdateSchool } from './api/update-school';
import { toFormValues, toPatchBody, type SettingsFormInput, type SettingsFormOutput } from './form-values';

export const SETTINGS_SAVED = 'Settings updated successfully';

/** Contact fields and internship settings; 'Update Settings' saves them (PATCH schools/{id}). */
export function SchoolSettingsForm({ school }: { school: School }) {
  const toast = useToast();
  const update = useUpdateSchool();
  const [formError, setFormError] = useState('');
  const form = useForm<SettingsFormInput, unknown, SettingsFormOutput>({
    resolver: zodResolver(schoolPatchSchema),
    defaultValues: toFormValues(school),
  });
  const { handleSubmit, reset, formState } = form;
  const { isDirty } = formState;
  const field = (name: FieldPath<SettingsFormInput>) => fieldProps(form, name);

  // The version the form shows: a save or a 409 shows the server's answer at once, before the query's copy follows.
  const shown = useRef(school.updatedAt);
  const show = (s: School) => {
    shown.current = s.updatedAt;
    reset(toFormValues(s));
  };
  // A newer copy of the school (another tab, a refetch) refreshes the untouched form; an older one never does.
  useEffect(() => {
    if (isDirty || school.updatedAt <= shown.current) return;
    shown.current = school.updatedAt;
    reset(toFormValues(school));
  }, [school, isDirty, reset]);

  const onSubmit = handleSubmit(async (values) => {
    setFormError('');
    try {
      const saved = await update.mutateAsync(toPatchBody(values, school));
      show(saved);
      toast.show(SETTINGS_SAVED, 'success');
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      const atFields = applyFieldErrors(form, err);
      if (err.status === 409 && err.current) {
        update.store(err.current as School);
        show(err.current as School);
      }
      // A refusal naming fields shows in the error summary and at each field, once each; any other in the box.
      setFormError(atFields ? '' : errorMessage(err, MESSAGES.schoolInfoFailed));
      toast.show(MESSAGES.schoolInfoFailed, 'error');
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="School settings">
      <Section title="Contact Information">
        <FormErrorSummary form={form} />
        {formError && <FormErrorBox heading={MESSAGES.schoolInfoFailed} message={formError} />}
        <FormGrid>
          <TextField label="Contact Person Name" autoComplete="name" required {...field('contactPerson.name.first')} />
          <TextField label="Contact Email" type="email" autoComplete="email" required {...field('contactInfo.email')} />
          <TextField label="Phone" type="tel" autoComplete="tel" required {...field('contactInfo.phone')} />
        </FormGrid>
        <FieldGroup legend="Address">
          <FormGrid>
            <TextField label="Street" autoComplete="street-address" {...field('contactInfo.address.street')} />
            <TextField label="City" autoComplete="address-level2" {...field('contactInfo.address.city')} />
            <TextField label="State" autoComplete="address-level1" {...field('contactInfo.address.state')} />
            <TextField label="ZIP Code" autoComplete="postal-code" inputMode="numeric" {...field('contactInfo.address.zipCode')} />
          </FormGrid>
        </FieldGroup>
      </Section>
      <Section title="Internship Settings">
        <p>Current interns: {school.currentInterns}</p>
        <FormGrid>
          <TextField label="Maximum Interns" type="number" min={0} step={1} inputMode="numeric" {...field('settings.maxInterns')} />
          <CheckboxField label="Accepting interns" {...field('settings.allowsInterns')} />
        </FormGrid>
        <div>
          <SubmitButton busy={update.isPending} busyLabel="Updating...">
            Update Settings
          </SubmitButton>
        </div>
      </Section>
    </form>
  );
}
