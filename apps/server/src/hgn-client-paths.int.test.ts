import FindMyWay from 'find-my-way';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.js';
import { ROUTER_OPTIONS } from './app.js';
import { hgnClientCalls } from '../test/hgnClientCalls.js';

const { routes } = await createTestApp();

/** A template with its parameters unnamed and its slashes single, so `/a//{id}` and `/a/:userId` read the same. */
function shape(template: string): string {
  return template
    .replace(/\{[^}]+\}|:[A-Za-z0-9_]+/g, ':')
    .replace(/\/{2,}/g, '/')
    .replace(/\/$/, '')
    .toLowerCase();
}

/** The server's route table in a router set up as the app's own, so static segments win as they do there. */
/** Calls the original's own API also answers through a parameter route, which this server serves the same way. */
const servedThrough: Record<string, string> = Object.fromEntries(
  ['materials', 'consumables', 'reusables', 'equipments', 'tools'].map((type) => [
    `GET /api/bm/invtypes/${type}`,
    '/api/bm/invtypes/{type}',
  ]),
);

const router = FindMyWay(ROUTER_OPTIONS);
for (const route of routes) {
  if (route.method === 'HEAD') continue;
  router.on(route.method as 'GET', route.url, () => undefined, { url: route.url });
}

describe('the original HGN client’s calls', () => {
  it.each(hgnClientCalls.map(([method, template]) => ({ method, template })))(
    '$method $template is served by the route of that path',
    ({ method, template }) => {
      const url = template.replace(/\{[^}]+\}/g, 'a1b2c3d4e5f6a1b2c3d4e5f6');
      const found = router.find(method as 'GET', url);
      const served = found ? (found.store as { url: string }).url : 'nothing';
      const expected = servedThrough[`${method} ${template}`] ?? template;
      expect(served === 'nothing' ? served : shape(served)).toBe(shape(expected));
    },
  );
});
