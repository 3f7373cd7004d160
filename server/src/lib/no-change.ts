/** Thrown inside a transaction to roll back an update that changed nothing; carries the unchanged record. */
export class NoChange<T = unknown> extends Error {
  constructor(public readonly record: T) {
    super('no change');
  }
}

/** Runs `work`; a NoChange it throws resolves to the unchanged record. */
export async function unlessUnchanged<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (err instanceof NoChange) return err.record as T;
    throw err;
  }
}
