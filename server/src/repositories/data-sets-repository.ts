import type { Database } from '../db/types';

/** Which seed data sets the database holds (migration 021: the demo seed writes its row). */
export function createDataSetsRepository(db: Database) {
  return {
    /** True while the database holds the demo data set, whose sign-ins are public. */
    async holdsDemo(): Promise<boolean> {
      return (await db.query(`SELECT 1 FROM seeded_data_sets WHERE name = 'demo'`)).length > 0;
    },
  };
}
export type DataSetsRepository = ReturnType<typeof createDataSetsRepository>;
