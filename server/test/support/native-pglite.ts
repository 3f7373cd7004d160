/**
 * PGlite loaded by Node's own require (see node-environment.js). Outside jest (global setup, scripts) the
 * ordinary module is used.
 */
type PGliteModule = typeof import('@electric-sql/pglite');
const nativeRequire = (globalThis as { __nativeRequire?: (id: string) => unknown }).__nativeRequire;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const mod = (nativeRequire ? nativeRequire('@electric-sql/pglite') : require('@electric-sql/pglite')) as PGliteModule;
export const PGlite = mod.PGlite;
export type PGlite = import('@electric-sql/pglite').PGlite;
