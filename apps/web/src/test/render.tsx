import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router';
import { theme } from '../app/theme/theme';

/** Renders inside the providers a page has in the app (without transitions or portals). */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider theme={theme} env="test">
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </MantineProvider>
  );
  return render(ui, { wrapper });
}
