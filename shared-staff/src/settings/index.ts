export { SystemSettingsPage, SETTINGS_FETCH_FAILED, type SystemSettingsPageProps } from './system-settings-page';
export { SETTINGS_SAVED, SETTINGS_SAVE_FAILED } from './system-settings-form';
export { useSystemSettings, settingsQueryOptions, settingsKeys, getSettings } from '../lib/api/get-settings';
export { useUpdateSettings, updateSettings } from './api/update-settings';
