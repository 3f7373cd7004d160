import { forwardRef, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { displayLabel } from 'shared-domain';
import { controlStyles, FieldShell, useFieldIds, type FieldBaseProps } from './field';

export type SelectOption = string | { readonly value: string; readonly label: string };

export interface SelectFieldProps extends FieldBaseProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  options: readonly SelectOption[];
  /** First, empty-valued option (e.g. 'Select a school'). */
  placeholder?: string;
}

const StyledSelect = styled.select<{ $invalid?: boolean }>`
  ${controlStyles}
  cursor: pointer;
`;

// A plain value reads capitalised ('in progress' as 'In progress', 'n/a' as 'Not applicable'); the value sent is unchanged.
const toOption = (o: SelectOption) => (typeof o === 'string' ? { value: o, label: displayLabel(o) } : o);

/** Labelled native select. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, hint, id, options, placeholder, 'aria-describedby': describedBy, ...rest },
  ref,
) {
  const { inputId, hintId, errorId, aria } = useFieldIds(id, hint, error, describedBy);
  return (
    <FieldShell inputId={inputId} hintId={hintId} errorId={errorId} label={label} hint={hint} error={error} required={rest.required}>
      <StyledSelect ref={ref} id={inputId} $invalid={!!error} {...aria} {...rest}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map(toOption).map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </StyledSelect>
    </FieldShell>
  );
});
