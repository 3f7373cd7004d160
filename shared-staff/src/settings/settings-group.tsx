import { get, useFormContext, type FieldPath } from 'react-hook-form';
import { SYSTEM_SETTINGS_EFFECTS, SYSTEM_SETTINGS_LABELS, TTESS_DIMENSIONS } from 'shared-domain';
import styled from 'styled-components';
import { CheckboxField, FieldGroup, FormGrid, TextField } from 'shared-ui';
import { Section } from 'shared-ui/staff';
import { groupFields, type SettingsFormInput, type SettingsGroup } from './settings-form-values';

// A long list of switches: one column, its hint first.
const StyledDimensions = styled(FieldGroup)`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  & > p {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
`;

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
          if (kind === 'dimensions') {
            return (
              <StyledDimensions key={key} legend={label} aria-describedby={`${group}-${key}-hint`}>
                <p id={`${group}-${key}-hint`}>{hint}</p>
                {error && <p role="alert">{error}</p>}
                {TTESS_DIMENSIONS.map((d) => (
                  <CheckboxField key={d.id} label={`${d.id} ${d.name}`} value={d.id} {...register(name)} />
                ))}
              </StyledDimensions>
            );
          }
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
