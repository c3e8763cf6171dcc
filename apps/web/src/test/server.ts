import { vi } from 'vitest';

/** A JSON answer as the server sends it. */
export const answer = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const urlOf = (input: RequestInfo | URL): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/** Stubs fetch with one answer per "METHOD /api/path" prefix; every call is recorded. */
export function stubServer(answers: Record<string, (call: string) => Response>) {
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    const call = `${init?.method ?? 'GET'} ${urlOf(input)}`;
    const match = Object.keys(answers)
      .filter((prefix) => call.startsWith(prefix))
      .sort((a, b) => b.length - a.length)[0];
    return Promise.resolve(
      match ? (answers[match]?.(call) ?? answer(500, {})) : answer(404, { message: `no stub for ${call}` }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  const bodiesOf = (prefix: string): unknown[] =>
    fetchMock.mock.calls
      .filter(([input, init]) => `${init?.method ?? 'GET'} ${urlOf(input)}`.startsWith(prefix))
      .map(([, init]) => (init?.body ? (JSON.parse(init.body as string) as unknown) : undefined));
  return { fetchMock, bodiesOf };
}
