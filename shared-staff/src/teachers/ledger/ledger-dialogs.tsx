import { useId, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  MESSAGES,
  PAYMENT_METHODS,
  addDays,
  chargeInputSchema,
  formatDate,
  formatUsd,
  invoiceNumber,
  paymentInputSchema,
  localToday,
  type LedgerCharge,
} from 'shared-domain';
import { ApiError, applyFieldErrors } from 'shared-auth';
import { ErrorSummary, FormErrorBox, FormErrorSummary, FormGrid, SelectField, TextAreaField, TextField } from 'shared-ui';
import { Modal, ModalForm, ModalFormActions } from 'shared-ui/staff';
import { useLedgerChange } from './api';

type ChargeValues = z.input<typeof chargeInputSchema>;
type PaymentValues = z.input<typeof paymentInputSchema>;

/** The message of a refused save: the server's (it names the field) or the generic one. */
const refusal = (err: unknown) => (err instanceof ApiError && err.status < 500 && err.message ? err.message : MESSAGES.saveFailed);

/**
 * The dialogs open over the record's form: a submit must not reach it (React passes events up through the portal),
 * so each dialog's form stops its own submit event.
 */
const own = (submit: (e?: FormEvent) => Promise<void>) => (e: FormEvent) => {
  e.stopPropagation();
  void submit(e);
};

interface ChargeDialogProps {
  teacherId: string;
  open: boolean;
  onClose: () => void;
  /** defaultPaymentTerms and autoSendInvoices, for the hints. */
  terms: number;
  autoSend: boolean;
  onSaved: (message: string) => void;
}

/** 'Add charge': description, amount, date (today) and, optionally, a due date other than the terms'. */
export function ChargeDialog({ teacherId, open, onClose, terms, autoSend, onSaved }: ChargeDialogProps) {
  const formId = useId();
  const change = useLedgerChange(teacherId);
  const [error, setError] = useState<string | null>(null);
  const fresh = (): ChargeValues => ({ description: '', amount: '', date: localToday(), dueDate: '' });
  const form = useForm<ChargeValues>({ resolver: zodResolver(chargeInputSchema), defaultValues: fresh() });
  const { errors } = form.formState;
  const date = form.watch('date');
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const ledger = await change.mutateAsync({ kind: 'charge', input: chargeInputSchema.parse(values) });
      const added = ledger.charges.reduce((a, b) => (b.number > a.number ? b : a));
      onSaved(`Charge ${invoiceNumber(added.number)} added${added.invoicedAt ? '; its invoice was e-mailed' : ''}`);
      form.reset(fresh());
      onClose();
    } catch (err) {
      // A refusal naming a field shows in the summary and at the field, once each; any other in the box.
      if (!applyFieldErrors(form, err)) setError(refusal(err));
    }
  });
  const footer = <ModalFormActions formId={formId} busy={change.isPending} submitLabel="Add charge" onCancel={onClose} />;
  const defaultDue = /^\d{4}-\d{2}-\d{2}$/.test(date ?? '') ? formatDate(addDays(date, terms)) : null;
  return (
    <Modal title="Add charge" open={open} onClose={onClose} footer={footer}>
      <ModalForm id={formId} onSubmit={own(submit)} noValidate aria-label="Add charge">
        <FormErrorSummary form={form} />
        {error && <FormErrorBox message={error} />}
        <TextField label="Description" required {...form.register('description')} error={errors.description?.message} />
        <FormGrid columns={2}>
          <TextField
            label="Amount (USD)"
            type="number"
            min={0}
            step="0.01"
            inputMode="decimal"
            required
            {...form.register('amount')}
            error={errors.amount?.message}
          />
          <TextField label="Date" type="date" required {...form.register('date')} error={errors.date?.message} />
        </FormGrid>
        <FormGrid columns={2}>
          <TextField
            label="Due date"
            type="date"
            hint={defaultDue ? `Empty: ${defaultDue} (payment terms ${terms} days)` : `Empty: ${terms} days after the date`}
            {...form.register('dueDate')}
            error={errors.dueDate?.message}
          />
        </FormGrid>
        <p>
          {autoSend
            ? 'The invoice is e-mailed to the teacher when the charge is added.'
            : "Invoices are not sent automatically: use 'Send invoice'."}
        </p>
      </ModalForm>
    </Modal>
  );
}

