import { lazy, Suspense } from 'react';
import { LoadingText } from '../loading-text';

// Loaded on demand: the forms pull in react-hook-form and zod, which pages without them never download.
const LazyAccountSettingsCard = lazy(() => import('./account-settings-card').then((m) => ({ default: m.AccountSettingsCard })));

export function AccountSettingsCard() {
  return (
    <Suspense fallback={<LoadingText />}>
      <LazyAccountSettingsCard />
    </Suspense>
  );
}
export { AccountLinkButton, type AccountLinkButtonProps } from './account-link-button';
