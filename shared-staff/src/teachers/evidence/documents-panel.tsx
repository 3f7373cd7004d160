import { useId, useRef, useState } from 'react';
import { errorMessage } from 'shared-auth';
import {
  DOCUMENT_ACCEPT,
  DOCUMENT_LIMITS,
  formatDate,
  MESSAGES,
  RECORDED_BEFORE_PORTAL,
  documentActEffect,
  documentOrigin,
  type DocumentVersion,
  type TeacherDocuments,
  UNDO_MESSAGES,
} from 'shared-domain';
import { Badge, Button, ButtonLink, EmptyState, LoadingText, TextAreaField, useToast } from 'shared-ui';
import { Section } from 'shared-ui/staff';
import { ConfirmActDialog } from '../../lib/confirm-act-dialog';
import { QueryErrorPanel } from '../../lib/query-error-panel';
import { downloadDocument, useDocumentChange, useTeacherDocuments } from './api';
import { StyledActions, StyledCard, StyledCards, TYPE_LABELS, documentState, fileSize } from './evidence-parts';

export const DOCUMENTS_FETCH_FAILED = "The teacher's documents could not be loaded.";
export const RETURN_REASON_REQUIRED = 'Give a reason for returning the document';
export const PAPER_NOTE_REQUIRED = 'Say what was seen (e.g. paper form seen)';

/**
 * "contract.pdf (PDF, 1.2 MB), uploaded by ana@example.org on Nov 3, 2026", or "recorded by ana@example.org before the
 * portal: paper form seen, on Nov 3, 2026" for a version without a file.
 */
export const versionText = (v: DocumentVersion) =>
  v.contentType
    ? `${v.fileName} (${TYPE_LABELS[v.contentType] ?? v.contentType}, ${fileSize(v.size)}), ${documentOrigin(v)} on ${formatDate(v.uploadedAt)}`
    : `${documentOrigin(v).replace(/^r/, 'R')}, on ${formatDate(v.uploadedAt)}`;

function reviewText(v: DocumentVersion): string | null {
  if (v.status === 'verified') return `Verified by ${v.reviewedBy ?? ''} on ${formatDate(v.reviewedAt)}`;
  if (v.status === 'returned') return `Returned by ${v.reviewedBy ?? ''} on ${formatDate(v.reviewedAt)}: ${v.returnReason}`;
  return null;
}

type Kind = TeacherDocuments['kinds'][number];

interface KindProps {
  teacherId: string;
  item: Kind;
  requireVerification: boolean;
  canVerify: boolean;
  onReview: (v: DocumentVersion, label: string, act: DocumentAct) => void;
  onRecord: (item: Kind) => void;
}

