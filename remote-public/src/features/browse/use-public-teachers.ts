import { useCallback, useEffect, useState } from 'react';
import { api, errorMessage } from 'shared-auth';
import { apiPaths, profileCardName, type PublicTeacher } from 'shared-domain';

export type PublicTeachersState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; teachers: PublicTeacher[] };

/**
 * GET public/teachers after the page has painted (the prerendered page stays light; no query library on the
 * public site's first load). `retry` loads again.
 */
export function usePublicTeachers() {
  const [state, setState] = useState<PublicTeachersState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    api
      .get<PublicTeacher[]>(apiPaths.publicTeachers, { signal: controller.signal })
      .then((teachers) => setState({ status: 'ready', teachers }))
      .catch((err: unknown) => {
        if (!controller.signal.aborted)
          setState({ status: 'error', message: errorMessage(err, 'Failed to load teachers. Please try again.') });
      });
    return () => controller.abort();
  }, [attempt]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}

/** The card's name: first name and last initial (the talent pool never shows a last name). */
export const cardName = (t: PublicTeacher) => profileCardName(t);
