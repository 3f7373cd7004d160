import { useEffect, useState } from 'react';

declare global {
  // Set by the jest setup so splash and minimum-loading waits are skipped in tests.
  var __TEST_NO_DELAYS__: boolean | undefined;
}

const noDelays = () => globalThis.__TEST_NO_DELAYS__ === true;

/** Resolves after `ms`, or at once when delays are switched off for tests. */
export function delay(ms: number): Promise<void> {
  if (noDelays() || ms <= 0) return Promise.resolve();
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** False until `ms` have passed since the component mounted (true at once in tests). */
export function useMinimumDelay(ms: number): boolean {
  const [done, setDone] = useState(() => noDelays() || ms <= 0);
  useEffect(() => {
    if (done) return;
    const id = setTimeout(() => setDone(true), ms);
    return () => clearTimeout(id);
  }, [done, ms]);
  return done;
}
