import { get, useFormContext, type FieldPath } from 'react-hook-form';
import { SYSTEM_SETTINGS_EFFECTS, SYSTEM_SETTINGS_LABELS } from 'shared-domain';
import { CheckboxField, FormGrid, TextField } from 'shared-ui';
import { Section } from 'shared-ui/staff';
import { groupFields, type SettingsFormInput, type SettingsGroup } from './settings-form-values';

/** One of the groups (Teacher Certification, Internship Program, Payment & Billing, System Notifications, Security). */
export function SettingsGroupSection({ group }: { group: SettingsGroup }) {
  const { register, formState } = useFormContext<SettingsFormInput>();
  return (
    <Section title={SYSTEM_SETTINGS_LABELS[group].title} level={3}>
      <FormGrid columns={2}>
        {groupFields(group).map(({ key, label, kind }) => {
          const name = `${group}.${key}` as FieldPath<SettingsFormInput>;
          const error = get<unknown, { message?: string } | undefined>(formState.errors, name)?.message;
          const hint = SYSTEM_SETTINGS_EFFECTS[group][key];
          return kind === 'boolean' ? (
            <CheckboxField key={key} label={label} hint={hint} error={error} {...register(name)} />
          ) : (
            <TextField key={key} label={label} hint={hint} type="number" inputMode="numeric" min={0} error={error} {...register(name)} />
          );
        })}
      </FormGrid>
    </Section>
  );
}
