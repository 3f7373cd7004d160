import type { ReactElement } from 'react';
import { renderWithProviders as renderBase, type RenderOptions } from 'shared-ui/src/test/harness';

export * from 'shared-ui/src/test/harness';

// Form tests type a lot; a busy machine (shared CPU) must not turn slowness into failures.
jest.setTimeout(20_000);

/** The staff screens render signed in as an admin unless a test says otherwise. */
export const renderWithProviders = (ui: ReactElement, options: RenderOptions = {}) => renderBase(ui, { user: 'admin', ...options });
