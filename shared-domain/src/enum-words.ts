import { z } from 'zod';
import { displayLabel } from './dates';

/**
 * The portal's words for its enumerated values, on input. A person types (or a spreadsheet holds) the word a screen
 * shows, 'Ready for hire' or 'Not applicable'; the API stores 'ready for hire' or 'n/a'. Every schema that takes an
 * enumerated value reads it through `enumField`, so the server and the forms accept the same words: the stored value
 * or its label, in any case and with surrounding or doubled spaces. A refusal names the labels, never stored values.
 */

/** The longest input compared with the words (longer text is no label of any enum). */
const WORD_MAX = 200;
/** How much of a refused value the message quotes. */
const QUOTE_MAX = 40;

const fold = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

/** The label a screen shows for a stored value (the select fields' own rule). */
export type EnumLabel<T extends string> = (value: T) => string;

/**
 * The stored value that `input` names, by the value itself or by its label (any case, spaces trimmed), else `input`
 * unchanged (the schema then refuses it). Blank text is '' when `blank` is allowed.
 */
export function enumValueOf<T extends string>(
  values: readonly T[],
  input: unknown,
  label: EnumLabel<T> = displayLabel,
  blank = false,
): unknown {
  if (typeof input !== 'string' || input.length > WORD_MAX) return input;
  const key = fold(input);
  if (key === '' && blank) return '';
  for (const v of values) if (fold(v) === key) return v;
  for (const v of values) if (fold(label(v)) === key) return v;
  return input;
}

const article = (noun: string) => (/^[aeiou]/i.test(noun) ? 'an' : 'a');
const quote = (s: string) => {
  const t = s.trim();
  return t.length > QUOTE_MAX ? `${t.slice(0, QUOTE_MAX)}…` : t;
};

/** The refusal: "'Intren' is not a status; use one of Pending, Not applicable, Intern, Ready for hire, Hired". */
export function enumRefusal<T extends string>(values: readonly T[], noun: string, input: unknown, label: EnumLabel<T> = displayLabel) {
  const words = values.map(label).join(', ');
  if (typeof input === 'string' && input.trim() !== '') return `'${quote(input)}' is not ${article(noun)} ${noun}; use one of ${words}`;
  return `Choose ${article(noun)} ${noun}: one of ${words}`;
}

export interface EnumFieldOptions {
  /** The label a screen shows for each value (default: displayLabel, what the select fields show). */
  label?: EnumLabel<string>;
  /** The message when nothing was given (absent, null or blank), where a form fixes its own words for it. */
  required?: string;
}

function reader(values: readonly string[], noun: string, options: EnumFieldOptions, blank: boolean) {
  const label = options.label ?? displayLabel;
  const { required } = options;
  const error = (iss: { input?: unknown }) =>
    required !== undefined && (iss.input === undefined || iss.input === null || (typeof iss.input === 'string' && iss.input.trim() === ''))
      ? required
      : enumRefusal(values, noun, iss.input, label);
  return { error, read: (v: unknown) => enumValueOf(values, v, label, blank) };
}

/**
 * A zod field for one enum that takes the stored values and the portal's labels for them (see above). `noun` names
 * the thing in the refusal: "'Intren' is not a status; use one of …".
 */
export function enumField<const T extends readonly [string, ...string[]]>(values: T, noun: string, options: EnumFieldOptions = {}) {
  const { read, error } = reader(values, noun, options, false);
  return z.preprocess(read, z.enum(values, { error }));
}

/** enumField where '' (no choice) is a value too; blank text is ''. */
export function enumFieldOrBlank<const T extends readonly [string, ...string[]]>(values: T, noun: string, options: EnumFieldOptions = {}) {
  const { read, error } = reader(values, noun, options, true);
  return z.preprocess(read, z.union([z.enum(values), z.literal('')], { error }));
}

/** The label of an option list's value ({ value, label } pairs such as INQUIRY_ROLES). */
export const optionLabel =
  (options: readonly { value: string; label: string }[]): EnumLabel<string> =>
  (value) =>
    options.find((o) => o.value === value)?.label ?? value;
