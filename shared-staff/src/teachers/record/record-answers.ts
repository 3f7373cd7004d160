import type { CheckAnswersRow } from 'shared-ui/check-answers';
import { fieldLabel } from './field-label';

/** Lists the form fills row by row: counted in the answers, not listed entry by entry. */
const LISTS = ['mentor.notes', 'ppr.notes', 'exams', 'supervisions.list'] as const;

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const at = (obj: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((o, k) => (o !== null && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), obj);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? '') === JSON.stringify(b ?? '');

/** A name inside a quoted attribute selector (the record's names are dotted words and digits). */
const quoted = (name: string) => name.replace(/["\\]/g, '\\$&');

const text = (node: Element | null | undefined) => node?.textContent?.trim() ?? '';

/** The words the form shows for a control's answer: an option's label, Yes/No for a box, the value otherwise. */
function shown(el: Control, form: HTMLFormElement): string {
  if (el instanceof HTMLSelectElement) return el.selectedOptions[0]?.text ?? el.value;
  if (el instanceof HTMLInputElement && el.type === 'checkbox') return el.checked ? 'Yes' : 'No';
  if (el instanceof HTMLInputElement && el.type === 'radio') {
    const picked = form.querySelector<HTMLInputElement>(`input[type="radio"][name="${quoted(el.name)}"]:checked`);
    return picked ? text(picked.labels?.[0]) || picked.value : '';
  }
  return el.value;
}

/** A control's label as the form shows it; a radio group's legend; the field's name in words otherwise. */
function labelOf(el: Control): string {
  if (el instanceof HTMLInputElement && el.type === 'radio')
    return text(el.closest('fieldset')?.querySelector('legend')) || fieldLabel(el.name);
  return text(el.labels?.[0]) || fieldLabel(el.name);
}

/**
 * The answers given on the record form, in the page's order: every named control whose value differs from the empty
 * record, with its label and the words it shows, then the lists that have entries. What is left as it was is not listed.
 */
export function givenAnswers(form: HTMLFormElement, values: unknown, empty: unknown): CheckAnswersRow[] {
  const rows: CheckAnswersRow[] = [];
  const seen = new Set<string>();
  for (const el of Array.from(form.elements) as Control[]) {
    const name = el.name;
    if (!name || seen.has(name) || !('value' in el) || LISTS.some((list) => name.startsWith(`${list}.`))) continue;
    seen.add(name);
    if (same(at(values, name), at(empty, name))) continue;
    rows.push({ name, label: labelOf(el), value: shown(el, form) });
  }
  for (const path of LISTS) {
    const list = at(values, path);
    if (Array.isArray(list) && list.length > 0) rows.push({ name: path, label: fieldLabel(path), value: `${list.length} added` });
  }
  return rows;
}

/** 'Change': the control of that name, or the first one of a list, takes the focus and comes into view. */
export function focusAnswer(form: HTMLFormElement, name: string) {
  const el = form.querySelector<HTMLElement>(`[name="${quoted(name)}"]`) ?? form.querySelector<HTMLElement>(`[name^="${quoted(name)}."]`);
  el?.focus();
  el?.scrollIntoView?.({ block: 'center' });
}
