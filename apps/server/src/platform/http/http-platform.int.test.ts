import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.js';

const { app, signedIn } = await createTestApp();

describe('the HTTP platform', () => {
  it('answers health and readiness', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).json()).toEqual({ status: 'ready' });
  });

  it('matches paths case-insensitively', async () => {
    const res = await app.inject({ method: 'GET', url: '/API/Health' });
    expect(res.statusCode).toBe(200);
  });

  it('sets the security headers on every response', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nowhere' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBeDefined();
    expect(res.headers['x-request-id']).toBeDefined();
  });

  it('answers an unknown endpoint with the error contract', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nowhere' });
    expect(res.json()).toMatchObject({ error: 'Not Found', code: 'NOT_FOUND' });
  });

  it('refuses a missing token with 401 and a bad one with 401', async () => {
    const missing = await app.inject({ method: 'GET', url: '/api/roles' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ 'error:': 'Unauthorized request', code: 'UNAUTHORIZED' });
    const bad = await app.inject({
      method: 'GET',
      url: '/api/roles',
      headers: { authorization: 'Bearer nonsense' },
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('accepts the token raw or as Bearer', async () => {
    const { token } = await signedIn('Volunteer');
    for (const authorization of [token, `Bearer ${token}`, `bearer ${token}`]) {
      const res = await app.inject({ method: 'GET', url: '/api/roles', headers: { authorization } });
      expect(res.statusCode).toBe(200);
    }
  });

  it('turns malformed JSON into a 400 without internals', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.c", "password": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' });
    expect(res.body).not.toMatch(/at .*\.js|SyntaxError|stack/i);
  });

  it('refuses NUL characters and lone surrogates with 400', async () => {
    for (const payload of [
      '{"email":"a\\u0000@b.c","password":"x"}',
      '{"email":"\\ud800@b.c","password":"x"}',
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_CHARACTERS', field: 'email' });
    }
  });

  it('refuses bodies over 1 MiB with 413 and unknown media types with 415', async () => {
    const big = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(big.statusCode).toBe(413);
    const xml = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('serves an OpenAPI 3.1 document at /api/docs', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toContain('/api/login');
    const ui = await app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('describes the answer of every operation from its contract', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
    }>();
    const undescribed = Object.entries(doc.paths)
      .filter(([path]) => !path.startsWith('/api/docs'))
      .flatMap(([path, operations]) =>
        Object.entries(operations)
          .filter(([, operation]) => Object.keys(operation.responses ?? {}).length === 0)
          .map(([method]) => `${method.toUpperCase()} ${path}`),
      );
    expect(undescribed).toEqual([]);
    expect(Object.keys(doc.paths['/api/team']?.get?.responses ?? {})).toEqual(['200']);
  });

  it('gives every operation its own security and a line naming its guard, from its contract', async () => {
    type Operation = { security?: Record<string, string[]>[]; description?: string };
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      security?: unknown;
      paths: Record<string, Record<string, Operation>>;
    }>();
    expect(doc.security).toBeUndefined();
    const operations = Object.entries(doc.paths)
      .filter(([path]) => !path.startsWith('/api/docs'))
      .flatMap(([path, byMethod]) =>
        Object.entries(byMethod).map(([method, operation]) => ({
          at: `${method.toUpperCase()} ${path}`,
          operation,
        })),
      );
    expect(operations.length).toBeGreaterThan(100);
    expect(
      operations.filter(({ operation }) => !Array.isArray(operation.security)).map(({ at }) => at),
    ).toEqual([]);
    expect(
      operations
        .filter(({ operation }) => !/Guard: .+\./.test(operation.description ?? ''))
        .map(({ at }) => at),
    ).toEqual([]);
    const op = (method: string, path: string) => doc.paths[path]?.[method];
    for (const [method, path] of [
      ['post', '/api/login'],
      ['get', '/api/health'],
      ['get', '/api/jobs'],
    ] as const) {
      expect(op(method, path)?.security, `${method} ${path}`).toEqual([]);
      expect(op(method, path)?.description).toContain('Guard: anyone, without a session.');
    }
    expect(op('get', '/api/userprofile')?.security).toEqual([{ token: [] }, { apiToken: [] }]);
    expect(op('post', '/api/logout')?.security).toEqual([{ token: [] }]);
    expect(op('post', '/api/logout')?.description).toContain('Refused to personal API tokens.');
    expect(op('delete', '/api/bm/tags/{tag}')?.security).toEqual([{ token: [] }]);
    expect(op('get', '/api/userprofile')?.description).toContain('the permission getUserProfiles');
    expect(op('delete', '/api/bm/tags/{tag}')?.description).toBe(
      'Guard: a session that opened the portal (canAccessBMPortal), then callers the policy tagAuthorOrManager admits.',
    );
  });
});
