import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.js';

/**
 * Who may call each endpoint, written by hand. A new route, or a changed guard, must be added here
 * on purpose: the registry of declared guards has to match this table exactly.
 */
const expectedGuards: Record<string, string> = {
  'GET /api/health': 'public',
  'GET /api/ready': 'public',
  'POST /api/login': 'public',
  'POST /api/logout': 'signedIn',
  'GET /api/refreshToken/:userId': 'signedIn',
  'PATCH /api/userProfile/:userId/updatePassword': 'signedIn',
  'POST /api/userProfile/:userId/updatePassword': 'signedIn',
  'GET /api/roles': 'signedIn',
  'GET /api/userprofile/:userId': 'signedIn',
  'PUT /api/userprofile/:userId/preferences': 'policy:self',
  'GET /api/getTimeOffRequests': 'signedIn',
  'GET /api/emailoutbox': 'policy:owner',
  'GET /api/emailoutbox/:id': 'policy:owner',
};

const { routes } = await createTestApp();

describe('the guard registry', () => {
  it('declares exactly the guards of the hand-written table', () => {
    const declared = Object.fromEntries(
      routes.filter((r) => !r.url.toLowerCase().startsWith('/api/docs')).map((r) => [`${r.method} ${r.url}`, r.guard]),
    );
    expect(declared).toEqual(expectedGuards);
  });

  it('leaves only the documentation public besides the table', () => {
    const docs = routes.filter((r) => r.url.toLowerCase().startsWith('/api/docs'));
    expect(docs.length).toBeGreaterThan(0);
    expect(docs.every((r) => r.guard === 'public' && r.method === 'GET')).toBe(true);
  });
});
