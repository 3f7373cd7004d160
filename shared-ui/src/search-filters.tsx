import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from './button';
import { SelectField, type SelectOption } from './form/select-field';
import { TextField } from './form/text-field';

const StyledBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  & > :first-child {
    flex: 1 1 18rem;
  }
`;

const StyledPanel = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  /* display: grid would otherwise override the hidden attribute and keep the panel open. */
  &[hidden] {
    display: none;
  }
`;

export interface FilterSpec<K extends string> {
  key: K;
  label: string;
  /** The 'all' choice, e.g. 'All Locations'. */
  placeholder: string;
  options: readonly SelectOption[];
}

export interface SearchFiltersProps<F extends { search: string }> {
  /** Names the search landmark. */
  label: string;
  searchLabel: string;
  placeholder: string;
  value: F;
  onChange: (next: F) => void;
  filters: FilterSpec<Exclude<keyof F, 'search'> & string>[];
}

/** A search box and a collapsible 'Filters' panel of selects (the count of active filters on its button). */
export function SearchFilters<F extends { search: string }>({
  label,
  searchLabel,
  placeholder,
  value,
  onChange,
  filters,
}: SearchFiltersProps<F>) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const set = (key: keyof F) => (e: { target: { value: string } }) => onChange({ ...value, [key]: e.target.value });
  const active = filters.filter((f) => value[f.key]).length;
  return (
    <div role="search" aria-label={label}>
      <StyledBar>
        <TextField label={searchLabel} type="search" placeholder={placeholder} value={value.search} onChange={set('search')} />
        <Button variant="secondary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((v) => !v)}>
          Filters{active > 0 ? ` (${active})` : ''}
        </Button>
      </StyledBar>
      <StyledPanel id={panelId} hidden={!open}>
        {filters.map((f) => (
          <SelectField
            key={f.key}
            label={f.label}
            placeholder={f.placeholder}
            options={f.options}
            value={String(value[f.key] ?? '')}
            onChange={set(f.key)}
          />
        ))}
      </StyledPanel>
    </div>
  );
}
