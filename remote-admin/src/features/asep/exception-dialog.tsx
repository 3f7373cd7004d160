import { useId, useState } from 'react';
import styled from 'styled-components';
import { ApiError, errorMessage } from 'shared-auth';
import {
  ASEP_EXCEPTION_REQUIREMENTS,
  ASEP_EXCEPTION_REQUIREMENT_LABELS,
  ASEP_EXCEPTION_STATUSES,
  ASEP_EXCEPTION_STATUS_LABELS,
  MESSAGES,
  asepExceptionInputSchema,
  type AsepException,
  type AsepExceptionInput,
  type AsepExceptionRequirement,
} from 'shared-domain';
import { ErrorSummary, FormErrorBox, SelectField, TextAreaField, TextField, withoutFieldCode } from 'shared-ui';
import { Modal, ModalForm, ModalFormActions } from 'shared-ui/staff';
import { useUndoToast } from 'shared-staff';
import { asepExceptionInput, useAsepExceptions } from './api';

// A control never widens the dialog past a phone's screen (a select is as wide as its longest option otherwise).
const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  & > *,
  & select,
  & input,
  & textarea {
    min-width: 0;
    max-width: 100%;
  }
`;

type Field = 'requirement' | 'reason' | 'evidence' | 'status' | 'filedOn' | 'decidedOn';
const FIELDS: readonly Field[] = ['requirement', 'reason', 'evidence', 'status', 'filedOn', 'decidedOn'];

export interface ExceptionDialogProps {
  year: number;
  teacher: { id: string; name: string };
  /** The request being changed; none: a request is filed. */
  exception?: AsepException;
  /** The requirement of a request filed from a problem. */
  requirement?: AsepExceptionRequirement;
  onClose: () => void;
}

/**
 * Files or changes a Request for Exception of the year (docs/domain/asep.md): the requirement, the reason, the evidence,
 * its status with TEA and its days. Both can be taken back: the toast offers Undo (the filing removed, the change
 * reverted). Who filed or changed it, and when, is on the candidate's audit trail.
 */
export function ExceptionDialog({ year, teacher, exception, requirement, onClose }: ExceptionDialogProps) {
  const formId = useId();
  const exceptions = useAsepExceptions(year);
  const offerUndo = useUndoToast();
  const [values, setValues] = useState({
    requirement: exception?.requirement ?? requirement ?? 'other',
    reason: exception?.reason ?? '',
    evidence: exception?.evidence ?? '',
    status: exception?.status ?? 'draft',
    filedOn: exception?.filedOn ?? '',
    decidedOn: exception?.decidedOn ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [failures, setFailures] = useState(0);
  const [busy, setBusy] = useState(false);
  const id = (f: Field) => `${formId}-${f}`;
  const set = (f: Field) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [f]: e.target.value }));
    setErrors((er) => ({ ...er, [f]: undefined }));
  };
  const fail = (found: Partial<Record<Field, string>>) => {
    setErrors(found);
    setFailures((n) => n + 1);
  };

  const submit = async () => {
    setFormError(null);
    const parsed = asepExceptionInputSchema.safeParse({ ...values, teacherId: teacher.id });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const f = issue.path[0] as Field;
        if (FIELDS.includes(f)) found[f] ??= issue.message;
      }
      return fail(found);
    }
    const input: AsepExceptionInput = parsed.data;
    setBusy(true);
    try {
      if (exception) {
        const before = asepExceptionInput(exception);
        await exceptions.update(exception.id, input);
        onClose();
        offerUndo(`Request for Exception of ${teacher.name} saved`, () => exceptions.update(exception.id, before), 'The change is undone');
      } else {
        const filed = await exceptions.add(input);
        onClose();
        offerUndo(`Request for Exception recorded for ${teacher.name}`, () => exceptions.remove(filed.id), 'The request is removed');
      }
    } catch (err) {
      const named = err instanceof ApiError ? Object.entries(err.fieldErrors).filter(([f]) => FIELDS.includes(f as Field)) : [];
      if (named.length) fail(Object.fromEntries(named.map(([f, m]) => [f, withoutFieldCode(m)])));
      else setFormError(errorMessage(err, MESSAGES.saveFailed));
    } finally {
      setBusy(false);
    }
  };

  const title = exception ? `Request for Exception of ${teacher.name}` : `Record an exception for ${teacher.name}`;
  const submitLabel = exception ? 'Save request' : 'Record exception';
  const footer = <ModalFormActions formId={formId} busy={busy} submitLabel={submitLabel} onCancel={onClose} />;
  const summary = FIELDS.flatMap((f) => (errors[f] ? [{ fieldId: id(f), message: errors[f] }] : []));
  return (
    <Modal title={title} open onClose={onClose} footer={footer} sheetOnPhone>
      <ModalForm
        id={formId}
        noValidate
        aria-label={submitLabel}
        onSubmit={(e) => {
          e.preventDefault();
          e.stopPropagation();
          void submit();
        }}
      >
        <ErrorSummary items={summary} focusKey={failures} />
        {formError && <FormErrorBox message={formError} />}
        <Fields>
          <SelectField
            id={id('requirement')}
            label="Requirement"
            value={values.requirement}
            options={ASEP_EXCEPTION_REQUIREMENTS.map((r) => ({ value: r, label: ASEP_EXCEPTION_REQUIREMENT_LABELS[r] }))}
            onChange={set('requirement')}
            error={errors.requirement}
          />
          <TextAreaField
            id={id('reason')}
            label="Reason"
            required
            rows={3}
            maxLength={2000}
            value={values.reason}
            onChange={set('reason')}
            error={errors.reason}
          />
          <TextAreaField
            id={id('evidence')}
            label="Evidence"
            hint="What the program sends TEA with the request"
            rows={2}
            maxLength={2000}
            value={values.evidence}
            onChange={set('evidence')}
            error={errors.evidence}
          />
          <SelectField
            id={id('status')}
            label="Status"
            value={values.status}
            options={ASEP_EXCEPTION_STATUSES.map((s) => ({ value: s, label: ASEP_EXCEPTION_STATUS_LABELS[s] }))}
            onChange={set('status')}
            error={errors.status}
          />
          <TextField
            id={id('filedOn')}
            label="Filed on"
            type="date"
            value={values.filedOn}
            onChange={set('filedOn')}
            error={errors.filedOn}
          />
          <TextField
            id={id('decidedOn')}
            label="Decided on"
            hint="Once TEA has approved or denied it"
            type="date"
            value={values.decidedOn}
            onChange={set('decidedOn')}
            error={errors.decidedOn}
          />
        </Fields>
      </ModalForm>
    </Modal>
  );
}
