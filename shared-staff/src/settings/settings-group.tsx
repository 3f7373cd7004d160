import { get, useFormContext, type FieldPath } from 'react-hook-form';
import { SYSTEM_SETTINGS_LABELS, type SystemSettings } from 'shared-domain';
import { CheckboxField, FormGrid, Section, TextField } from 'shared-ui';
import { groupFields, type SettingsGroup } from './settings-form-values';

/** One of the four groups (Teacher Certification, Internship Program, Payment & Billing, System Notifications). */
export function SettingsGroupSection({ group }: { group: SettingsGroup }) {
  const { register, formState } = useFormContext<SystemSettings>();
  return (
    <Section title={SYSTEM_SETTINGS_LABELS[group].title} level={3}>
      <FormGrid columns={2}>
        {groupFields(group).map(({ key, label, kind }) => {
          const name = `${group}.${key}` as FieldPath<SystemSettings>;
          const error = (get(formState.errors, name) as { message?: string } | undefined)?.message;
          return kind === 'boolean' ? (
            <CheckboxField key={key} label={label} error={error} {...register(name)} />
          ) : (
            <TextField key={key} label={label} type="number" inputMode="numeric" min={0} error={error} {...register(name)} />
          );
        })}
      </FormGrid>
    </Section>
  );
}
