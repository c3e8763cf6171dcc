import type { ReactElement, ReactNode } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { theme } from '../../app/theme/theme';

export const answer = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const urlOf = (input: RequestInfo | URL): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/** Stubs fetch with one answer per "METHOD /api/path" prefix; every call is recorded. */
export function stubServer(answers: Record<string, () => Response>) {
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    const call = `${init?.method ?? 'GET'} ${urlOf(input)}`;
    const match = Object.keys(answers)
      .filter((prefix) => call.startsWith(prefix))
      .sort((a, b) => b.length - a.length)[0];
    return Promise.resolve(
      match ? (answers[match]?.() ?? answer(500, {})) : answer(404, { message: `no stub for ${call}` }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  const bodiesOf = (prefix: string): unknown[] =>
    fetchMock.mock.calls
      .filter(([input, init]) => `${init?.method ?? 'GET'} ${urlOf(input)}`.startsWith(prefix))
      .map(([, init]) => (init?.body ? (JSON.parse(init.body as string) as unknown) : undefined));
  return { fetchMock, bodiesOf };
}

/** Mantine, a router at `route`, and a fresh data cache that does not retry. */
export function renderInApp(ui: ReactElement, route = '/') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>
  );
  return render(ui, { wrapper });
}
