import { counted } from 'shared-domain';
import type { ReactNode } from 'react';
import { Section } from 'shared-ui/staff';
import type { ImportAnswer } from '../../api/import-teachers';

interface PreviewStepProps {
  /** The dry run's answer. */
  result: ImportAnswer;
  invalidRows: number;
  /** The problems and the commit, below the counts. */
  children: ReactNode;
}

/** The preview: what an import would do, counted from the dry run over every row. */
export function PreviewStep({ result, invalidRows, children }: PreviewStepProps) {
  return (
    <Section title="3. Preview">
      <p aria-live="polite">
        {`${counted(result.rows, 'row')}: ${result.created} new, ${result.updated} to update, ${result.unchanged} unchanged, ${invalidRows} with problems.`}
      </p>
      {children}
    </Section>
  );
}
