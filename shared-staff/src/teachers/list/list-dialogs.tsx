import { Suspense, useEffect } from 'react';
import { lazyWithPreload } from 'shared-ui';
import type { QuickViewDialogProps } from './quick-view/quick-view-dialog';
import type { RecordSupervisionDialogProps } from '../supervision/record-supervision-dialog';

/**
 * The list's two dialogs, the quick view (an edit form of the whole record) and Add observation, load after the
 * list: the first rows do not wait for their form code (react-hook-form, zod and the record's schemas, about half of
 * the list screen's JavaScript). The screen preloads them once the whole list is in, so a click opens them
 * at once; a click before that shows the dialog as soon as its code arrives.
 */
const QuickView = lazyWithPreload<QuickViewDialogProps>(() =>
  import('./quick-view/quick-view-dialog').then((m) => ({ default: m.QuickViewDialog })),
);
const RecordSupervision = lazyWithPreload<RecordSupervisionDialogProps>(() =>
  import('../supervision/record-supervision-dialog').then((m) => ({ default: m.RecordSupervisionDialog })),
);

export function QuickViewDialog(props: QuickViewDialogProps) {
  return (
    <Suspense fallback={null}>
      <QuickView {...props} />
    </Suspense>
  );
}

export function RecordSupervisionDialog(props: RecordSupervisionDialogProps) {
  return (
    <Suspense fallback={null}>
      <RecordSupervision {...props} />
    </Suspense>
  );
}

/** Loads the dialogs' code once `ready` (the whole list shown). */
export function usePreloadListDialogs(ready: boolean) {
  useEffect(() => {
    if (ready) void Promise.all([QuickView.preload(), RecordSupervision.preload()]).catch(() => undefined);
  }, [ready]);
}
