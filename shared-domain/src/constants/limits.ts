/** How much one request, file or field may hold. */

/** Spreadsheet import of teacher records: the largest file and the most data rows one request takes. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 20_000;
/**
 * The largest request body, checked while it arrives, before it is parsed. A route without a token, or
 * one any signed-in account may call, or one only for schools takes small forms: 64 KB. Staff routes keep 5 MB: a
 * teacher record may carry hundreds of notes. The import has its own limit (IMPORT_MAX_BYTES, multipart).
 */
export const PUBLIC_BODY_MAX_BYTES = 64 * 1024;
export const STAFF_BODY_MAX_BYTES = 5 * 1024 * 1024;
/** A teacher-record draft kept on the server: the largest one, as JSON text. */
export const DRAFT_MAX_BYTES = 512 * 1024;

/** The longest reason an admin may give for removing an observation. */
export const OBSERVATION_REMOVAL_REASON_MAX = 2000;
/** The longest search the staff list takes (characters; teacher-search.ts). */
export const TEACHER_SEARCH_MAX = 200;
