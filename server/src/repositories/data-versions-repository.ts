import type { Sql } from '../db/types';

/**
 * The list versions (data_versions: one counter per listed table, raised by its triggers, and the database's
 * `_epoch`), which the list caches compare.
 */
export function createDataVersionsRepository(db: Sql) {
  return {
    /** `_epoch` and the versions of `tables`, ordered by name. */
    async versions(tables: readonly string[]): Promise<{ name: string; v: string }[]> {
      return db.query<{ name: string; v: string }>(
        `SELECT name, v::text AS v FROM data_versions WHERE name = '_epoch' OR name = ANY($1::text[]) ORDER BY name`,
        [tables],
      );
    },
  };
}
