import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { UiProvider } from '../ui-provider';

/** Renders through the real providers (theme, toasts, router). */
export function renderUi(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <UiProvider>{ui}</UiProvider>
    </MemoryRouter>,
  );
}
