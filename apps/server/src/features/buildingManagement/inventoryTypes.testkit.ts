// What the inventory type integration tests share: one app, an Owner and a Volunteer in the
// building portal, a picture, and readers of the tables.
import { inventoryTypeJson } from '@hgn/domain/buildingManagement';
import { count } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../../../test/app.js';
import type { inventoryUnits } from './inventory.table.js';
import { inventoryTypes } from './inventory.table.js';
import type { storedFiles } from './storedFiles.table.js';

export const t = await createTestApp();
export const db = t.database.db;
export const { call } = t;

export type Caller = Awaited<ReturnType<typeof t.inBuildingPortal>>;

export let owner: Caller;
export let volunteer: Caller;
export let ownerOutside: Awaited<ReturnType<typeof t.signedIn>>;

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 7),
]);
export const picture = `data:image/png;base64,${PNG.toString('base64')}`;

export const rows = async (table: typeof inventoryTypes | typeof inventoryUnits | typeof storedFiles) =>
  (await db.select({ n: count() }).from(table))[0]!.n;
export const typeCount = () => rows(inventoryTypes);

let serial = 0;
export const uniqueName = (what = 'Type') => `${what} ${++serial} ${Math.random().toString(36).slice(2, 7)}`;

beforeAll(async () => {
  [owner, volunteer, ownerOutside] = await Promise.all([
    t.inBuildingPortal('Owner'),
    t.inBuildingPortal('Volunteer'),
    t.signedIn('Owner'),
  ]);
  for (const unit of ['kg', 'bags', 'pieces'])
    expect((await call(owner, 'POST', '/api/bm/inventoryUnits', { unit })).statusCode).toBe(201);
});

export async function create(url: string, body: object) {
  const res = await call(owner, 'POST', url, body);
  expect(res.statusCode, res.body).toBe(201);
  return inventoryTypeJson.parse(res.json());
}
export const listOf = async (type: string, caller: Caller = owner) => {
  const res = await call(caller, 'GET', `/api/bm/invtypes/${type}`);
  expect(res.statusCode).toBe(200);
  return z.array(inventoryTypeJson).parse(res.json());
};
