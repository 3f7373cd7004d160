import { create } from 'zustand';
import { DEFAULT_CONTACT_EMAIL, DEFAULT_CONTACT_PHONE, DEFAULT_REMOTE_URLS, type AppConfig } from 'shared-domain';

/** Runtime configuration: the shell loads /app-config.json at start and puts it here for every remote. */
export const DEFAULT_APP_CONFIG: AppConfig = {
  apiBase: '/api/',
  contactEmail: DEFAULT_CONTACT_EMAIL,
  contactPhone: DEFAULT_CONTACT_PHONE,
  remotes: { ...DEFAULT_REMOTE_URLS },
  demoData: false,
};

export const useConfigStore = create<{ config: AppConfig }>(() => ({ config: DEFAULT_APP_CONFIG }));

export const getAppConfig = () => useConfigStore.getState().config;
export const setAppConfig = (config: Partial<AppConfig>) =>
  useConfigStore.setState({ config: { ...DEFAULT_APP_CONFIG, ...config, remotes: { ...DEFAULT_APP_CONFIG.remotes, ...config.remotes } } });
export const useAppConfig = () => useConfigStore((s) => s.config);
