import { MESSAGES } from 'shared-domain';
import { Button } from 'shared-ui';
import { StyledNotice } from './record-layout';
import type { DraftNotice as Notice } from './use-teacher-edit';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

interface DraftNoticeProps {
  notice: NonNullable<Notice>;
  onDiscard: () => void;
  onRestore: () => void;
}

/** Tells the user a local draft is in play, and lets them drop it (or, after a 409, re-apply it). */
export function DraftNotice({ notice, onDiscard, onRestore }: DraftNoticeProps) {
  return (
    <StyledNotice role="status">
      {notice.kind === 'restored' ? (
        <p>{`Restored your unsaved draft from ${when(notice.savedAt)}. Save Changes to keep it, or discard it.`}</p>
      ) : (
        <p>
          <strong>{MESSAGES.staleRecord}</strong> Your edits are kept as a draft.
        </p>
      )}
      <div>
        {notice.kind === 'stale' && (
          <Button size="sm" onClick={onRestore}>
            Restore my edits
          </Button>
        )}{' '}
        <Button size="sm" variant="secondary" onClick={onDiscard}>
          Discard draft
        </Button>
      </div>
    </StyledNotice>
  );
}
