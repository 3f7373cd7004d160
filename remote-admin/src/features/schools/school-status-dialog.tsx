import { GLOSSARY, type School, UNDO_MESSAGES } from 'shared-domain';
import { Button } from 'shared-ui';
import { Modal } from 'shared-ui/staff';

export const DEACTIVATE_SCHOOL = 'Deactivate School';

export interface SchoolStatusDialogProps {
  school: School;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Approving opens the teachers to a school and e-mails it; deactivating shuts its account out: ask first, naming the
 * school and what changes for it. Both can be undone for a short time from the toast that follows.
 */
export function SchoolStatusDialog({ school: s, busy, onConfirm, onClose }: SchoolStatusDialogProps) {
  const approving = s.status !== 'active';
  const footer = (
    <>
      <Button variant="secondary" onClick={onClose}>
        Cancel
      </Button>
      <Button variant={approving ? 'primary' : 'danger'} busy={busy} onClick={onConfirm}>
        {approving ? GLOSSARY.approveSchool : DEACTIVATE_SCHOOL}
      </Button>
    </>
  );
  return (
    <Modal title={approving ? `Approve ${s.name}?` : `Deactivate ${s.name}?`} open onClose={onClose} footer={footer}>
      {approving ? (
        <ul aria-label="What approving does">
          <li>{`${s.name} becomes active: its account can browse the available teachers and ask for their details.`}</li>
          <li>{`The school is e-mailed that it was approved${s.accountEmail ? ` (${s.accountEmail})` : ''}.`}</li>
        </ul>
      ) : (
        <ul aria-label="What deactivating does">
          <li>{`${s.name} becomes inactive: its account can no longer browse teachers or ask for their details.`}</li>
          <li>Any password-reset or invitation link it was sent stops working.</li>
        </ul>
      )}
      <p>{UNDO_MESSAGES.undoHint}</p>
    </Modal>
  );
}
