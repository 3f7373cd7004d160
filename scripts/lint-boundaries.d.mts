import type { Linter } from 'eslint';

/** The boundary rules (flat config blocks) for the repository at `root`. */
export function boundaries(root: string): Linter.Config[];
