import { lazy, Suspense } from 'react';
import { LoadingText } from 'shared-ui';
import type { AccountSettingsProps } from './account-props';

// Loaded on demand: the forms pull in react-hook-form and zod, which pages without them never download.
const LazyAccountSettingsCard = lazy(() => import('./account-settings-card').then((m) => ({ default: m.AccountSettingsCard })));

export function AccountSettingsCard(props: AccountSettingsProps) {
  return (
    <Suspense fallback={<LoadingText />}>
      <LazyAccountSettingsCard {...props} />
    </Suspense>
  );
}
export { AccountLinkButton, type AccountLinkButtonProps, type AccountLinkNote } from './account-link-button';
export type { AccountSettingsProps } from './account-props';
