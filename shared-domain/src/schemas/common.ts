import { z } from 'zod';

/** A trimmed free-text field; blank is allowed. */
export const text = (max = 500) => z.string().trim().max(max, `Must be at most ${max} characters`).prefault('');

/** '' or a calendar date / ISO timestamp (YYYY-MM-DD...). Stored as given, trimmed. */
export const dateText = z
  .string()
  .trim()
  .refine((v) => v === '' || (/^\d{4}-\d{2}-\d{2}/.test(v) && !Number.isNaN(Date.parse(v))), 'Must be a date (YYYY-MM-DD)')
  .prefault('');

/** Required ISO date. */
export const requiredDate = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .refine((v) => /^\d{4}-\d{2}-\d{2}/.test(v) && !Number.isNaN(Date.parse(v)), `${label} must be a date (YYYY-MM-DD)`);

/** A simple email check (text@text.text), the spec's registration pattern. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const email = (requiredMsg = 'Email is required', invalidMsg = 'Invalid email address') =>
  z
    .string({ error: requiredMsg })
    .trim()
    .min(1, requiredMsg)
    .max(254, invalidMsg)
    .regex(EMAIL_PATTERN, invalidMsg)
    .transform((v) => v.toLowerCase());

export const optionalEmail = z
  .string()
  .trim()
  .max(254)
  .refine((v) => v === '' || EMAIL_PATTERN.test(v), 'Invalid email address')
  .prefault('');

/** Integer id-like number; '' / null -> null; numeric strings accepted. */
export const optionalInt = z.preprocess(
  (v) => (v === '' || v === undefined ? null : typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z.number({ error: 'Must be a whole number' }).int('Must be a whole number').min(0, 'Must be 0 or more').max(2_147_483_647, 'Number is too large').nullable(),
);

/** Money in US dollars, >= 0, at most 2 decimals. */
export const money = z.preprocess(
  (v) => (v === '' || v === undefined || v === null ? 0 : typeof v === 'string' ? Number(v) : v),
  z.number({ error: 'Must be an amount in dollars' }).finite('Must be an amount in dollars').min(0, 'Must be 0 or more').max(10_000_000, 'Amount is too large'),
);

/** Accepts booleans and the strings 'yes'/'no'/'true'/'false'. */
export const boolish = z.preprocess((v) => {
  if (v === 'yes' || v === 'true') return true;
  if (v === 'no' || v === 'false' || v === '' || v === undefined || v === null) return false;
  return v;
}, z.boolean({ error: 'Must be yes or no' }));

export const idParam = z.object({ id: z.uuid({ error: 'Invalid id' }) });

/** Optimistic concurrency token: the updatedAt the client last saw. */
export const updatedAtField = z.string().trim().optional();

export type FieldErrors = Record<string, string>;
/** The JSON error body every API error carries. */
export interface ApiErrorBody {
  message: string;
  fieldErrors?: FieldErrors;
  current?: unknown;
}
