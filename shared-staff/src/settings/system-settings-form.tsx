import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { applyFieldErrors } from 'shared-auth';
import { systemSettingsInputSchema, type SystemSettings } from 'shared-domain';
import { Button, FormErrorBox, FormErrorSummary, PlainFieldset, useToast } from 'shared-ui';
import { Section } from 'shared-ui/staff';
import { useUpdateSettings } from './api/update-settings';
import { SETTINGS_GROUPS, type SettingsFormInput, type SettingsFormOutput } from './settings-form-values';
import { SettingsGroupSection } from './settings-group';

const StyledActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
`;

export const SETTINGS_SAVED = 'System settings saved';
export const SETTINGS_SAVE_FAILED = 'Failed to save system settings';

/** The system settings groups: saved for real by an admin, read-only for a supervisor. */
export function SystemSettingsForm({ settings, readOnly }: { settings: SystemSettings; readOnly: boolean }) {
  const form = useForm<SettingsFormInput, unknown, SettingsFormOutput>({
    resolver: zodResolver(systemSettingsInputSchema),
    defaultValues: settings,
  });
  const save = useUpdateSettings();
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => form.reset(settings), [form, settings]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = await save.mutateAsync(values);
      form.reset(saved);
      toast.show(SETTINGS_SAVED, 'success');
    } catch (err) {
      // A refusal naming fields shows in the error summary and at each field, once each; any other in the box.
      if (!applyFieldErrors(form, err)) setFailure(err instanceof Error && err.message ? err.message : SETTINGS_SAVE_FAILED);
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-label="System Settings">
        <Section title="System Settings">
          {readOnly && <p>Only an administrator can change the system settings.</p>}
          <FormErrorSummary form={form} />
          <PlainFieldset disabled={readOnly}>
            {SETTINGS_GROUPS.map((group) => (
              <SettingsGroupSection key={group} group={group} />
            ))}
          </PlainFieldset>
          {failure && <FormErrorBox heading={SETTINGS_SAVE_FAILED} message={failure} />}
          {!readOnly && (
            <StyledActions>
              <Button type="submit" busy={save.isPending}>
                {save.isPending ? 'Saving...' : 'Save Settings'}
              </Button>
              <Button variant="secondary" onClick={() => form.reset(settings)} disabled={!form.formState.isDirty}>
                Discard Changes
              </Button>
            </StyledActions>
          )}
        </Section>
      </form>
    </FormProvider>
  );
}
