import { useId, useState, type FormEvent } from 'react';
import { ApiError, errorMessage } from 'shared-auth';
import {
  FIELD_HOUR_RETURN_MESSAGE_REQUIRED,
  FIELD_HOURS_RULE,
  FIELD_HOURS_TEXT_MAX,
  displayLabel,
  EVIDENCE_MESSAGES,
  fieldHourActEffect,
  fieldHourState,
  beforePortalHoursText,
  formatDate,
  MESSAGES,
  type FieldHour,
  type FieldHourReview,
  type TeacherFieldHours,
  UNDO_MESSAGES,
} from 'shared-domain';
import {
  Badge,
  Button,
  CheckboxField,
  EmptyState,
  ErrorSummary,
  FormErrorBox,
  LoadingText,
  TextField,
  TextAreaField,
  useToast,
  withoutFieldCode,
  type BadgeTone,
} from 'shared-ui';
import { Modal, ModalForm, ModalFormActions, Section } from 'shared-ui/staff';
import { ConfirmActDialog } from '../../lib/confirm-act-dialog';
import { QueryErrorPanel } from '../../lib/query-error-panel';
import { useFieldHoursChange, useTeacherFieldHours } from './api';
import { StyledActions, StyledCard, StyledCards, StyledWarning } from './evidence-parts';

export const FIELD_HOURS_FETCH_FAILED = 'The field-based experience hours could not be loaded.';
export const RETURN_NOTE_REQUIRED = FIELD_HOUR_RETURN_MESSAGE_REQUIRED;
export const MANUAL_NOTE_REQUIRED = 'Say where the hours were earned';

/** The observed teacher's answer, in words. */
export function confirmationText(e: FieldHour): { label: string; tone: BadgeTone; text: string } {
  const comment = e.confirmComment ? `: "${e.confirmComment}"` : '';
  if (e.confirmation === 'confirmed')
    return { label: 'Confirmed', tone: 'green', text: `Confirmed by ${e.observedName} on ${formatDate(e.confirmedAt)}${comment}` };
  if (e.confirmation === 'declined')
    return { label: 'Declined', tone: 'red', text: `Declined by ${e.observedName} on ${formatDate(e.confirmedAt)}${comment}` };
  return {
    label: 'Awaiting confirmation',
    tone: 'yellow',
    text: `E-mailed to ${e.observedName}; the link works until ${formatDate(e.linkExpiresAt)}`,
  };
}

/** The program's review, in words. */
export function reviewText(e: FieldHour): { label: string; tone: BadgeTone; text: string | null } {
  const note =
    (e.messageToTeacher ? `: to the teacher: ${e.messageToTeacher}` : '') +
    (e.internalNote ? `; internal (staff only): ${e.internalNote}` : '');
  const state = fieldHourState(e);
  if (e.review === 'approved')
    return {
      label: state.word,
      tone: state.tone,
      text: `Approved by ${e.reviewedBy ?? ''} on ${formatDate(e.reviewedAt)}${e.attested ? " without the observed teacher's confirmation" : ''}${e.activelyEngaged ? ', actively engaged' : ', not actively engaged'}${note}`,
    };
  if (e.review === 'returned')
    return { label: 'Returned', tone: 'red', text: `Returned by ${e.reviewedBy ?? ''} on ${formatDate(e.reviewedAt)}${note}` };
  return { label: 'Awaiting review', tone: 'gray', text: null };
}

const hoursText = (h: number) => `${h} ${h === 1 ? 'hour' : 'hours'}`;

