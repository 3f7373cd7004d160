/** The screens' timings and page sizes (product spec §9). */

/** The loading splash on the admin, school and supervisor layouts. */
export const SPLASH_MS = 1200;
/** The supervisors list's minimum loading time. */
export const SUPERVISORS_MIN_LOADING_MS = 1000;
/** How long a toast shows. */
export const TOAST_MS = 3000;
/** How long an area's code may take to load before its error shows. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** The admin's inquiry list: rows per page. */
export const INQUIRIES_PAGE_SIZE = 50;
