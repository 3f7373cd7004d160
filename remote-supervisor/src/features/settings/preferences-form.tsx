import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { ApiError, applyFieldErrors, errorMessage } from 'shared-auth';
import type { Supervisor } from 'shared-domain';
import { supervisorKeys } from 'shared-staff';
import { Button, CheckboxField, FormErrorBox, FormErrorSummary, fieldProps, useToast } from 'shared-ui';
import { preferencesSchema, useUpdateMyPreferences, type PreferencesInput, type PreferencesOutput } from './api/update-my-preferences';

export const PREFERENCES_SAVED = 'Preferences saved';
export const PREFERENCES_FAILED = 'Failed to save preferences';

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  justify-items: start;
  & fieldset {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
    padding: 0;
    border: 0;
  }
  & legend {
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const toValues = (s: Supervisor): PreferencesInput => ({
  settings: {
    availableForNewTeachers: s.settings.availableForNewTeachers,
    notificationPreferences: { email: s.settings.notificationPreferences.email, sms: s.settings.notificationPreferences.sms },
  },
  updatedAt: s.updatedAt,
});

/**
 * The form's field for a refused path: a text message needs the phone number an administrator keeps
 * ('contactInfo.phone', not on this form), so that refusal shows at the SMS choice the supervisor just made.
 */
const fieldOfPath = (path: string) => (path === 'contactInfo.phone' ? 'settings.notificationPreferences.sms' : path);

/** The supervisor's own notification preferences and availability (PATCH supervisors/{id} { settings, updatedAt }). */
export function PreferencesForm({ supervisor }: { supervisor: Supervisor }) {
  const client = useQueryClient();
  const toast = useToast();
  const save = useUpdateMyPreferences();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<PreferencesInput, unknown, PreferencesOutput>({
    resolver: zodResolver(preferencesSchema),
    defaultValues: toValues(supervisor),
  });
  const { handleSubmit, reset } = form;

  const onSubmit = handleSubmit(async (input) => {
    setError(null);
    try {
      const saved = await save.mutateAsync({ id: supervisor._id, input });
      reset(toValues(saved));
      toast.show(PREFERENCES_SAVED, 'success');
    } catch (err) {
      const current = err instanceof ApiError && err.status === 409 ? (err.current as Supervisor | undefined) : undefined;
      if (current) {
        client.setQueryData(supervisorKeys.detail(current._id), current);
        reset(toValues(current));
      }
      // A refusal naming a field shows in the error summary and at the field, once each; any other in the box.
      const atFields = applyFieldErrors(form, err, fieldOfPath);
      setError(atFields ? null : errorMessage(err, PREFERENCES_FAILED));
    }
  });

  return (
    <StyledForm onSubmit={onSubmit} noValidate aria-label="My preferences">
      <FormErrorSummary form={form} />
      {error && <FormErrorBox heading={PREFERENCES_FAILED} message={error} />}
      <fieldset>
        <legend>Notifications</legend>
        <CheckboxField label="Email notifications" {...fieldProps(form, 'settings.notificationPreferences.email')} />
        <CheckboxField
          label="SMS notifications"
          hint={`Reminders by text message to ${supervisor.contactInfo.phone || 'your phone number'}: a mobile number in international format, such as +15125550100 (an administrator changes it).`}
          {...fieldProps(form, 'settings.notificationPreferences.sms')}
        />
      </fieldset>
      <fieldset>
        <legend>Availability</legend>
        <CheckboxField label="Available for new teacher assignments" {...fieldProps(form, 'settings.availableForNewTeachers')} />
      </fieldset>
      <Button type="submit" busy={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Preferences'}
      </Button>
    </StyledForm>
  );
}