function EntryCard({
  entry,
  onApprove,
  onReturn,
}: {
  entry: FieldHour;
  onApprove: (e: FieldHour) => void;
  onReturn: (e: FieldHour) => void;
}) {
  const day = formatDate(entry.date);
  const confirmation = confirmationText(entry);
  const review = reviewText(entry);
  const state = fieldHourState(entry);
  return (
    <StyledCard aria-label={`${day}, ${hoursText(entry.hours)}`}>
      <h3>
        <span>{`${day}: ${hoursText(entry.hours)}`}</span> <Badge tone={state.tone}>{state.word}</Badge>
        {entry.counts && <Badge tone="green">Counts</Badge>}
      </h3>
      {entry.source === 'before_portal' ? (
        <p>{beforePortalHoursText(entry)}</p>
      ) : (
        <p>{`${entry.campus}. Observed ${entry.observedName} (${entry.observedEmail}).`}</p>
      )}
      {entry.warnings.length > 0 && (
        <StyledWarning role="note" aria-label="Check who confirmed">
          <Badge tone="yellow">Check who confirmed</Badge>
          <ul>
            {entry.warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </StyledWarning>
      )}
      {entry.source !== 'before_portal' && (
        <>
          <p>{entry.activity}</p>
          <p>{confirmation.text}</p>
          {review.text && <p>{review.text}</p>}
        </>
      )}
      {entry.source !== 'before_portal' && (
        <StyledActions>
          {entry.review !== 'approved' && (
            <Button size="sm" onClick={() => onApprove(entry)} aria-label={`Approve the hours of ${day}`}>
              Approve
            </Button>
          )}
          {entry.review !== 'returned' && (
            <Button size="sm" variant="ghost" onClick={() => onReturn(entry)} aria-label={`Return the hours of ${day}`}>
              Return
            </Button>
          )}
        </StyledActions>
      )}
    </StyledCard>
  );
}

/** The toasts of a review and of its undo, and the undo itself: the same for an approval and a return. */
function useReviewAct(teacherId: string, entry: FieldHour, decision: 'approved' | 'returned', input: () => FieldHourReview) {
  const change = useFieldHoursChange(teacherId);
  const day = formatDate(entry.date);
  return {
    run: () => change.mutateAsync({ kind: 'review', entryId: entry._id, input: input() }),
    done: `The hours of ${day} were ${decision}`,
    undo: () => change.mutateAsync({ kind: 'undo', entryId: entry._id, decision }),
    undone: (restored: FieldHour) => UNDO_MESSAGES.fieldHourReviewUndone(day, fieldHourState(restored).word),
  };
}

/**
 * Asks before an entry is approved: whether the visit was actively engaged, and what the approval changes. An entry
 * the observed teacher has not confirmed is approved only with an explicit attestation and its reason.
 */
function ApproveEntryDialog({ data, entry, onClose }: { data: TeacherFieldHours; entry: FieldHour; onClose: () => void }) {
  const noteId = useId();
  const [engaged, setEngaged] = useState(entry.activelyEngaged);
  const needsAttestation = entry.confirmation !== 'confirmed';
  const [attested, setAttested] = useState(false);
  const [note, setNote] = useState('');
  const act = useReviewAct(data.teacherId, entry, 'approved', () =>
    needsAttestation
      ? { decision: 'approved', activelyEngaged: engaged, attested: true, internalNote: note.trim() }
      : { decision: 'approved', activelyEngaged: engaged },
  );
  const effect = fieldHourActEffect(data, entry._id, {
    decision: 'approved',
    activelyEngaged: engaged,
    attested: needsAttestation && attested,
  });
  return (
    <ConfirmActDialog
      title={`Approve the hours of ${formatDate(entry.date)}?`}
      submitLabel="Approve entry"
      description={<p>{`${hoursText(entry.hours)} at ${entry.campus}, observed ${entry.observedName}.`}</p>}
      effect={effect}
      field={needsAttestation ? { id: noteId, name: 'internalNote' } : undefined}
      check={() => {
        if (needsAttestation && !attested) return { form: EVIDENCE_MESSAGES.approveUnconfirmed };
        if (needsAttestation && !note.trim()) return { field: EVIDENCE_MESSAGES.attestationNoteRequired };
        return null;
      }}
      act={act}
      onClose={onClose}
    >
      {(field) => (
        <>
          <CheckboxField label="Actively engaged" checked={engaged} onChange={(e) => setEngaged(e.target.checked)} />
          {needsAttestation && (
            <>
              <p>{`${entry.observedName} has not confirmed these hours (${fieldHourState(entry).word.toLowerCase()}).`}</p>
              <CheckboxField
                label="Approve without the observed teacher's confirmation"
                checked={attested}
                onChange={(e) => setAttested(e.target.checked)}
              />
              <TextAreaField
                id={noteId}
                label="Why (internal note, staff only)"
                hint="Kept with the entry and in the history"
                // Required only when approving without the confirmation (the review schema's rule), as the box is ticked.
                required={attested}
                rows={2}
                maxLength={FIELD_HOURS_TEXT_MAX.note}
                value={note}
                disabled={!attested}
                onChange={(e) => {
                  setNote(e.target.value);
                  field.clear();
                }}
                error={field.error}
              />
            </>
          )}
        </>
      )}
    </ConfirmActDialog>
  );
}

/** Asks why an entry is returned: the message to the teacher is required; the internal note stays with staff. */
function ReturnEntryDialog({ data, entry, onClose }: { data: TeacherFieldHours; entry: FieldHour; onClose: () => void }) {
  const noteId = useId();
  const [note, setNote] = useState('');
  const [internalNote, setInternalNote] = useState('');
  const act = useReviewAct(data.teacherId, entry, 'returned', () => ({
    decision: 'returned',
    activelyEngaged: false,
    messageToTeacher: note.trim(),
    internalNote: internalNote.trim(),
  }));
  return (
    <ConfirmActDialog
      title={`Return the hours of ${formatDate(entry.date)}?`}
      submitLabel="Return entry"
      variant="danger"
      description={
        <p>The entry no longer counts toward the field-based experience hours; both notes are kept with it and in the history.</p>
      }
      effect={fieldHourActEffect(data, entry._id, { decision: 'returned', activelyEngaged: false })}
      field={{ id: noteId, name: 'messageToTeacher' }}
      check={() => (note.trim() ? null : { field: RETURN_NOTE_REQUIRED })}
      act={act}
      onClose={onClose}
    >
      {(field) => (
        <>
          <TextAreaField
            id={noteId}
            label="Note to the teacher"
            hint="The teacher reads it with the entry"
            required
            rows={3}
            maxLength={FIELD_HOURS_TEXT_MAX.note}
            value={note}
            onChange={(e) => {
              setNote(e.target.value);
              field.clear();
            }}
            error={field.error}
          />
          <TextAreaField
            id={`${noteId}-internal`}
            label="Internal note (staff only)"
            hint="Never shown to the teacher"
            rows={2}
            maxLength={FIELD_HOURS_TEXT_MAX.note}
            value={internalNote}
            onChange={(e) => setInternalNote(e.target.value)}
          />
        </>
      )}
    </ConfirmActDialog>
  );
}

/** Staff record hours earned before the portal's log: hours, the day they were earned before, and a note (audited). */
function BeforePortalDialog({ teacherId, onClose }: { teacherId: string; onClose: () => void }) {
  const formId = useId();
  const toast = useToast();
  const change = useFieldHoursChange(teacherId);
  const [hours, setHours] = useState('');
  const [before, setBefore] = useState('');
  const [active, setActive] = useState(false);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [failures, setFailures] = useState(0);
  const ids = { hours: `${formId}-hours`, before: `${formId}-before`, note: `${formId}-note` };
  const fail = (e: Record<string, string>) => {
    setErrors(e);
    setFailures((n) => n + 1);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    e.stopPropagation();
    setError(null);
    const missing: Record<string, string> = {};
    if (!hours.trim()) missing.hours = 'Hours is required';
    if (!before) missing.before = 'Earned before is required';
    if (!note.trim()) missing.note = MANUAL_NOTE_REQUIRED;
    if (Object.keys(missing).length) return fail(missing);
    setErrors({});
    try {
      await change.mutateAsync({ kind: 'beforePortal', input: { hours, before, activelyEngaged: active, note: note.trim() } });
      toast.show(`${hours} hours earned before the portal recorded`, 'success');
      onClose();
    } catch (err) {
      const fields = err instanceof ApiError ? err.fieldErrors : {};
      const known = Object.fromEntries(
        Object.entries(fields)
          .filter(([k]) => k in ids)
          .map(([k, v]) => [k, withoutFieldCode(v)]),
      );
      if (Object.keys(known).length) fail(known);
      else setError(errorMessage(err, MESSAGES.saveFailed));
    }
  };
  const footer = <ModalFormActions formId={formId} busy={change.isPending} submitLabel="Record hours" onCancel={onClose} />;
  return (
    <Modal title="Record hours earned before the portal?" open onClose={onClose} footer={footer}>
      <ModalForm id={formId} onSubmit={(e) => void submit(e)} noValidate aria-label="Record hours earned before the portal">
        <ErrorSummary
          items={Object.entries(errors).map(([k, message]) => ({ fieldId: ids[k as keyof typeof ids], message }))}
          focusKey={failures}
        />
        {error && <FormErrorBox message={error} />}
        <p>They count toward the total as approved, with your name and note; the teacher sees them on Field hours.</p>
        <TextField
          id={ids.hours}
          label="Hours"
          required
          inputMode="decimal"
          value={hours}
          onChange={(e) => setHours(e.target.value)}
          error={errors.hours}
        />
        <TextField
          id={ids.before}
          label="Earned before"
          type="date"
          required
          hint="The day by which the hours had been earned"
          value={before}
          onChange={(e) => setBefore(e.target.value)}
          error={errors.before}
        />
        <CheckboxField label="Actively engaged" checked={active} onChange={(e) => setActive(e.target.checked)} />
        <TextAreaField
          id={ids.note}
          label="Note"
          required
          rows={2}
          maxLength={FIELD_HOURS_TEXT_MAX.note}
          hint="Where and when the hours were earned"
          value={note}
          onChange={(e) => setNote(e.target.value)}
          error={errors.note}
        />
      </ModalForm>
    </Modal>
  );
}

/** The record's status, as the log (with the hours earned before it) decides it. */
function appliesText(data: TeacherFieldHours): string {
  return `Status on the record: ${displayLabel(data.thirtyObsHours || 'not completed')}, from the log (hours the observed teacher confirmed and the program approved, and hours earned before the portal).`;
}

/**
 * The record's field-based experience hours (§228.43; the record page anchors it at record-field-hours): each entry with the observed teacher's answer and the
 * program's review (Approve with 'Actively engaged', Return with a note), the confirmed total against the requirement,
 * and hours earned before the log, recorded by staff with a note.
 */
export function FieldHoursPanel({ teacherId }: { teacherId: string }) {
  const query = useTeacherFieldHours(teacherId);
  const [returning, setReturning] = useState<FieldHour | null>(null);
  const [approving, setApproving] = useState<FieldHour | null>(null);
  const [recording, setRecording] = useState(false);
  let body;
  if (query.isPending) body = <LoadingText />;
  else if (query.isError)
    body = <QueryErrorPanel query={query} message={FIELD_HOURS_FETCH_FAILED} request={`GET /api/teachers/${teacherId}/field-hours`} />;
  else {
    const { summary, entries } = query.data;
    const rule =
      summary.activeHours > 0
        ? `Requirement (19 TAC §228.43): ${summary.hours} hours, at least ${summary.activeHours} actively engaged (admitted from ${formatDate(FIELD_HOURS_RULE.since)}).`
        : `Requirement (19 TAC §228.43): ${summary.hours} hours (admitted before ${formatDate(FIELD_HOURS_RULE.since)}).`;
    body = (
      <>
        <p>
          <strong>{summary.text}</strong>{' '}
          <Badge tone={summary.complete ? 'green' : 'yellow'}>{summary.complete ? 'Requirement met' : 'Not met yet'}</Badge>
        </p>
        <p>{rule}</p>
        <p>{appliesText(query.data)}</p>
        {entries.length === 0 ? (
          <EmptyState>No visits logged yet</EmptyState>
        ) : (
          <StyledCards aria-label="Field hours entries">
            {entries.map((e) => (
              <EntryCard key={`${e._id}-${e.review}`} entry={e} onApprove={setApproving} onReturn={setReturning} />
            ))}
          </StyledCards>
        )}
        <StyledActions>
          <Button size="sm" variant="secondary" onClick={() => setRecording(true)}>
            Record hours earned before the portal
          </Button>
        </StyledActions>
      </>
    );
  }
  return (
    <Section title="Field-based experience hours">
      {body}
      {returning && query.data && <ReturnEntryDialog data={query.data} entry={returning} onClose={() => setReturning(null)} />}
      {approving && query.data && <ApproveEntryDialog data={query.data} entry={approving} onClose={() => setApproving(null)} />}
      {recording && <BeforePortalDialog teacherId={teacherId} onClose={() => setRecording(false)} />}
    </Section>
  );
}
