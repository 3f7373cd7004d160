import { useId, useState, type FormEvent } from 'react';
import { ApiError, errorMessage } from 'shared-auth';
import {
  FIELD_HOUR_RETURN_MESSAGE_REQUIRED,
  FIELD_HOURS_RULE,
  FIELD_HOURS_TEXT_MAX,
  THIRTY_OBS_HOURS,
  displayLabel,
  formatDate,
  MESSAGES,
  type FieldHour,
  type TeacherFieldHours,
} from 'shared-domain';
import {
  Badge,
  Button,
  CheckboxField,
  EmptyState,
  ErrorSummary,
  FormErrorBox,
  LoadingText,
  SelectField,
  TextAreaField,
  useToast,
  withoutFieldCode,
  type BadgeTone,
} from 'shared-ui';
import { Modal, ModalForm, ModalFormActions, Section } from 'shared-ui/staff';
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
  if (e.review === 'approved')
    return {
      label: 'Approved',
      tone: 'green',
      text: `Approved by ${e.reviewedBy ?? ''} on ${formatDate(e.reviewedAt)}${e.activelyEngaged ? ', actively engaged' : ', not actively engaged'}${note}`,
    };
  if (e.review === 'returned')
    return { label: 'Returned', tone: 'red', text: `Returned by ${e.reviewedBy ?? ''} on ${formatDate(e.reviewedAt)}${note}` };
  return { label: 'Awaiting review', tone: 'gray', text: null };
}

const hoursText = (h: number) => `${h} ${h === 1 ? 'hour' : 'hours'}`;

function EntryCard({ teacherId, entry, onReturn }: { teacherId: string; entry: FieldHour; onReturn: (e: FieldHour) => void }) {
  const toast = useToast();
  const change = useFieldHoursChange(teacherId);
  const [engaged, setEngaged] = useState(entry.activelyEngaged);
  const day = formatDate(entry.date);
  const confirmation = confirmationText(entry);
  const review = reviewText(entry);
  const approve = async () => {
    try {
      await change.mutateAsync({ kind: 'review', entryId: entry._id, input: { decision: 'approved', activelyEngaged: engaged } });
      toast.show(`The hours of ${day} were approved`, 'success');
    } catch (err) {
      toast.show(errorMessage(err, MESSAGES.saveFailed), 'error');
    }
  };
  return (
    <StyledCard aria-label={`${day}, ${hoursText(entry.hours)}`}>
      <h3>
        <span>{`${day}: ${hoursText(entry.hours)}`}</span> <Badge tone={confirmation.tone}>{confirmation.label}</Badge>{' '}
        <Badge tone={review.tone}>{review.label}</Badge>
        {entry.counts && <Badge tone="green">Counts</Badge>}
      </h3>
      <p>{`${entry.campus}. Observed ${entry.observedName} (${entry.observedEmail}).`}</p>
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
      <p>{entry.activity}</p>
      <p>{confirmation.text}</p>
      {review.text && <p>{review.text}</p>}
      {entry.review !== 'approved' && (
        <StyledActions>
          <CheckboxField label="Actively engaged" checked={engaged} onChange={(e) => setEngaged(e.target.checked)} />
          <Button size="sm" busy={change.isPending} onClick={() => void approve()} aria-label={`Approve the hours of ${day}`}>
            Approve
          </Button>
          {entry.review !== 'returned' && (
            <Button size="sm" variant="ghost" onClick={() => onReturn(entry)} aria-label={`Return the hours of ${day}`}>
              Return
            </Button>
          )}
        </StyledActions>
      )}
      {entry.review === 'approved' && (
        <StyledActions>
          <Button size="sm" variant="ghost" onClick={() => onReturn(entry)} aria-label={`Return the hours of ${day}`}>
            Return
          </Button>
        </StyledActions>
      )}
    </StyledCard>
  );
}

