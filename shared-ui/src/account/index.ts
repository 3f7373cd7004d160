export { AccountSettingsCard } from './account-settings-card';
export { AccountLinkButton, type AccountLinkButtonProps } from './account-link-button';
