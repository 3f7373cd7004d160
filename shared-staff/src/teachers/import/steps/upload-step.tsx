import { useId } from 'react';
import { IMPORT_MAX_BYTES } from 'shared-domain';
import { Section } from 'shared-ui/staff';

interface UploadStepProps {
  /** A new key empties the input. */
  fileKey: number;
  disabled: boolean;
  onFile: (file: File | null) => void;
}

/** The first step: the spreadsheet to import. */
export function UploadStep({ fileKey, disabled, onFile }: UploadStepProps) {
  const fileId = useId();
  return (
    <Section title="1. Choose a file">
      <label htmlFor={fileId}>Spreadsheet (CSV or .xlsx, up to {IMPORT_MAX_BYTES / 1024 / 1024} MB)</label>
      <input
        key={fileKey}
        id={fileId}
        type="file"
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        onChange={(e) => onFile(e.target.files?.[0] ?? null)}
        disabled={disabled}
      />
      <p>
        The first row holds the column names. A row with a TEA ID that is already on a record updates that record; other rows create new
        records. Blank cells leave a field as it is.
      </p>
    </Section>
  );
}
