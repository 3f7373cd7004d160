import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  localToday,
  MESSAGES,
  OBSERVATION_NOTES_REQUIRED,
  OBSERVATION_KINDS,
  OBSERVATION_MODES,
  TEXAS_RULES,
  minutesObserved,
  observationFeedback,
  observationWarnings,
  observedDimensions,
  supervisionInputSchema,
  TTESS_DIMENSION_IDS,
  type AssignmentType,
  type Teacher,
} from 'shared-domain';
import styled from 'styled-components';
import {
  calloutStyles,
  CheckboxField,
  FormErrorBox,
  FormErrorSummary,
  FormGrid,
  SelectField,
  TextAreaField,
  TextField,
  useToast,
} from 'shared-ui';
import { Modal, ModalFormActions } from 'shared-ui/staff';
import { ApiError, applyFieldErrors, useAuthStore } from 'shared-auth';
import { useRecordSupervision, type SupervisionInput } from '../api/record-supervision';
import { useSystemSettings } from '../../lib/api/get-settings';
import { TtessFields } from './ttess-fields';
import {
  DRAFT_TEXTS,
  dropDraft,
  isNetworkError,
  newClientId,
  onSendOutcome,
  readDraft,
  writeDraft,
  type ObservationDraft,
} from './observation-drafts';
import { useSendQueuedObservations } from './observation-outbox';

export interface RecordSupervisionDialogProps {
  /** The teacher, as a list row (its record number) or the whole record (its id): the dialog needs one and the name. */
  teacher: Pick<Teacher, 'name'> & { updatedAt?: string } & ({ _id: string } | { ref: number } | { unsaved: true });
  open: boolean;
  onClose: () => void;
  /**
   * A record not saved yet (the add page: observations are entered through this one dialog): the checked
   * observation is handed back to go with the new record, nothing is sent.
   */
  onRecord?: (input: SupervisionInput) => void;
}

const conference = () => ({ date: '', time: '', mode: 'in person' as const });

/** The common case, ready to save: a formal, in-person observation of 45 minutes today (§228.105). */
const fresh = (): SupervisionInput => ({
  date: localToday(),
  kind: 'formal' as const,
  mode: 'in person' as const,
  duration: String(TEXAS_RULES.observationMinMinutes),
  preConferenceDate: '',
  postConferenceDate: '',
  comment: '',
  ttess: {
    startTime: '',
    endTime: '',
    preConference: conference(),
    postConference: conference(),
    ratings: [],
    strengths: '',
    areasToGrow: '',
  },
});

type Ratings = { level?: unknown; evidence?: unknown }[];

/**
 * What is checked and sent: with the T-TESS form, its rows with a level become ratings of the dimensions shown (a row
 * is a dimension by its place); without it, no form at all (the observation keeps the plain shape).
 */
function toInput(values: SupervisionInput, ttess: boolean, dimensions: readonly string[]): SupervisionInput {
  if (!ttess) return { ...values, ttess: undefined };
  const rows = (values.ttess?.ratings ?? []) as Ratings;
  const ratings = dimensions
    .map((dimension, i) => ({
      dimension,
      level: rows[i]?.level,
      evidence: typeof rows[i]?.evidence === 'string' ? String(rows[i].evidence) : '',
    }))
    .filter((r) => typeof r.level === 'string' && r.level !== '');
  return { ...values, duration: undefined, ttess: { ...values.ttess, ratings } };
}

// The warnings close the form, the last thing read before Save.
const StyledWarnings = styled.div`
  ${calloutStyles('warning')}
  margin-top: ${({ theme }) => theme.space.md};
  & ul {
    margin: 0;
    padding-left: 1.25rem;
  }
`;

const StyledDeviceNote = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledQueued = styled.div`
  ${calloutStyles('info')}
  margin-bottom: ${({ theme }) => theme.space.md};
`;

/** A device time as the supervisor reads it: 10:42 AM. */
const clock = (iso: string) => new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

// Typing is saved to the device after this pause: every keystroke would write the whole form.
const DRAFT_SAVE_DELAY_MS = 400;

/** The server's check while `requireObservationNotes` is on, with its message. */
const withNotes = supervisionInputSchema.refine((v) => observationFeedback(v).length > 0, {
  path: ['comment'],
  message: OBSERVATION_NOTES_REQUIRED,
});

