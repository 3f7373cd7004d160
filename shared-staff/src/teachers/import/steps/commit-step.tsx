import { counted } from 'shared-domain';
import { Button } from 'shared-ui';
import { Modal } from 'shared-ui/staff';
import type { ImportAnswer } from '../../api/import-teachers';
import type { ImportChoice } from '../import-steps';
import { StyledRow } from '../styled';

interface CommitStepProps {
  result: ImportAnswer;
  invalidRows: number;
  canImportAll: boolean;
  canImportValid: boolean;
  /** The import asked about, while the question is open. */
  confirm: ImportChoice | null;
  onAsk: (choice: ImportChoice) => void;
  onClose: () => void;
  onCommit: (choice: ImportChoice) => void;
}

/** The commit: import all rows or only the valid ones, after asking. */
export function CommitStep({ result, invalidRows, canImportAll, canImportValid, confirm, onAsk, onClose, onCommit }: CommitStepProps) {
  return (
    <>
      <StyledRow>
        {/* The action that can be taken is the primary one; a disabled button never looks primary. */}
        <Button variant={canImportAll ? 'primary' : 'secondary'} onClick={() => onAsk('all')} disabled={!canImportAll}>
          Import all
        </Button>
        <Button
          variant={!canImportAll && canImportValid ? 'primary' : 'secondary'}
          onClick={() => onAsk('valid')}
          disabled={!canImportValid}
        >
          Import valid rows
        </Button>
        {invalidRows > 0 && (
          <span>{`'Import all' needs every row valid: ${counted(invalidRows, 'row')} ${invalidRows === 1 ? 'has' : 'have'} problems.`}</span>
        )}
      </StyledRow>
      <Modal
        title="Import these rows?"
        open={confirm !== null}
        onClose={onClose}
        footer={
          <>
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={() => onCommit(confirm === 'valid' ? 'valid' : 'all')}>Import</Button>
          </>
        }
      >
        <p>
          {`${counted(result.created, 'record')} will be created and ${result.updated} updated${confirm === 'valid' && invalidRows ? `; ${counted(invalidRows, 'row')} with problems ${invalidRows === 1 ? 'is' : 'are'} left out` : ''}. Each change is in the records' history.`}
        </p>
      </Modal>
    </>
  );
}
