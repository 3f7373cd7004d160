import type { ReactElement } from 'react';
import { renderSettled as renderSettledBase, renderWithProviders as renderBase, type RenderOptions } from 'shared-auth/testing';
import { UiProvider } from '../ui-provider';

// The client test harness lives in shared-auth (which cannot depend on shared-ui); this adds the theme,
// global styles and toasts every screen here needs. Packages above shared-ui import this file.
export * from 'shared-auth/testing';

export const renderWithProviders = (ui: ReactElement, options: RenderOptions = {}) => renderBase(ui, { wrapper: UiProvider, ...options });
export const renderSettled = (ui: ReactElement, options: RenderOptions = {}) => renderSettledBase(ui, { wrapper: UiProvider, ...options });