/**
 * Records one observation on the T-TESS form (times, conferences, a level and evidence per dimension the program
 * observes, strengths, areas to grow) or, with the form off, as a plain one (minutes, conference dates, a comment), with
 * the common case filled in (formal, in person, 45 minutes, today). The server refuses one without a duration, and without
 * feedback while the system setting `requireObservationNotes` is on; it e-mails the mentor a copy of the feedback.
 */
export function RecordSupervisionDialog({ teacher, open, onClose, onRecord }: RecordSupervisionDialogProps) {
  const formId = useId();
  const toast = useToast();
  const record = useRecordSupervision();
  const [error, setError] = useState<string | null>(null);
  // The setting that makes the feedback required marks it before submit and is checked before sending.
  const notesRequired = useSystemSettings().data?.internshipProgram.requireObservationNotes ?? false;
  const observationForm = useSystemSettings().data?.observationForm;
  // A past observation entered with a new record is plain by default; one recorded today is on the T-TESS form.
  const [ttess, setTtess] = useState(!(onRecord || 'unsaved' in teacher));
  const [assignmentType, setAssignmentType] = useState<AssignmentType>('intern');
  const dimensions = observationForm ? observedDimensions(observationForm, assignmentType) : TTESS_DIMENSION_IDS;
  // The resolver reads these when the form is checked, not when it was made.
  const current = useRef({ required: notesRequired, ttess, dimensions });
  current.current = { required: notesRequired, ttess, dimensions };
  const form = useForm<SupervisionInput>({
    resolver: (values, context, options) => {
      const { required, ttess: withForm, dimensions: shown } = current.current;
      return zodResolver(required ? withNotes : supervisionInputSchema)(toInput(values, withForm, shown), context, options);
    },
    defaultValues: fresh(),
  });
  const { errors } = form.formState;
  const typed = form.watch();
  const minutes = minutesObserved(typed.ttess?.startTime, typed.ttess?.endTime);
  const warnings = observationWarnings({
    date: typed.date,
    kind: typeof typed.kind === 'string' ? typed.kind : undefined,
    mode: typeof typed.mode === 'string' ? typed.mode : undefined,
    duration: ttess ? minutes : typeof typed.duration === 'string' || typeof typed.duration === 'number' ? typed.duration : null,
    postConferenceDate: ttess ? typed.ttess?.postConference?.date : typed.postConferenceDate,
  });
  const name = `${teacher.name.first} ${teacher.name.last}`.trim() || 'new teacher';
  const teacherId = '_id' in teacher ? teacher._id : 'ref' in teacher ? String(teacher.ref) : null;
  const user = useAuthStore((s) => s.user?.email ?? null);
  // A record not saved yet has nowhere to send to: its observations go with the record, not through the device.
  const onDevice = user && teacherId && !onRecord ? { user, teacherId } : null;
  const draft = useDeviceDraft(onDevice, name, form, { ttess, setTtess, assignmentType, setAssignmentType });
  useSendQueuedObservations();
  // Saved offline: the message takes focus, so a phone scrolled down to Save shows it and a screen reader reads it.
  const queuedNote = useRef<HTMLDivElement>(null);
  const [queuedTimes, setQueuedTimes] = useState(0);
  useEffect(() => {
    if (queuedTimes > 0) queuedNote.current?.focus();
  }, [queuedTimes]);

  const onSubmit = form.handleSubmit(async (input) => {
    setError(null);
    if (onRecord || 'unsaved' in teacher) {
      onRecord?.(input);
      form.reset(fresh());
      onClose();
      return;
    }
    const sent = { ...input, clientId: draft.clientId, updatedAt: teacher.updatedAt };
    // Offline, or the connection fails on the way: the observation waits on the device and goes when it is back.
    if (onDevice && typeof navigator !== 'undefined' && navigator.onLine === false) {
      await draft.queue(sent);
      setQueuedTimes((n) => n + 1);
      return;
    }
    try {
      const saved = await record.mutateAsync({ teacherId: '_id' in teacher ? teacher._id : String(teacher.ref), input: sent });
      await draft.drop();
      toast.show(`Observation recorded for ${name}`, 'success');
      if (input.kind !== 'informal' && observationFeedback(input).length > 0 && !saved.mentor.email) {
        toast.show(`No mentor e-mail on ${name}'s record: the mentor did not get a copy of the feedback`, 'error');
      }
      form.reset(fresh());
      onClose();
    } catch (err) {
      if (onDevice && isNetworkError(err)) {
        await draft.queue(sent);
        setQueuedTimes((n) => n + 1);
        return;
      }
      // The record changed on the server: nothing is overwritten, the draft stays for after the review.
      if (err instanceof ApiError && err.status === 409) {
        if (onDevice) await draft.keep();
        setError(onDevice ? DRAFT_TEXTS.conflict : MESSAGES.staleRecord);
        return;
      }
      // A refusal naming a field shows in the summary and at the field, once each; any other in the box.
      if (!applyFieldErrors(form, err)) {
        setError(err instanceof ApiError && err.status < 500 && err.message ? err.message : MESSAGES.saveFailed);
      }
    }
  });

  const footer = <ModalFormActions formId={formId} busy={record.isPending} submitLabel="Save" onCancel={onClose} />;
  return (
    <Modal title={`Add observation: ${name}`} open={open} onClose={onClose} footer={footer} sheetOnPhone>
      {/* The dialog may open over the record's form (its Supervisions section): its submit must not reach that form. */}
      <form
        id={formId}
        onSubmit={(e) => {
          e.stopPropagation();
          void onSubmit(e);
        }}
        noValidate
        aria-label="Add observation"
      >
        <FormErrorSummary form={form} />
        {error && <FormErrorBox message={error} />}
        {draft.refused && !error && <FormErrorBox message={draft.refused} />}
        {/* Announced as it changes, like the warnings' status below (one status region per form). */}
        <div aria-live="polite">
          {draft.queued ? (
            <StyledQueued ref={queuedNote} tabIndex={-1}>
              <p>{DRAFT_TEXTS.queued}</p>
            </StyledQueued>
          ) : (
            draft.savedAt && <StyledDeviceNote>{DRAFT_TEXTS.savedAt(clock(draft.savedAt))}</StyledDeviceNote>
          )}
        </div>
        <FormGrid columns={2}>
          <TextField label="Date" type="date" required {...form.register('date')} error={errors.date?.message} />
          <SelectField label="Kind" options={OBSERVATION_KINDS} {...form.register('kind')} error={errors.kind?.message} />
          <SelectField label="Mode" options={OBSERVATION_MODES} {...form.register('mode')} error={errors.mode?.message} />
          <CheckboxField
            label="T-TESS form"
            hint="Off: a plain observation (duration, conference dates and a comment)"
            checked={ttess}
            onChange={(e) => setTtess(e.target.checked)}
          />
          {!ttess && (
            <>
              <TextField
                label="Duration (minutes)"
                inputMode="numeric"
                required
                {...form.register('duration')}
                error={errors.duration?.message}
              />
              <TextField
                label="Pre-conference date"
                type="date"
                {...form.register('preConferenceDate')}
                error={errors.preConferenceDate?.message}
              />
              <TextField
                label="Post-conference date"
                type="date"
                hint="Required within 72 hours for a virtual observation to count"
                {...form.register('postConferenceDate')}
                error={errors.postConferenceDate?.message}
              />
            </>
          )}
        </FormGrid>
        {ttess && (
          <TtessFields
            form={form}
            dimensions={dimensions}
            assignmentType={assignmentType}
            onAssignmentType={setAssignmentType}
            minutes={minutes}
          />
        )}
        <TextAreaField
          label="Comment"
          hint={
            ttess
              ? 'Anything else for the written feedback; the mentor is e-mailed a copy'
              : 'The written feedback; the mentor is e-mailed a copy'
          }
          rows={3}
          required={notesRequired}
          {...form.register('comment')}
          error={errors.comment?.message}
        />
        {/* Saving stays allowed: a short or unconferenced observation is still recorded, it just does not count yet. */}
        <div role="status">
          {warnings.length > 0 && (
            <StyledWarnings>
              <ul aria-label="Before you save">
                {warnings.map((w) => (
                  <li key={w}>{w}</li>
                ))}
              </ul>
            </StyledWarnings>
          )}
        </div>
      </form>
    </Modal>
  );
}

