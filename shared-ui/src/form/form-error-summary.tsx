// Types only: a runtime import of react-hook-form here would put it in every app's first load (see field-props.ts).
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useRef } from 'react';
import { ErrorSummary, type ErrorSummaryItem } from './error-summary';

/** One problem of a form: the field's path ('name.first', 'exams.0.content'; 'root.x' for the form's own) and its message. */
export interface FormProblem {
  path: string;
  message: string;
}

const META = new Set(['ref', 'type', 'types', 'message']);

/** react-hook-form's errors tree (nested objects and arrays) as one list of problems, in the tree's order. */
export function flattenErrors(errors: unknown, prefix = ''): FormProblem[] {
  if (!errors || typeof errors !== 'object') return [];
  const node = errors as Record<string, unknown>;
  const out: FormProblem[] = [];
  // A field's error ({ type, message, ref }); a field array's own error may sit beside its items' ones.
  const leaf = typeof node.message === 'string' && typeof node.type === 'string';
  if (leaf && prefix && node.message) out.push({ path: prefix, message: node.message as string });
  for (const [key, child] of Object.entries(node)) {
    if ((leaf && META.has(key)) || child === undefined || child === null) continue;
    out.push(...flattenErrors(child, prefix ? `${prefix}.${key}` : key));
  }
  return out;
}

/** A server message's leading code name ('amount: Amount must be…' -> 'Amount must be…'). */
export function withoutFieldCode(message: string): string {
  return message.replace(/^[A-Za-z_][\w.[\]]*: (?=\S)/, '');
}

/** 'contactInfo.phoneNumber' -> 'Phone number': the last named part in words. */
export function pathWords(path: string): string {
  const last =
    path
      .split('.')
      .filter((s) => !/^\d+$/.test(s) && s !== 'root')
      .pop() ?? path;
  const words = last.replace(/([a-z\d])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

type Control = HTMLElement & { labels?: NodeListOf<HTMLLabelElement> | null };

/** The control a path names inside `form` (a radio group: its first button). */
function controlOf(form: HTMLFormElement | null | undefined, path: string): Control | null {
  const found = form?.elements.namedItem(path) ?? document.getElementsByName(path)[0] ?? null;
  if (!found) return null;
  return (found instanceof RadioNodeList ? found[0] : (found as Control)) ?? null;
}

/** The words a user reads for a control: its label (without the required marker), aria-label or its group's legend. */
function labelOf(control: Control | null): string | undefined {
  if (!control) return undefined;
  const label = control.labels?.[0];
  if (label) {
    const copy = label.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[aria-hidden="true"]').forEach((n) => n.remove());
    const text = copy.textContent?.trim();
    if (text) return text;
  }
  const aria = control.getAttribute('aria-label');
  if (aria) return aria;
  return control.closest('fieldset')?.querySelector('legend')?.textContent?.trim() || undefined;
}

/**
 * The message as the summary reads it: as the field shows it when it names the field (a word of the label in it) or
 * when the label is a sentence; else after the label's words ('Amount (USD): must be at most $50.00').
 */
export function summaryMessage(label: string | undefined, message: string): string {
  const clean = withoutFieldCode(message);
  if (!label || label.length > 40) return clean;
  const text = clean.toLowerCase();
  const words = label.toLowerCase().match(/[a-z]{3,}/g) ?? [];
  // A word as the message may use it, singular ('Specializations' -> 'Specialization must be at most…').
  if (words.some((w) => text.includes(w.replace(/s$/, '')))) return clean;
  return `${label}: ${clean.charAt(0).toLowerCase()}${clean.slice(1)}`;
}

export interface FormErrorSummaryProps<Values extends FieldValues> {
  form: Pick<UseFormReturn<Values>, 'formState'>;
  /** Words for a path when its control is not on the page or has no label (default: the path's last part in words). */
  label?: (path: string) => string | undefined;
  title?: string;
}

export interface ProblemSummaryProps {
  /** The form's problems, each a field's path (its control's name in the form) or 'root.x' for the form's own. */
  problems: readonly FormProblem[];
  /** The summary takes focus when this changes while it has problems (a failed submit); null: not now. */
  focusKey: string | number | null;
  /** Words for a path when its control is not on the page or has no label (default: the path's last part in words). */
  label?: (path: string) => string | undefined;
  title?: string;
}

/**
 * The error summary of a form (GOV.UK): its problems, each once, in words, each a link that moves focus to
 * its control, found by name in the form around the summary, in the order of the fields on the page (problems
 * without a control first, without a link). Put it first inside the form.
 */
export function ProblemSummary({ problems, focusKey, label, title }: ProblemSummaryProps) {
  const anchor = useRef<HTMLSpanElement>(null);
  const owner = anchor.current?.closest('form');
  const items: (ErrorSummaryItem & { at: Control | null })[] = problems.map(({ path, message }) => {
    const control = path.startsWith('root') ? null : controlOf(owner, path);
    const words = labelOf(control) ?? label?.(path) ?? (path.startsWith('root') ? undefined : pathWords(path));
    return { fieldId: control?.id || undefined, message: summaryMessage(words, message), at: control };
  });
  // In the order the fields are on the page; problems without a control first.
  items.sort((a, b) => {
    if (!a.at || !b.at) return a.at ? 1 : b.at ? -1 : 0;
    return a.at.compareDocumentPosition(b.at) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  });
  return (
    <>
      <span ref={anchor} hidden />
      <ErrorSummary items={items.map(({ fieldId, message }) => ({ fieldId, message }))} title={title} focusKey={focusKey} />
    </>
  );
}

/**
 * The error summary of a react-hook-form form (GOV.UK): after a failed submit, every problem of the form
 * (the client's checks and the server's field errors put with `applyFieldErrors`), each once, in words, each a link
 * that moves focus to its control, found by name in the form around the summary. It takes focus when a submit
 * fails. Put it first inside the form.
 */
export function FormErrorSummary<Values extends FieldValues>({ form, label, title }: FormErrorSummaryProps<Values>) {
  const { errors, submitCount, isSubmitting } = form.formState;
  return (
    <ProblemSummary
      problems={submitCount > 0 ? flattenErrors(errors) : []}
      focusKey={isSubmitting ? null : submitCount}
      label={label}
      title={title}
    />
  );
}