/** Asks why an entry is returned: the message to the teacher is required; the internal note stays with staff. */
function ReturnEntryDialog({ teacherId, entry, onClose }: { teacherId: string; entry: FieldHour; onClose: () => void }) {
  const formId = useId();
  const toast = useToast();
  const change = useFieldHoursChange(teacherId);
  const [note, setNote] = useState('');
  const [internalNote, setInternalNote] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  // Each failed submit moves focus to the error summary.
  const [failures, setFailures] = useState(0);
  const noteId = `${formId}-note`;
  const fail = (message: string) => {
    setFieldError(message);
    setFailures((n) => n + 1);
  };
  const day = formatDate(entry.date);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    e.stopPropagation();
    setError(null);
    if (!note.trim()) return fail(RETURN_NOTE_REQUIRED);
    setFieldError(undefined);
    try {
      await change.mutateAsync({
        kind: 'review',
        entryId: entry._id,
        input: { decision: 'returned', activelyEngaged: false, messageToTeacher: note.trim(), internalNote: internalNote.trim() },
      });
      toast.show(`The hours of ${day} were returned`, 'success');
      onClose();
    } catch (err) {
      const field = err instanceof ApiError ? err.fieldErrors.messageToTeacher : undefined;
      if (field) fail(withoutFieldCode(field));
      else setError(errorMessage(err, MESSAGES.saveFailed));
    }
  };
  const footer = <ModalFormActions formId={formId} busy={change.isPending} submitLabel="Return entry" onCancel={onClose} />;
  return (
    <Modal title={`Return the hours of ${day}?`} open onClose={onClose} footer={footer}>
      <ModalForm id={formId} onSubmit={(e) => void submit(e)} noValidate aria-label="Return entry">
        <ErrorSummary items={fieldError ? [{ fieldId: noteId, message: fieldError }] : []} focusKey={failures} />
        {error && <FormErrorBox message={error} />}
        <p>The entry no longer counts toward the field-based experience hours; both notes are kept with it and in the history.</p>
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
            setFieldError(undefined);
          }}
          error={fieldError}
        />
        <TextAreaField
          id={`${formId}-internal`}
          label="Internal note (staff only)"
          hint="Never shown to the teacher"
          rows={2}
          maxLength={FIELD_HOURS_TEXT_MAX.note}
          value={internalNote}
          onChange={(e) => setInternalNote(e.target.value)}
        />
      </ModalForm>
    </Modal>
  );
}

/** thirtyObsHours by hand (hours earned before the log existed), with a note; 'Follow the log' hands it back. */
function ManualStatus({ teacherId, data }: { teacherId: string; data: TeacherFieldHours }) {
  const toast = useToast();
  const change = useFieldHoursChange(teacherId);
  const [status, setStatus] = useState(data.manual?.status ?? '');
  const [note, setNote] = useState(data.manual?.note ?? '');
  const [noteError, setNoteError] = useState<string | undefined>();
  const save = async () => {
    if (status && !note.trim()) return setNoteError(MANUAL_NOTE_REQUIRED);
    setNoteError(undefined);
    try {
      await change.mutateAsync({ kind: 'manual', input: { status, note: status ? note.trim() : '' } });
      toast.show(
        status ? `Field hours status set by hand: ${displayLabel(status)}` : 'The field hours status follows the log again',
        'success',
      );
      if (!status) setNote('');
    } catch (err) {
      const field = err instanceof ApiError ? err.fieldErrors.note : undefined;
      if (field) setNoteError(field);
      else toast.show(errorMessage(err, MESSAGES.saveFailed), 'error');
    }
  };
  return (
    <fieldset>
      <legend>Set the status by hand</legend>
      <p>For hours earned before the portal kept the log: the status you set applies instead of the log's, with your note.</p>
      <SelectField
        label="Status"
        value={status}
        options={[{ value: '', label: 'Follow the log' }, ...THIRTY_OBS_HOURS]}
        onChange={(e) => setStatus(e.target.value)}
      />
      <TextAreaField
        label="Note"
        rows={2}
        maxLength={FIELD_HOURS_TEXT_MAX.note}
        hint="Where and when the hours were earned (required with a status)"
        value={note}
        disabled={!status}
        onChange={(e) => setNote(e.target.value)}
        error={noteError}
      />
      <StyledActions>
        <Button size="sm" variant="secondary" busy={change.isPending} onClick={() => void save()}>
          Save status
        </Button>
      </StyledActions>
    </fieldset>
  );
}

/** Which status applies: the one set by hand, or the log's. */
function appliesText(data: TeacherFieldHours): string {
  const status = displayLabel(data.thirtyObsHours || 'not completed');
  if (data.manual)
    return `Status on the record: ${status}, set by hand by ${data.manual.setBy} on ${formatDate(data.manual.setAt)}: ${data.manual.note}`;
  // The log decides the status only once some hours count; until then the record keeps what it said before the log.
  if (data.summary.confirmed === 0 && data.thirtyObsHours)
    return `Status on the record: ${status}, as recorded before any logged hours counted (the log decides it once confirmed and approved hours count).`;
  return `Status on the record: ${status}, from the log (only hours the observed teacher confirmed and the program approved count).`;
}

/**
 * The record's field-based experience hours (§228.43; the record page anchors it at record-field-hours): each entry with the observed teacher's answer and the
 * program's review (Approve with 'Actively engaged', Return with a note), the confirmed total against the requirement,
 * and the status set by hand for hours earned before the log.
 */
export function FieldHoursPanel({ teacherId }: { teacherId: string }) {
  const query = useTeacherFieldHours(teacherId);
  const [returning, setReturning] = useState<FieldHour | null>(null);
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
              <EntryCard key={`${e._id}-${e.review}`} teacherId={teacherId} entry={e} onReturn={setReturning} />
            ))}
          </StyledCards>
        )}
        <ManualStatus key={query.data.manual?.setAt ?? 'log'} teacherId={teacherId} data={query.data} />
      </>
    );
  }
  return (
    <Section title="Field-based experience hours">
      {body}
      {returning && <ReturnEntryDialog teacherId={teacherId} entry={returning} onClose={() => setReturning(null)} />}
    </Section>
  );
}