type Form = ReturnType<typeof useForm<SupervisionInput>>;
interface Switches {
  ttess: boolean;
  setTtess: (on: boolean) => void;
  assignmentType: AssignmentType;
  setAssignmentType: (t: AssignmentType) => void;
}

/**
 * The form's copy on this device (IndexedDB): restored when the form opens, written as it is typed, queued when saved
 * offline, dropped once the server has it. A send of the queue that refuses it (a 409) leaves it with the reason.
 */
function useDeviceDraft(at: { user: string; teacherId: string } | null, name: string, form: Form, switches: Switches) {
  const [state, setState] = useState<Pick<ObservationDraft, 'savedAt' | 'queued' | 'refused'> & { clientId: string }>(() => ({
    savedAt: '',
    clientId: newClientId(),
  }));
  // Typing before the stored copy is read must not overwrite it.
  const [loaded, setLoaded] = useState(false);
  // The copy's state as last written: a write due from typing may run before the next render, and must keep `queued`.
  const latest = useRef(state);
  const update = (next: typeof state) => {
    latest.current = next;
    setState(next);
  };
  // The pending write of typed text: a save, a queue or a drop cancels it.
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const user = at?.user;
  const teacherId = at?.teacherId;
  const { ttess, setTtess, assignmentType, setAssignmentType } = switches;
  const switchesRef = useRef({ ttess, assignmentType });
  switchesRef.current = { ttess, assignmentType };
  const written = useRef({ ttess, assignmentType });

  useEffect(() => {
    if (!user || !teacherId) return;
    let live = true;
    void readDraft(user, teacherId)
      .then((stored) => {
        if (!live) return;
        if (stored) {
          form.reset(stored.values);
          setTtess(stored.ttess);
          setAssignmentType(stored.assignmentType);
          written.current = { ttess: stored.ttess, assignmentType: stored.assignmentType };
          update({ savedAt: stored.savedAt, clientId: stored.clientId, queued: stored.queued, refused: stored.refused });
        }
        setLoaded(true);
      })
      // No IndexedDB (a private window of some browsers): the form works as it always did, without the copy.
      .catch(() => undefined);
    return () => {
      live = false;
    };
    // The form and setters are stable; the draft is read once per user and teacher.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user, teacherId]);

  const write = (values: SupervisionInput, over: Partial<ObservationDraft> = {}) => {
    if (!user || !teacherId) return Promise.resolve();
    const savedAt = new Date().toISOString();
    const next: ObservationDraft = {
      user,
      teacherId,
      teacherName: name,
      values,
      ttess: switchesRef.current.ttess,
      assignmentType: switchesRef.current.assignmentType,
      savedAt,
      clientId: latest.current.clientId,
      queued: latest.current.queued,
      refused: latest.current.refused,
      ...over,
    };
    written.current = { ttess: next.ttess, assignmentType: next.assignmentType };
    update({ savedAt, clientId: next.clientId, queued: next.queued, refused: next.refused });
    return writeDraft(next).catch(() => undefined);
  };

  // Typing before the stored copy was read (a slow first open) is saved once it has been.
  const typedEarly = useRef(false);
  useEffect(() => {
    if (!loaded) return;
    const save = () => {
      clearTimeout(pending.current);
      pending.current = setTimeout(() => void write(form.getValues()), DRAFT_SAVE_DELAY_MS);
    };
    if (typedEarly.current) save();
    const sub = form.watch((_, info) => {
      // A reset (restored, or sent) is not typing.
      if (info.name !== undefined) save();
    });
    return () => {
      clearTimeout(pending.current);
      sub.unsubscribe();
    };
    // `write` reads the latest values through refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded, form]);
  useEffect(() => {
    if (loaded) return;
    const sub = form.watch((_, info) => {
      if (info.name !== undefined) typedEarly.current = true;
    });
    return () => sub.unsubscribe();
  }, [loaded, form]);

  // The T-TESS switch and the assignment type are part of the copy too (a restore sets them to the copy's: no write).
  useEffect(() => {
    if (!loaded) return;
    if (written.current.ttess === ttess && written.current.assignmentType === assignmentType) return;
    void write(form.getValues());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded, ttess, assignmentType]);

  // A send of the queue (the `online` event, whoever ran it) settles this form's copy.
  useEffect(() => {
    if (!user || !teacherId) return;
    return onSendOutcome((o) => {
      if (o.draft.user !== user || o.draft.teacherId !== teacherId) return;
      if (o.kind === 'sent') {
        form.reset(fresh());
        update({ savedAt: '', clientId: newClientId() });
      } else update({ ...latest.current, refused: o.message });
    });
    // `update` moves a ref and sets state: the subscription need not follow it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user, teacherId, form]);

  return {
    ...state,
    /** Written now, not after the typing pause. */
    keep: () => {
      clearTimeout(pending.current);
      return write(form.getValues());
    },
    /** Saved offline: the checked observation waits on the device. */
    queue: (input: SupervisionInput) => {
      clearTimeout(pending.current);
      return write(form.getValues(), { queued: input, refused: undefined });
    },
    drop: async () => {
      clearTimeout(pending.current);
      update({ savedAt: '', clientId: newClientId() });
      if (user && teacherId) await dropDraft(user, teacherId).catch(() => undefined);
    },
  };
}
