import { useMemo } from 'react';
import styled from 'styled-components';
import { useAccountSettings } from 'shared-auth';
import { apiPaths, type StaffArea } from 'shared-domain';
import { AccountSettingsCard, ErrorPanel, LoadingText, PageHeader } from 'shared-ui';
import { useSystemSettings } from './api/get-settings';
import { withDefaults } from './settings-form-values';
import { SystemSettingsForm } from './system-settings-form';

const StyledStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

export const SETTINGS_FETCH_FAILED = 'Failed to load system settings. Please try again later.';

export interface SystemSettingsPageProps {
  /** 'admin' edits the system settings; 'supervisor' sees them read-only. Both change their own account. */
  role: StaffArea;
}

/** Admin/supervisor settings page (product spec §2): Account Settings and the grouped system settings. */
export function SystemSettingsPage({ role }: SystemSettingsPageProps) {
  const account = useAccountSettings();
  const query = useSystemSettings();
  const settings = useMemo(() => (query.data ? withDefaults(query.data) : null), [query.data]);
  return (
    <StyledStack>
      <PageHeader title="Settings" subtitle="Your account and the program's system settings" />
      <AccountSettingsCard {...account} />
      {query.isPending && <LoadingText />}
      {query.isError && (
        <ErrorPanel
          message={SETTINGS_FETCH_FAILED}
          details={`GET /api/${apiPaths.settings}\n${query.error.message}`}
          onRetry={() => void query.refetch()}
        />
      )}
      {settings && <SystemSettingsForm settings={settings} readOnly={role !== 'admin'} />}
    </StyledStack>
  );
}
