import styled from 'styled-components';
import { IMPORT_FIELDS, type ImportMapping } from 'shared-domain';
import { Button, SelectField } from 'shared-ui';
import { Section } from 'shared-ui/staff';
import { StyledRow } from '../styled';

const FIELD_OPTIONS = [{ value: '', label: 'Do not import' }, ...IMPORT_FIELDS.map((f) => ({ value: f.path, label: f.label }))];

const StyledMapping = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
  gap: ${({ theme }) => theme.space.md};
`;
const StyledSample = styled.span`
  display: block;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

interface MapColumnsStepProps {
  headers: readonly string[];
  /** The file's first row, by column. */
  sample: readonly string[];
  mapping: ImportMapping;
  /** The mapping changed since the rows were checked. */
  stale: boolean;
  busy: boolean;
  onMap: (header: string, path: string) => void;
  onCheck: () => void;
}

/** The second step: the record field each column of the file fills. */
export function MapColumnsStep({ headers, sample, mapping, stale, busy, onMap, onCheck }: MapColumnsStepProps) {
  return (
    <Section title="2. Match the columns">
      <p>Each column of the file fills the record field chosen for it. Your choices are remembered in this browser.</p>
      <StyledMapping>
        {headers.map((h, i) => (
          <div key={h}>
            <SelectField
              label={h || `Column ${i + 1}`}
              options={FIELD_OPTIONS}
              value={mapping[h] ?? ''}
              onChange={(e) => onMap(h, e.target.value)}
            />
            {sample[i] && <StyledSample>{`First row: ${sample[i]}`}</StyledSample>}
          </div>
        ))}
      </StyledMapping>
      <StyledRow>
        <Button variant={stale ? 'primary' : 'secondary'} onClick={onCheck} disabled={busy}>
          Check rows again
        </Button>
        {stale && <span>The columns changed: check the rows again before importing.</span>}
      </StyledRow>
    </Section>
  );
}
