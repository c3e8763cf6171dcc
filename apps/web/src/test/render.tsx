import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, type InitialEntry } from 'react-router';
import { theme } from '../shared/theme/theme';

interface ProviderOptions {
  /** Where the router starts: a path, or a location carrying router state. */
  route?: InitialEntry;
  queryClient?: QueryClient;
}

/** Renders inside the providers a page has in the app (without transitions or portals). */
export function renderWithProviders(ui: ReactElement, { route = '/', queryClient }: ProviderOptions = {}) {
  const wrapper = ({ children }: { children: ReactNode }) => {
    const routed = <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>;
    return (
      <MantineProvider theme={theme} env="test">
        {queryClient ? <QueryClientProvider client={queryClient}>{routed}</QueryClientProvider> : routed}
      </MantineProvider>
    );
  };
  return render(ui, { wrapper });
}

/** The app's providers with a fresh data cache that does not retry. */
export function renderInApp(ui: ReactElement, { route }: Pick<ProviderOptions, 'route'> = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return renderWithProviders(ui, { route, queryClient });
}
