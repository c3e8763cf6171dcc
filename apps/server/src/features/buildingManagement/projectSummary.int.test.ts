import type { ConstructionSummaryJson, ProjectSummaryJson } from '@hgn/domain/buildingManagement';
import { addPacificDays, pacificDate, weekRange } from '@hgn/domain/time';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.js';
import { buildingProjects } from './buildingProjects.table.js';
import { inventoryItems, inventoryPurchases, inventoryStock, inventoryTypes } from './inventory.table.js';
import { siteIssues } from './siteRecords.table.js';

const t = await createTestApp();
const db = t.database.db;
const { call } = t;

let builder: Awaited<ReturnType<typeof t.inBuildingPortal>>;
let projectId: string;
let otherId: string;
const today = pacificDate(new Date());

const typeOf = async (category: string, name: string, unit = 'pieces') =>
  (await db.insert(inventoryTypes).values({ category, name, unit }).returning({ id: inventoryTypes.id }))[0]!
    .id;

beforeAll(async () => {
  builder = await t.inBuildingPortal('Volunteer');
  const [site, other] = await db
    .insert(buildingProjects)
    .values([{ name: `Summary Site ${Date.now()}` }, { name: `Summary Other ${Date.now()}` }])
    .returning({ id: buildingProjects.id });
  projectId = site!.id;
  otherId = other!.id;
  const [cement, sand, nails, hammer, mixer] = [
    await typeOf('Material', `Cement ${projectId}`, 'bags'),
    await typeOf('Material', `Sand ${projectId}`, 'kg'),
    await typeOf('Consumable', `Nails ${projectId}`),
    await typeOf('Tool', `Hammer ${projectId}`),
    await typeOf('Equipment', `Mixer ${projectId}`),
  ];
  await db.insert(inventoryStock).values([
    { projectId, typeId: cement, stockBought: 100, stockUsed: 70, stockWasted: 12, stockAvailable: 18 },
    { projectId, typeId: sand, stockBought: 50, stockUsed: 5, stockWasted: 0, stockAvailable: 45 },
    { projectId, typeId: nails, stockBought: 1000, stockUsed: 100, stockWasted: 0, stockAvailable: 900 },
    {
      projectId: otherId,
      typeId: cement,
      stockBought: 10,
      stockUsed: 0,
      stockWasted: 0,
      stockAvailable: 10,
    },
  ]);
  await db.insert(inventoryPurchases).values([
    { projectId, typeId: cement, quantity: 100, priority: 'High', status: 'Approved', unitPrice: 12.5 },
    { projectId, typeId: sand, quantity: 50, priority: 'Low', status: 'Approved' },
    { projectId, typeId: sand, quantity: 20, priority: 'Low', status: 'Pending' },
    { projectId, typeId: nails, quantity: 5, priority: 'Low', status: 'Rejected', unitPrice: 99 },
  ]);
  await db.insert(inventoryItems).values([
    { projectId, typeId: hammer, code: 'H1', condition: 'Good', totalPriceWithShipping: 49, currency: 'CAD' },
    { projectId, typeId: hammer, code: 'H2', condition: 'Lost', totalPriceWithShipping: 49, currency: 'CAD' },
    { projectId, typeId: hammer, code: 'H3', condition: 'Good', inUse: true },
    {
      projectId,
      typeId: mixer,
      code: 'M1',
      condition: 'Needs Repair',
      purchaseStatus: 'Rental',
      rentalDueDate: addPacificDays(today, -2),
    },
    {
      projectId,
      typeId: mixer,
      code: 'M2',
      condition: 'Good',
      purchaseStatus: 'Rental',
      rentalDueDate: addPacificDays(today, 30),
    },
    { projectId, typeId: mixer, code: 'M3', purchaseStatus: 'Rental', returned: true, rentalDueDate: today },
  ]);
  await db.insert(siteIssues).values([
    { projectId, title: 'Leak', type: 'Safety', date: today, text: 'Water', status: 'open' },
    {
      projectId,
      title: 'Crack',
      type: 'Safety',
      date: today,
      text: 'Wall',
      status: 'closed',
      closedAt: new Date(),
    },
    { projectId: otherId, title: 'Mud', type: 'Drainage', date: today, text: 'Road', status: 'open' },
  ]);
});

describe("a building project's summary", () => {
  it('sums stock, items, costs, rentals due and open issues from the inventory', async () => {
    const res = await call(builder, 'GET', `/api/bm/project/${projectId}/summary`);
    expect(res.statusCode).toBe(200);
    const summary = res.json<ProjectSummaryJson>();
    expect(summary.materials).toEqual({ types: 2, bought: 150, used: 75, wasted: 12, available: 63 });
    expect(summary.consumables).toEqual({ types: 1, bought: 1000, used: 100, wasted: 0, available: 900 });
    expect(summary.reusables).toEqual({ types: 0, bought: 0, used: 0, wasted: 0, available: 0 });
    expect(summary.tools).toEqual({ total: 3, available: 1, inUse: 1, conditions: { Good: 2, Lost: 1 } });
    expect(summary.equipment).toEqual({
      total: 2,
      available: 2,
      inUse: 0,
      conditions: { 'Needs Repair': 1, Good: 1 },
    });
    expect(summary.costs).toEqual([
      { currency: 'CAD', amount: 49 },
      { currency: 'USD', amount: 1250 },
    ]);
    expect(summary.openIssues).toBe(1);
    expect(summary.pendingPurchases).toBe(1);
    expect(summary.lowStock.map((row) => [row.name.split(' ')[0], row.available])).toEqual([['Cement', 18]]);
    expect(summary.rentalsDue.map((row) => [row.code, row.daysLeft])).toEqual([['M1', -2]]);
    expect(summary.weeks).toEqual({
      last: { startDate: weekRange(new Date(), -1).startDate, endDate: weekRange(new Date(), -1).endDate },
      previous: {
        startDate: weekRange(new Date(), -2).startDate,
        endDate: weekRange(new Date(), -2).endDate,
      },
    });
  });

  it('answers 404 for an unknown project or an id that is no id, 400 for a NUL, and 403 without the building portal', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope'])
      expect((await call(builder, 'GET', `/api/bm/project/${id}/summary`)).statusCode).toBe(404);
    expect((await call(builder, 'GET', '/api/bm/project/%00/summary')).statusCode).toBe(400);
    const outsider = await t.signedIn('Owner');
    expect((await call(outsider, 'GET', `/api/bm/project/${projectId}/summary`)).statusCode).toBe(403);
    expect((await call(outsider, 'GET', '/api/bm/projects/summary')).statusCode).toBe(403);
  });
});

describe('the total construction summary', () => {
  it("gives every project's figures and a total that is their sum", async () => {
    const res = await call(builder, 'GET', '/api/bm/projects/summary');
    expect(res.statusCode).toBe(200);
    const { projects, total } = res.json<ConstructionSummaryJson>();
    const site = projects.find((p) => p._id === projectId);
    const other = projects.find((p) => p._id === otherId);
    expect(site?.materials.available).toBe(63);
    expect(other).toMatchObject({ materials: { types: 1, available: 10 }, openIssues: 1, costs: [] });
    const sum = (pick: (p: (typeof projects)[number]) => number) => projects.reduce((n, p) => n + pick(p), 0);
    expect(total.materials.available).toBe(sum((p) => p.materials.available));
    expect(total.openIssues).toBe(sum((p) => p.openIssues));
    expect(total.tools.total).toBe(sum((p) => p.tools.total));
  });
});
