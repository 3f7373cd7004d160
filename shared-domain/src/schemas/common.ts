import { z } from 'zod';
import { calendarDate } from './calendar-date';

export * from './calendar-date';

/** The length message: the field and its limit, never "... is required". */
export const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

/**
 * The parameters of a length check that stops the checks after it. In zod 4 a failed `.max()` does not stop the
 * next check: a pattern or refinement after it would still read all of an over-long string (a megabyte of
 * e-mail took seconds). With `abort` nothing after the length check runs once it fails.
 */
export const lengthLimit = (error: string) => ({ error, abort: true }) as const;

/**
 * The type error of a required field: absent (or null) is `requiredMsg`, another type says what is expected.
 * Give every check on such a schema its own message: in zod 4 a schema-level `error` is also the message of
 * any check without one (a `.max(200)` under `{ error: 'Name is required' }` said "Name is required").
 */
export const missingOr = (requiredMsg: string, wrongType: string) => (iss: { input?: unknown }) =>
  iss.input === undefined || iss.input === null ? requiredMsg : wrongType;

/** A required, trimmed string of at most `max` characters; blank counts as missing. */
export const requiredText = (label: string, max: number, requiredMsg = `${label} is required`) =>
  z
    .string({ error: missingOr(requiredMsg, `${label} must be text`) })
    .trim()
    .min(1, requiredMsg)
    .max(max, lengthLimit(tooLong(label, max)));

/** A trimmed free-text field; blank is allowed. */
export const text = (label: string, max = 500) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, lengthLimit(tooLong(label, max)))
    .prefault('');

/** An absolute http: or https: address: the only links the portal stores and shows as links. */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** An optional link ('' for none): http(s) only, never javascript: or data: (a stored link is a click away). */
export const linkText = (label: string, max = 2000) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, lengthLimit(tooLong(label, max)))
    .refine((v) => v === '' || isHttpUrl(v), `${label} must be a web address starting with http:// or https://`)
    .prefault('');

/** An optional calendar date of a record ('' for none, the default). See calendar-date.ts for the formats. */
export const dateText = (label: string) => calendarDate(label, { blank: true }).prefault('');

/**
 * A simple email check (text@text.text), the spec's registration pattern: no space or @ but the one, and a dot in
 * the domain that is neither its first nor its last character. Written so that it runs in linear time: the old
 * `^[^\s@]+@[^\s@]+\.[^\s@]+$` let the domain's two runs overlap on dots and tried every split of them (seconds for
 * 'a@' + 20,000 dots + '@'). Here the run before the dot cannot hold a dot, so there is one split to try. It
 * accepts exactly the same addresses (checked against the old pattern on every string of up to 9 characters over
 * 'a', '.', '@' and ' ').
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;
/** Longer addresses are refused before the pattern runs (RFC 5321's path limit). */
export const EMAIL_MAX = 254;

export const email = (requiredMsg = 'Email is required', invalidMsg = 'Invalid email address', label = 'Email') =>
  z
    .string({ error: missingOr(requiredMsg, invalidMsg) })
    .trim()
    .min(1, requiredMsg)
    .max(EMAIL_MAX, lengthLimit(tooLong(label, EMAIL_MAX)))
    .regex(EMAIL_PATTERN, invalidMsg)
    .transform((v) => v.toLowerCase());

export const optionalEmail = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(EMAIL_MAX, lengthLimit(tooLong(label, EMAIL_MAX)))
    .refine((v) => v === '' || EMAIL_PATTERN.test(v), 'Invalid email address')
    .prefault('');

/** Integer id-like number; '' / null -> null; numeric strings accepted. */
export const optionalInt = z.preprocess(
  // A numeric string is short: a longer one is not read (it stays text, and text is no whole number).
  (v) => (v === '' || v === undefined ? null : typeof v === 'string' && v.length <= 40 && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  // The range first: 99999999999999999999 is too large (it is also no safe integer, which zod's int() reports).
  z
    .number({ error: 'Must be a whole number' })
    .min(0, 'Must be 0 or more')
    .max(2_147_483_647, 'Number is too large')
    .int('Must be a whole number')
    .nullable(),
);

/** Money in US dollars, >= 0, at most 2 decimals. */
export const money = z.preprocess(
  (v) => (v === '' || v === undefined || v === null ? 0 : typeof v === 'string' ? Number(v) : v),
  z
    .number({ error: 'Must be an amount in dollars' })
    .finite('Must be an amount in dollars')
    .min(0, 'Must be 0 or more')
    .max(10_000_000, 'Amount is too large')
    .multipleOf(0.01, 'Must be an amount in dollars and cents (at most 2 decimals)'),
);

/** Accepts booleans and the strings 'yes'/'no'/'true'/'false' (any case, spaces trimmed). */
export const boolish = z.preprocess(
  (v) => {
    // 'Yes' and ' no ' too: the words a screen shows, in any case (a spreadsheet's cells are typed by people).
    const w = typeof v === 'string' && v.length <= 10 ? v.trim().toLowerCase() : v;
    if (w === 'yes' || w === 'true') return true;
    if (w === 'no' || w === 'false' || w === '' || w === undefined || w === null) return false;
    return v;
  },
  z.boolean({ error: 'Must be yes or no' }),
);

export const idParam = z.object({ id: z.uuid({ error: 'Invalid id' }) });

/** A teacher's record number as a path segment (what the staff lists carry). */
export const RECORD_NUMBER = /^[1-9]\d{0,8}$/;
/** teachers/{id}: the teacher's id, or (staff) its record number. */
export const teacherIdParam = z.object({
  id: z
    .string()
    .max(36, lengthLimit('Invalid id'))
    .refine((v) => RECORD_NUMBER.test(v) || z.uuid().safeParse(v).success, { error: 'Invalid id' }),
});

/**
 * Optimistic concurrency token: the updatedAt the client last saw, as the API sent it. Absent means no check;
 * anything that is not a timestamp is a 400 naming the field (not a 409: it was never a version of the record).
 */
export const updatedAtField = calendarDate('updatedAt', { kind: 'date-time', optional: true }).optional();