function DocumentKindCard({ teacherId, item, requireVerification, canVerify, onReview, onRecord }: KindProps) {
  const toast = useToast();
  const change = useDocumentChange(teacherId);
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<'upload' | null>(null);
  const { current, label } = item;
  const earlier = item.versions.filter((v) => v._id !== current?._id);
  const state = documentState(current?.status, requireVerification);

  const run = async (what: 'upload', call: () => Promise<unknown>, done: string) => {
    setBusy(what);
    try {
      await call();
      toast.show(done, 'success');
    } catch (err) {
      toast.show(errorMessage(err, MESSAGES.saveFailed), 'error');
    } finally {
      setBusy(null);
    }
  };
  const upload = (file: File | undefined) => {
    if (!file) return;
    if (input.current) input.current.value = '';
    void run('upload', () => change.mutateAsync({ kind: 'upload', documentKind: item.kind, file }), `${label}: ${file.name} uploaded`);
  };
  const download = async (v: DocumentVersion) => {
    try {
      await downloadDocument(teacherId, v);
    } catch (err) {
      toast.show(errorMessage(err, 'The file could not be downloaded. Please try again.'), 'error');
    }
  };

  return (
    <StyledCard aria-label={label}>
      <h3>
        <span>{label}</span> <Badge tone={state.tone}>{state.label}</Badge>
      </h3>
      {current ? (
        <>
          <p>{versionText(current)}</p>
          {reviewText(current) && <p>{reviewText(current)}</p>}
          {!current.contentType && current.status !== 'returned' && <p>{RECORDED_BEFORE_PORTAL}</p>}
        </>
      ) : (
        <p>Nothing uploaded yet.</p>
      )}
      <StyledActions>
        {current?.contentType && (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void download(current)}
            aria-label={`Download ${label}: ${current.fileName}`}
          >
            Download
          </Button>
        )}
        <Button size="sm" variant="secondary" busy={busy === 'upload'} onClick={() => input.current?.click()}>
          {current ? 'Upload a new version' : 'Upload'}
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          accept={DOCUMENT_ACCEPT}
          aria-label={`File for ${label}`}
          onChange={(e) => upload(e.target.files?.[0])}
        />
        <Button size="sm" variant="ghost" onClick={() => onRecord(item)}>
          Record a paper form
        </Button>
        {canVerify && requireVerification && current && current.status !== 'verified' && current.status !== 'returned' && (
          <Button size="sm" onClick={() => onReview(current, label, 'verified')}>
            Mark verified
          </Button>
        )}
        {canVerify && requireVerification && current && current.status !== 'returned' && (
          <Button size="sm" variant="ghost" onClick={() => onReview(current, label, 'returned')}>
            Return
          </Button>
        )}
      </StyledActions>
      {earlier.length > 0 && (
        <details>
          <summary>{`Earlier versions (${earlier.length})`}</summary>
          <ul>
            {earlier.map((v) => (
              <li key={v._id}>
                {`Version ${v.version}: ${versionText(v)}`}
                {reviewText(v) ? `. ${reviewText(v)}` : ''}{' '}
                {v.contentType && (
                  <Button
                    size="sm"
                    variant="link"
                    onClick={() => void download(v)}
                    aria-label={`Download version ${v.version} of ${label}`}
                  >
                    Download
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </details>
      )}
    </StyledCard>
  );
}

type DocumentAct = 'verified' | 'returned';

/**
 * Asks before a document's current version is verified, or returned (with the reason the teacher reads and is
 * e-mailed), saying whether it stops or starts counting; then offers Undo.
 */
function ReviewDocumentDialog({
  teacherId,
  version,
  label,
  act,
  requireVerification,
  onClose,
}: {
  teacherId: string;
  version: DocumentVersion;
  label: string;
  act: DocumentAct;
  requireVerification: boolean;
  onClose: () => void;
}) {
  const reasonId = useId();
  const change = useDocumentChange(teacherId);
  const [reason, setReason] = useState('');
  const what = version.contentType ? version.fileName : 'The paper form recorded before the portal';
  const returning = act === 'returned';
  return (
    <ConfirmActDialog
      title={returning ? `Return ${label}?` : `Verify ${label}?`}
      submitLabel={returning ? 'Return document' : 'Mark verified'}
      variant={returning ? 'danger' : 'primary'}
      description={
        <p>
          {returning
            ? `${what} no longer counts: the teacher sees your reason on their Documents page, is e-mailed it, and uploads a new version.`
            : `${what} (version ${version.version}) is marked verified by you today; the teacher sees it verified on their Documents page.`}
        </p>
      }
      effect={documentActEffect(label, version.status, requireVerification, act)}
      field={returning ? { id: reasonId, name: 'reason' } : undefined}
      check={() => (returning && !reason.trim() ? { field: RETURN_REASON_REQUIRED } : null)}
      act={{
        run: () =>
          change.mutateAsync(
            returning ? { kind: 'return', documentId: version._id, reason: reason.trim() } : { kind: 'verify', documentId: version._id },
          ),
        done: returning ? `${label} returned; the teacher is e-mailed the reason` : `${label} marked verified`,
        undo: () => change.mutateAsync({ kind: 'undo', documentId: version._id, status: act }),
        undone: (v) => UNDO_MESSAGES.documentReviewUndone(label, documentState(v.status, requireVerification).label.toLowerCase()),
      }}
      onClose={onClose}
    >
      {(field) =>
        returning && (
          <TextAreaField
            id={reasonId}
            label="Reason"
            required
            rows={3}
            maxLength={DOCUMENT_LIMITS.maxReasonChars}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              field.clear();
            }}
            error={field.error}
          />
        )
      }
    </ConfirmActDialog>
  );
}

/** Staff record a paper form seen before the portal kept files: a version without a file, with a note, audited. */
function RecordPaperFormDialog({ teacherId, item, onClose }: { teacherId: string; item: Kind; onClose: () => void }) {
  const noteId = useId();
  const change = useDocumentChange(teacherId);
  const [note, setNote] = useState('Paper form seen');
  return (
    <ConfirmActDialog
      title={`Record ${item.label} seen on paper?`}
      submitLabel="Record paper form"
      description={
        <p>A new version without a file, recorded by you today; it is verified or returned like an upload, and the teacher sees it.</p>
      }
      field={{ id: noteId, name: 'note' }}
      check={() => (!note.trim() ? { field: PAPER_NOTE_REQUIRED } : null)}
      act={{
        run: () => change.mutateAsync({ kind: 'beforePortal', documentKind: item.kind, note: note.trim() }),
        done: `${item.label} recorded before the portal`,
      }}
      onClose={onClose}
    >
      {(field) => (
        <TextAreaField
          id={noteId}
          label="Note"
          required
          rows={3}
          maxLength={DOCUMENT_LIMITS.maxReasonChars}
          value={note}
          onChange={(e) => {
            setNote(e.target.value);
            field.clear();
          }}
          error={field.error}
        />
      )}
    </ConfirmActDialog>
  );
}

/**
 * The record's Documents (the record page anchors it at record-documents): each kind with its current version (who uploaded it, when), earlier versions,
 * Download and Upload a new version; with `requireDocumentVerification`, an admin marks the current one Verified or
 * Returns it with a reason.
 */
export function DocumentsPanel({ teacherId, canVerify, evidenceHref }: { teacherId: string; canVerify: boolean; evidenceHref?: string }) {
  const docs = useTeacherDocuments(teacherId);
  const [reviewing, setReviewing] = useState<{ version: DocumentVersion; label: string; act: DocumentAct } | null>(null);
  const [recording, setRecording] = useState<Kind | null>(null);
  let body;
  if (docs.isPending) body = <LoadingText />;
  else if (docs.isError)
    body = <QueryErrorPanel query={docs} message={DOCUMENTS_FETCH_FAILED} request={`GET /api/teachers/${teacherId}/documents`} />;
  else {
    const { kinds, requireVerification, limits } = docs.data;
    body = (
      <>
        <p>
          {requireVerification
            ? 'PDF, JPEG or PNG up to 10 MB. A document counts once an administrator marks it verified.'
            : 'PDF, JPEG or PNG up to 10 MB. Verification is not required: an uploaded document counts.'}{' '}
          {`${limits.versions} of ${limits.maxVersions} versions kept, ${fileSize(limits.bytes)} of ${fileSize(limits.maxBytes)}.`}
        </p>
        {kinds.length === 0 ? (
          <EmptyState>No documents</EmptyState>
        ) : (
          <StyledCards aria-label="Documents">
            {kinds.map((k) => (
              <DocumentKindCard
                key={k.kind}
                teacherId={teacherId}
                item={k}
                requireVerification={requireVerification}
                canVerify={canVerify}
                onReview={(version, label, act) => setReviewing({ version, label, act })}
                onRecord={setRecording}
              />
            ))}
          </StyledCards>
        )}
      </>
    );
  }
  return (
    <Section
      title="Documents"
      actions={
        evidenceHref && (
          <ButtonLink size="sm" variant="secondary" to={evidenceHref}>
            Printable evidence
          </ButtonLink>
        )
      }
    >
      {body}
      {reviewing && docs.data && (
        <ReviewDocumentDialog
          teacherId={teacherId}
          {...reviewing}
          requireVerification={docs.data.requireVerification}
          onClose={() => setReviewing(null)}
        />
      )}
      {recording && <RecordPaperFormDialog teacherId={teacherId} item={recording} onClose={() => setRecording(null)} />}
    </Section>
  );
}