interface PaymentDialogProps {
  teacherId: string;
  /** The open charges (the payment is for one of them); `chargeId` is the one chosen first. */
  charges: LedgerCharge[];
  chargeId: string | null;
  onClose: () => void;
  allowPartial: boolean;
  onSaved: (message: string) => void;
}

/** 'Record payment' (mounted when opened): for one open charge, its open amount offered; the whole of it while partial payments are off. */
export function PaymentDialog({ teacherId, charges, chargeId, onClose, allowPartial, onSaved }: PaymentDialogProps) {
  const formId = useId();
  const change = useLedgerChange(teacherId);
  const [error, setError] = useState<string | null>(null);
  const first = charges.find((c) => c._id === chargeId) ?? charges[0];
  const form = useForm<PaymentValues>({
    resolver: zodResolver(paymentInputSchema),
    defaultValues: {
      chargeId: first?._id ?? '',
      amount: first?.open ?? 0,
      date: localToday(),
      method: 'check',
      internalNote: '',
      noteToTeacher: '',
    },
  });
  const { errors } = form.formState;
  const chosen = charges.find((c) => c._id === form.watch('chargeId'));
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    const input = paymentInputSchema.parse(values);
    // What the client knows it checks before sending (the charge's balance due, whole while partial payments are off).
    const charge = charges.find((c) => c._id === input.chargeId);
    if (charge && input.amount > charge.open) {
      form.setError('amount', { type: 'client', message: `Amount must be at most ${formatUsd(charge.open)}, the charge's balance due` });
      return;
    }
    if (charge && !allowPartial && input.amount !== charge.open) {
      form.setError('amount', { type: 'client', message: `Partial payments are off: the amount must be ${formatUsd(charge.open)}` });
      return;
    }
    try {
      await change.mutateAsync({ kind: 'payment', input });
      onSaved(`Payment of ${formatUsd(input.amount)} recorded`);
      onClose();
    } catch (err) {
      // A refusal naming a field shows at that field and in the summary, once; any other in the box.
      if (!applyFieldErrors(form, err)) setError(refusal(err));
    }
  });
  const fieldId = (name: keyof PaymentValues) => `${formId}-${name}`;
  const summary = (['chargeId', 'amount', 'date', 'method', 'noteToTeacher', 'internalNote'] as const)
    .filter((name) => errors[name]?.message)
    .map((name) => ({ fieldId: fieldId(name), message: String(errors[name]?.message) }));
  const footer = <ModalFormActions formId={formId} busy={change.isPending} submitLabel="Record payment" onCancel={onClose} />;
  return (
    <Modal title="Record payment" open={chargeId !== null} onClose={onClose} footer={footer}>
      <ModalForm id={formId} onSubmit={own(submit)} noValidate aria-label="Record payment">
        <ErrorSummary items={summary} />
        {error && <FormErrorBox message={error} />}
        <SelectField
          id={fieldId('chargeId')}
          label="Charge"
          options={charges.map((c) => ({ value: c._id, label: `${invoiceNumber(c.number)} ${c.description}: ${formatUsd(c.open)} open` }))}
          {...form.register('chargeId', {
            onChange: (e: { target: { value: string } }) => {
              const c = charges.find((x) => x._id === e.target.value);
              if (c) form.setValue('amount', c.open);
            },
          })}
          error={errors.chargeId?.message}
        />
        <FormGrid columns={3}>
          <TextField
            id={fieldId('amount')}
            label="Amount (USD)"
            type="number"
            min={0}
            step="0.01"
            inputMode="decimal"
            required
            hint={chosen && (allowPartial ? `Up to ${formatUsd(chosen.open)}` : `Partial payments are off: ${formatUsd(chosen.open)}`)}
            {...form.register('amount')}
            error={errors.amount?.message}
          />
          <TextField id={fieldId('date')} label="Date" type="date" required {...form.register('date')} error={errors.date?.message} />
          <SelectField
            id={fieldId('method')}
            label="Method"
            options={PAYMENT_METHODS}
            {...form.register('method')}
            error={errors.method?.message}
          />
        </FormGrid>
        <TextAreaField
          id={fieldId('noteToTeacher')}
          label="Note to the teacher"
          hint="The teacher reads it with the payment"
          rows={2}
          {...form.register('noteToTeacher')}
          error={errors.noteToTeacher?.message}
        />
        <TextAreaField
          id={fieldId('internalNote')}
          label="Internal note (staff only)"
          hint="Never shown to the teacher"
          rows={2}
          {...form.register('internalNote')}
          error={errors.internalNote?.message}
        />
      </ModalForm>
    </Modal>
  );
}
