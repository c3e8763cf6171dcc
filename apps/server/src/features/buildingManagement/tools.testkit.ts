// What the tools and equipment integration tests share: one app, two building projects (the first
// with a building manager), an Owner and a Volunteer in the building portal, and a valid tool to add.
import type { ToolAddedJson, ToolItemJson } from '@hgn/domain/buildingManagement';
import { count, eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { createTestApp } from '../../../test/app.js';
import {
  inventoryItems,
  inventoryItemUpdates,
  inventoryPurchases,
  inventoryTypes,
} from './inventory.table.js';

export const t = await createTestApp();
export const db = t.database.db;
export const { call } = t;

export type Caller = { id: string; email: string; headers: Record<string, string> };

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 7),
]);
export const PNG_URL = `data:image/png;base64,${PNG.toString('base64')}`;
export const NOBODY = '00000000-0000-4000-8000-000000000000';

export let owner: Caller;
export let volunteer: Caller;
export let ownerOutside: Caller;
export let manager: { id: string; email: string };
export let projectId: string;
export let otherProjectId: string;

let serial = 0;
export const uniqueName = () => `Tl${++serial}${Math.random().toString(36).slice(2, 7)}`;

export const toolTypeCount = async () =>
  (await db.select({ n: count() }).from(inventoryTypes).where(eq(inventoryTypes.category, 'Tool')))[0]!.n;
export const itemCount = async () => (await db.select({ n: count() }).from(inventoryItems))[0]!.n;
export const purchaseCount = async () => (await db.select({ n: count() }).from(inventoryPurchases))[0]!.n;
export const updateCount = async () => (await db.select({ n: count() }).from(inventoryItemUpdates))[0]!.n;

export const validTool = (overrides: object = {}) => ({
  project: projectId,
  name: uniqueName(),
  invoice: 'INV-1',
  unitPrice: 12.5,
  currency: 'USD',
  quantity: 2,
  purchaseRental: 'purchase',
  condition: 'new',
  fromDate: '2026-11-01',
  toDate: '',
  shippingFee: 3.1,
  taxes: 8,
  areaCode: '+1',
  phoneNumber: '5551234567',
  images: PNG_URL,
  link: 'https://example.org/tool',
  description: 'A sturdy hammer',
  ...overrides,
});

export async function addTool(overrides: object = {}) {
  const res = await call(owner, 'POST', '/api/bm/tools', validTool(overrides));
  expect(res.statusCode).toBe(201);
  return res.json<ToolAddedJson>();
}

export const getTool = async (id: string) =>
  (await call(owner, 'GET', `/api/bm/tools/${id}`)).json<ToolItemJson>();

beforeAll(async () => {
  [owner, volunteer, ownerOutside, manager] = await Promise.all([
    t.inBuildingPortal('Owner'),
    t.inBuildingPortal('Volunteer'),
    t.signedIn('Owner'),
    t.createUser({ firstName: 'Maria', lastName: 'Builder' }),
  ]);
  const project = await call(owner, 'POST', '/api/bm/projects', {
    name: uniqueName(),
    buildingManager: manager.id,
  });
  const other = await call(owner, 'POST', '/api/bm/projects', { name: uniqueName() });
  projectId = project.json<{ _id: string }>()._id;
  otherProjectId = other.json<{ _id: string }>()._id;
});
