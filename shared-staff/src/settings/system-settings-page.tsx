import { useMemo } from 'react';
import styled from 'styled-components';
import { useAccountSettings } from 'shared-auth';
import { apiPaths, type StaffArea } from 'shared-domain';
import { LoadingText } from 'shared-ui';
import { AccountSettingsCard, PageHeader } from 'shared-ui/staff';
import { useSystemSettings } from '../lib/api/get-settings';
import { withDefaults } from './settings-form-values';
import { SystemSettingsForm } from './system-settings-form';
import { QueryErrorPanel } from '../lib/query-error-panel';
import { TwoFactorCard } from './two-factor-card';

const StyledStack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
`;

export const SETTINGS_FETCH_FAILED = 'Failed to load system settings. Please try again later.';

export interface SystemSettingsPageProps {
  /** 'admin' edits the system settings; 'supervisor' sees them read-only. Both change their own account. */
  role: StaffArea;
}

/** Admin/supervisor settings page (product spec §2): Account Settings, two-factor sign-in and the grouped system settings. */
export function SystemSettingsPage({ role }: SystemSettingsPageProps) {
  const account = useAccountSettings();
  const query = useSystemSettings();
  const settings = useMemo(() => (query.data ? withDefaults(query.data) : null), [query.data]);
  return (
    <StyledStack>
      <PageHeader title="Settings" subtitle="Your account and the program's system settings" />
      <AccountSettingsCard {...account} />
      <TwoFactorCard />
      {query.isPending && <LoadingText />}
      {query.isError && <QueryErrorPanel query={query} message={SETTINGS_FETCH_FAILED} request={`GET /api/${apiPaths.settings}`} />}
      {settings && <SystemSettingsForm settings={settings} readOnly={role !== 'admin'} />}
    </StyledStack>
  );
}
