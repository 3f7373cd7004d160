import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
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
import { CheckAnswers } from 'shared-ui/check-answers';
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

/** The charge's fields keep their place in the dialog's grid; hidden (still mounted) while the answers are checked. */
const StyledFields = styled.div`
  display: contents;
`;

const CHARGE_LABELS = { description: 'Description', amount: 'Amount (USD)', date: 'Date', dueDate: 'Due date' } as const;
type ChargeField = keyof typeof CHARGE_LABELS;
/** Where the fields step starts: a field ('Change'), or the error summary (a refusal naming a field). */
type ChargeFocus = ChargeField | 'summary';
const isDay = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);

/**
 * 'Add charge': description, amount, date (today) and, optionally, a due date other than the terms'. 'Continue' shows
 * the answers to check (a charge may e-mail an invoice at once); 'Add charge' there adds it.
 */
export function ChargeDialog({ teacherId, open, onClose, terms, autoSend, onSaved }: ChargeDialogProps) {
  const formId = useId();
  const change = useLedgerChange(teacherId);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [focus, setFocusOn] = useState<ChargeFocus | null>(null);
  const fields = useRef<HTMLDivElement>(null);
  const fresh = (): ChargeValues => ({ description: '', amount: '', date: localToday(), dueDate: '' });
  const form = useForm<ChargeValues>({ resolver: zodResolver(chargeInputSchema), defaultValues: fresh() });
  const { errors } = form.formState;
  const date = form.watch('date');
  const { setFocus } = form;
  // Back to the fields: the one 'Change' asked for, or the summary of a refusal, takes the focus once they are shown again.
  useEffect(() => {
    if (checking || !focus) return;
    if (focus === 'summary') fields.current?.querySelector<HTMLElement>('[data-error-summary]')?.focus();
    else setFocus(focus);
    setFocusOn(null);
  }, [checking, focus, setFocus]);
  const close = () => {
    setChecking(false);
    setFocusOn(null);
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    if (!checking) {
      setChecking(true);
      return;
    }
    try {
      const ledger = await change.mutateAsync({ kind: 'charge', input: chargeInputSchema.parse(values) });
      const added = ledger.charges.reduce((a, b) => (b.number > a.number ? b : a));
      onSaved(`Charge ${invoiceNumber(added.number)} added${added.invoicedAt ? '; its invoice was e-mailed' : ''}`);
      form.reset(fresh());
      close();
    } catch (err) {
      // A refusal naming a field goes back to the fields: in the summary and at the field, once each; any other in the box.
      if (applyFieldErrors(form, err)) {
        setFocusOn('summary');
        setChecking(false);
      } else setError(refusal(err));
    }
  });
  const footer = (
    <ModalFormActions formId={formId} busy={change.isPending} submitLabel={checking ? 'Add charge' : 'Continue'} onCancel={close} />
  );
  const defaultDue = isDay(date) ? formatDate(addDays(date, terms)) : null;
  const values = form.getValues();
  const shown: Record<ChargeField, string> = {
    description: values.description.trim(),
    amount: values.amount === '' || Number.isNaN(Number(values.amount)) ? '' : formatUsd(Number(values.amount)),
    date: isDay(values.date) ? formatDate(values.date) : '',
    dueDate: isDay(values.dueDate)
      ? formatDate(values.dueDate)
      : `${defaultDue ?? `${terms} days after the date`} (payment terms ${terms} days)`,
  };
  const sending = (
    <p>
      {autoSend
        ? 'The invoice is e-mailed to the teacher when the charge is added.'
        : "Invoices are not sent automatically: use 'Send invoice'."}
    </p>
  );
  return (
    <Modal title="Add charge" open={open} onClose={close} footer={footer}>
      <ModalForm id={formId} onSubmit={own(submit)} noValidate aria-label="Add charge">
        {checking && (
          <>
            {error && <FormErrorBox message={error} />}
            <CheckAnswers
              heading="Check the charge"
              rows={(Object.keys(CHARGE_LABELS) as ChargeField[]).map((name) => ({ name, label: CHARGE_LABELS[name], value: shown[name] }))}
              onChange={(name) => {
                setFocusOn(name as ChargeField);
                setChecking(false);
              }}
            />
          </>
        )}
        <StyledFields ref={fields} hidden={checking}>
          <FormErrorSummary form={form} />
          {error && <FormErrorBox message={error} />}
          <TextField label={CHARGE_LABELS.description} required {...form.register('description')} error={errors.description?.message} />
          <FormGrid columns={2}>
            <TextField
              label={CHARGE_LABELS.amount}
              type="number"
              min={0}
              step="0.01"
              inputMode="decimal"
              required
              {...form.register('amount')}
              error={errors.amount?.message}
            />
            <TextField label={CHARGE_LABELS.date} type="date" required {...form.register('date')} error={errors.date?.message} />
          </FormGrid>
          <FormGrid columns={2}>
            <TextField
              label={CHARGE_LABELS.dueDate}
              type="date"
              hint={defaultDue ? `Empty: ${defaultDue} (payment terms ${terms} days)` : `Empty: ${terms} days after the date`}
              {...form.register('dueDate')}
              error={errors.dueDate?.message}
            />
          </FormGrid>
        </StyledFields>
        {sending}
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
