import { MESSAGES, type TeacherRequest } from 'shared-domain';
import { Button } from 'shared-ui';
import { Modal } from 'shared-ui/staff';

/** What an approved school sees of the teacher (remote-school's released details), named before the admin approves. */
export const RELEASED_TO_SCHOOL = [
  'e-mail addresses and phone number',
  'location',
  'certification progress (type, program dates, hours, PPR)',
  'exams',
] as const;

export interface ApproveRequestDialogProps {
  request: TeacherRequest;
  busy: boolean;
  onApprove: () => void;
  onClose: () => void;
}

/**
 * Approving releases the teacher's contact details to the school at once and e-mails it: ask first,
 * naming the school, the teacher and what the school will see.
 */
export function ApproveRequestDialog({ request: r, busy, onApprove, onClose }: ApproveRequestDialogProps) {
  const teacher = `${r.teacher.name.first} ${r.teacher.name.last}`;
  if (r.unavailable) {
    return (
      <Modal
        title={`${teacher}'s details cannot be released to ${r.from.schoolName}`}
        open
        onClose={onClose}
        footer={
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        }
      >
        <p role="alert">Approve is refused: {r.unavailable}.</p>
        <p>
          {r.unavailable === MESSAGES.consentWithdrawn
            ? `${teacher} turned the talent-pool profile off after ${r.from.schoolName} asked.`
            : `${teacher} hid the profile from ${r.from.schoolName} (or its district) after it asked.`}{' '}
          The school sees nothing more of the teacher. You can deny the request.
        </p>
      </Modal>
    );
  }
  const footer = (
    <>
      <Button variant="secondary" onClick={onClose}>
        Cancel
      </Button>
      <Button busy={busy} onClick={onApprove}>
        Approve and release details
      </Button>
    </>
  );
  return (
    <Modal title={`Release ${teacher}'s details to ${r.from.schoolName}?`} open onClose={onClose} footer={footer}>
      <p>
        {r.from.schoolName} ({r.from.district}) will see, at once and on its Requests page, {teacher}&apos;s:
      </p>
      <ul aria-label="What the school will see">
        {RELEASED_TO_SCHOOL.map((what) => (
          <li key={what}>{what}</li>
        ))}
      </ul>
      <p>The school is e-mailed the answer at once: it may copy what it sees.</p>
    </Modal>
  );
}
