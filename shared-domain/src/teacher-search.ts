import { TEACHER_SEARCH_MAX } from './constants';
import type { TeacherListItem } from './schemas/responses/teacher-list';

/**
 * The search: one meaning of the staff list's search, used by the browser below the list's threshold and,
 * the same, in SQL above it (server/migrations/026-teacher-search.sql keeps `teacher_search.haystack`, folded by
 * `search_fold()`, whose table a server test checks against `foldSearch`).
 *
 * - Fields: first and last name, TEA ID, e-mail and record number.
 * - Accent- and case-insensitive: "Pérez" finds "Perez" and back.
 * - Order-insensitive: every word of the query must occur somewhere ("Delgado, Rosa" finds Rosa Delgado).
 */

/** Lower case without accents (NFD, combining marks removed). */
export const foldSearch = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The words of a query, folded; commas, semicolons and spaces separate them. */
export const searchTerms = (query: string): string[] =>
  foldSearch(query.slice(0, TEACHER_SEARCH_MAX))
    .split(/[\s,;]+/)
    .filter(Boolean);

/** What a teacher's search looks in (folded), in the order the SQL column keeps it. */
export const searchHaystack = (t: {
  ref: number;
  name: { first: string; last: string };
  teaId: number | null | undefined;
  contact: { email: string | null | undefined };
}): string => foldSearch([t.name.first, t.name.last, t.teaId ?? '', t.contact.email ?? '', t.ref].join(' '));

/** True when every term occurs in the haystack. */
export const matchesTerms = (haystack: string, terms: readonly string[]): boolean => terms.every((w) => haystack.includes(w));

/** The search on one list row (a convenience: a list folds each row once and calls matchesTerms). */
export const matchesSearch = (t: TeacherListItem, query: string): boolean => matchesTerms(searchHaystack(t), searchTerms(query));
