import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClientHooks } from './apiClient';
import { ApiError } from './apiError';

const jsonResponse = (status: number, body: unknown, statusText = ''): Response =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });

function setup(token: string | null, respond: () => Promise<Response>) {
  const hooks = {
    getToken: () => token,
    onSessionRejected: vi.fn<ApiClientHooks['onSessionRejected']>(),
    onUnexpectedFailure: vi.fn<ApiClientHooks['onUnexpectedFailure']>(),
    fetch: vi.fn<typeof fetch>(respond),
  };
  return { hooks, api: createApiClient(hooks) };
}

describe('api client', () => {
  it('sends the token as a bearer header under /api', async () => {
    const { hooks, api } = setup('abc', () => Promise.resolve(jsonResponse(200, { ok: true })));
    await expect(api.request('/roles')).resolves.toEqual({ ok: true });
    const [url, init] = hooks.fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/roles');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer abc');
  });

  it('sends the headers a call names beside its own', async () => {
    const { hooks, api } = setup('abc', () => Promise.resolve(jsonResponse(200, {})));
    await api.request('/TimeEntry', { method: 'POST', body: {}, headers: { 'Idempotency-Key': 'k1' } });
    const headers = hooks.fetch.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers).toMatchObject({
      'Idempotency-Key': 'k1',
      Authorization: 'Bearer abc',
      'Content-Type': 'application/json',
    });
  });

  it('signs the user out when a signed-in call gets 401', async () => {
    const { hooks, api } = setup('abc', () =>
      Promise.resolve(jsonResponse(401, { error: 'Unauthorized request' })),
    );
    await expect(api.request('/roles')).rejects.toMatchObject({ status: 401 });
    expect(hooks.onSessionRejected).toHaveBeenCalledOnce();
    expect(hooks.onUnexpectedFailure).not.toHaveBeenCalled();
  });

  it('lets the profile fetch fail on 401 without signing out or a toast', async () => {
    const { hooks, api } = setup('abc', () => Promise.resolve(jsonResponse(401, {})));
    await expect(api.request('/userprofile/u1', { onUnauthorized: 'silent' })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(hooks.onSessionRejected).not.toHaveBeenCalled();
    expect(hooks.onUnexpectedFailure).not.toHaveBeenCalled();
  });

  it('does not treat a 401 without a token as a lost session', async () => {
    const { hooks, api } = setup(null, () => Promise.resolve(jsonResponse(401, {})));
    await expect(api.request('/logout', { method: 'POST' })).rejects.toMatchObject({ status: 401 });
    expect(hooks.onSessionRejected).not.toHaveBeenCalled();
  });

  it.each([502, 503, 302])('reports status %i as unexpected', async (status) => {
    const { hooks, api } = setup('abc', () => Promise.resolve(new Response('', { status })));
    await expect(api.request('/roles')).rejects.toMatchObject({ status });
    expect(hooks.onUnexpectedFailure).toHaveBeenCalledOnce();
  });

  it.each([400, 403, 404, 429, 500])(
    'leaves status %i to the caller, with the server words',
    async (status) => {
      const { hooks, api } = setup('abc', () =>
        Promise.resolve(jsonResponse(status, { message: 'Nope', code: 'X' })),
      );
      const error = await api.request('/roles').catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).serverMessage).toBe('Nope');
      expect(hooks.onUnexpectedFailure).not.toHaveBeenCalled();
      expect(hooks.onSessionRejected).not.toHaveBeenCalled();
    },
  );

  it('reports a network failure as unexpected, with status 0', async () => {
    const { hooks, api } = setup('abc', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(api.request('/roles')).rejects.toMatchObject({ status: 0, isNetworkFailure: true });
    expect(hooks.onUnexpectedFailure).toHaveBeenCalledOnce();
  });

  it('stays quiet when the caller aborts', async () => {
    const { hooks, api } = setup('abc', () => Promise.reject(new DOMException('aborted', 'AbortError')));
    await expect(api.request('/roles')).rejects.toMatchObject({ name: 'AbortError' });
    expect(hooks.onUnexpectedFailure).not.toHaveBeenCalled();
  });

  it("stays quiet when the caller's time limit passes, so only the caller's message shows", async () => {
    const { hooks, api } = setup('abc', () => Promise.reject(new DOMException('timed out', 'TimeoutError')));
    await expect(api.request('/team', { method: 'POST', body: {} })).rejects.toMatchObject({
      name: 'TimeoutError',
    });
    expect(hooks.onUnexpectedFailure).not.toHaveBeenCalled();
  });
});
