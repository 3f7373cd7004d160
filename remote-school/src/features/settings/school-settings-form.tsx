import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, applyFieldErrors, errorMessage } from 'shared-auth';
import { MESSAGES, schoolPatchSchema, type School } from 'shared-domain';
import { Button, CheckboxField, FieldGroup, FormErrorBox, FormGrid, Section, TextField, useToast } from 'shared-ui';
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
  const { register, handleSubmit, reset, formState } = form;
  const { errors, isDirty } = formState;

  // A newer copy of the school (another tab, a refetch) refreshes the untouched form.
  useEffect(() => {
    if (!isDirty) reset(toFormValues(school));
  }, [school, isDirty, reset]);

  const onSubmit = handleSubmit(async (values) => {
    setFormError('');
    try {
      const saved = await update.mutateAsync(toPatchBody(values, school));
      reset(toFormValues(saved));
      toast.show(SETTINGS_SAVED, 'success');
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      applyFieldErrors(form, err);
      if (err.status === 409 && err.current) {
        update.store(err.current as School);
        reset(toFormValues(err.current as School));
      }
      setFormError(errorMessage(err, MESSAGES.schoolInfoFailed));
      toast.show(MESSAGES.schoolInfoFailed, 'error');
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="School settings">
      <Section title="Contact Information">
        {formError && <FormErrorBox heading={MESSAGES.schoolInfoFailed} message={formError} />}
        <FormGrid>
          <TextField
            label="Contact Person Name"
            autoComplete="name"
            required
            {...register('contactPerson.name.first')}
            error={errors.contactPerson?.name?.first?.message}
          />
          <TextField
            label="Contact Email"
            type="email"
            autoComplete="email"
            required
            {...register('contactInfo.email')}
            error={errors.contactInfo?.email?.message}
          />
          <TextField
            label="Phone"
            type="tel"
            autoComplete="tel"
            required
            {...register('contactInfo.phone')}
            error={errors.contactInfo?.phone?.message}
          />
        </FormGrid>
        <FieldGroup legend="Address">
          <FormGrid>
            <TextField
              label="Street"
              autoComplete="street-address"
              {...register('contactInfo.address.street')}
              error={errors.contactInfo?.address?.street?.message}
            />
            <TextField
              label="City"
              autoComplete="address-level2"
              {...register('contactInfo.address.city')}
              error={errors.contactInfo?.address?.city?.message}
            />
            <TextField
              label="State"
              autoComplete="address-level1"
              {...register('contactInfo.address.state')}
              error={errors.contactInfo?.address?.state?.message}
            />
            <TextField
              label="ZIP Code"
              autoComplete="postal-code"
              inputMode="numeric"
              {...register('contactInfo.address.zipCode')}
              error={errors.contactInfo?.address?.zipCode?.message}
            />
          </FormGrid>
        </FieldGroup>
      </Section>
      <Section title="Internship Settings">
        <p>Current interns: {school.currentInterns}</p>
        <FormGrid>
          <TextField
            label="Maximum Interns"
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            {...register('settings.maxInterns')}
            error={errors.settings?.maxInterns?.message}
          />
          <CheckboxField
            label="Accepting interns"
            {...register('settings.allowsInterns')}
            error={errors.settings?.allowsInterns?.message}
          />
        </FormGrid>
        <div>
          <Button type="submit" busy={update.isPending}>
            {update.isPending ? 'Updating...' : 'Update Settings'}
          </Button>
        </div>
      </Section>
    </form>
  );
}
