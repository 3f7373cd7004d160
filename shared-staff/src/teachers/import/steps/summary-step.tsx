import { counted } from 'shared-domain';
import type { ReactNode } from 'react';
import { Button, ButtonLink } from 'shared-ui';
import { Section } from 'shared-ui/staff';
import type { ImportAnswer } from '../../api/import-teachers';
import { RecordLinks } from '../record-links';
import { StyledRow } from '../styled';

interface SummaryStepProps {
  /** The commit's answer. */
  done: ImportAnswer;
  detailHref: (id: string) => string;
  listHref: string;
  onStartOver: () => void;
  /** The rows left out, below the way on. */
  children: ReactNode;
}

/** The summary: the import ends on a summary linking each record it wrote, the rows left out and the way on. */
export function SummaryStep({ done, detailHref, listHref, onStartOver, children }: SummaryStepProps) {
  const records = done.records ?? [];
  return (
    <Section title="3. Summary">
      <p role="status">
        <strong>Imported.</strong>{' '}
        {`${counted(done.created, 'record')} created, ${done.updated} updated${done.skipped ? `, ${counted(done.skipped, 'row')} left out` : ''}${done.unchanged ? `, ${done.unchanged} unchanged` : ''}.`}
      </p>
      <RecordLinks title="Created" records={records.filter((r) => r.action === 'created')} href={detailHref} />
      <RecordLinks title="Updated" records={records.filter((r) => r.action === 'updated')} href={detailHref} />
      <StyledRow>
        <Button onClick={onStartOver}>Import another file</Button>
        <ButtonLink to={listHref} variant="secondary">
          View teachers
        </ButtonLink>
      </StyledRow>
      {children}
    </Section>
  );
}
