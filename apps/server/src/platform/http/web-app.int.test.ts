import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.js';

const webDist = mkdtempSync(path.join(tmpdir(), 'hgn-web-dist-'));
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Highest Good Network</title>');
writeFileSync(path.join(webDist, 'assets', 'index-4f2a9c.js'), 'console.log(1);');
writeFileSync(path.join(webDist, 'hash.txt'), '4f2a9c');
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

const { app, signedIn } = await createTestApp({ config: { webDist } });

const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

describe('paths the web app does not own', () => {
  const serverPaths = [
    '/api',
    '/api/',
    '/API/nothing',
    '/Api/nothing/at/all',
    '/api/nothing?page=2',
    '/%61pi/nothing',
    '//api/nothing',
    '/timer-service',
    '/TIMER-SERVICE/',
    '/timer-service/anything',
    '/messaging-service',
  ];

  it.each(serverPaths)('answers %s with 404 JSON for every method, never the app page', async (url) => {
    for (const method of methods) {
      const res = await app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.headers['content-type'], `${method} ${url}`).toMatch(/^application\/json/);
      expect(res.headers['cache-control'], `${method} ${url}`).toBe('no-store');
      if (method !== 'HEAD')
        expect(res.json(), `${method} ${url}`).toMatchObject({ error: 'Not Found', code: 'NOT_FOUND' });
    }
  });

  it('still serves the app page for its own routes', async () => {
    for (const url of ['/', '/dashboard', '/userprofile/abc', '/apiary', '/timer']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).toContain('<title>Highest Good Network</title>');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });
});

describe('caching', () => {
  it('forbids storing any API answer, success or error', async () => {
    const volunteer = await signedIn('Volunteer');
    const answers = [
      await app.inject({ method: 'GET', url: '/api/health' }),
      await app.inject({ method: 'GET', url: '/api/roles', headers: volunteer.headers }),
      await app.inject({
        method: 'GET',
        url: `/api/userprofile/${volunteer.id}`,
        headers: volunteer.headers,
      }),
      await app.inject({ method: 'GET', url: '/api/roles' }),
      await app.inject({ method: 'POST', url: '/api/login', payload: {} }),
      await app.inject({ method: 'DELETE', url: '/api/roles/nothing', headers: volunteer.headers }),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 401, 400, 403]);
    for (const res of answers) expect(res.headers['cache-control']).toBe('no-store');
  });

  it('keeps the caching of the app files', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-4f2a9c.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const hash = await app.inject({ method: 'GET', url: '/hash.txt' });
    expect(hash.headers['cache-control']).toBe('no-cache');
  });
});
