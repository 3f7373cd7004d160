import type { Linter } from 'eslint';

/** The boundary rules (flat config blocks) for the repository at `root`. */
export function boundaries(root: string): Linter.Config[];

/** The shared packages in the order they build on each other (one imports only those before it). */
export const SHARED_ORDER: readonly string[];

/** shared-staff's folders that every feature may use. */
export const STAFF_COMMON: readonly string[];
