// The original client's writes of the building area, replayed as it sends them: inventory types and
// units, purchase requests, stock use, the daily tool log, lessons, tags and the external team
// (test/replay.ts). Every caller's session opened the building portal.
import { beforeAll, describe } from 'vitest';
import { createTestApp } from '../test/app.js';
import {
  elementWith,
  goneFrom,
  holding,
  idOf,
  replayWrites,
  unique,
  type WriteCase,
} from '../test/replay.js';
import type { Caller } from '../test/work.js';
import {
  inventoryItems,
  inventoryStock,
  inventoryTypes,
} from './features/buildingManagement/inventory.table.js';

const t = await createTestApp();
const { db } = t.database;

type Fixtures = { owner: Caller; projectId: string };
let fixtures: Fixtures;

beforeAll(async () => {
  const owner = await t.inBuildingPortal('Owner');
  const project = await t.call(owner, 'POST', '/api/bm/projects', { name: 'Replay Site' });
  fixtures = { owner, projectId: project.json<{ _id: string }>()._id };
});

const itemType = async (category: string) => {
  const [row] = await db
    .insert(inventoryTypes)
    .values({ category, name: unique(category), unit: 'kg' })
    .returning();
  return row!;
};
const typeOf = (category: string) => async () => ({ id: (await itemType(category)).id });
const stockOf = (category: string) => async (f: Fixtures) => {
  const type = await itemType(category);
  const [row] = await db
    .insert(inventoryStock)
    .values({ projectId: f.projectId, typeId: type.id, stockBought: 20, stockAvailable: 20 })
    .returning();
  return { id: row!.id, typeId: type.id };
};
const stocked = stockOf('Material');
const tool = async (f: Fixtures) => {
  const type = await itemType('Tool');
  const [item] = await db
    .insert(inventoryItems)
    .values({ typeId: type.id, projectId: f.projectId, code: 'T-7' })
    .returning();
  return { id: item!.id, typeId: type.id, name: type.name };
};
const lesson = async (f: Fixtures) => {
  const res = await t.call(f.owner, 'POST', '/api/bm/lessons/new', {
    title: unique('lesson'),
    content: '<p>Set up</p>',
    tags: [],
    relatedProject: f.projectId,
    allowedRoles: [],
  });
  return { id: idOf(res.json()) };
};
const unit = (name: string) => async (f: Fixtures) => {
  await t.call(f.owner, 'POST', '/api/bm/inventoryUnits', { unit: name });
  return {};
};
const inList = (key: string, value: string) => (json: unknown) => elementWith(json, key, value);
/** The purchase requests of a stock list's row of one type. */
const purchasesOf = (json: unknown, made: { id?: string }) =>
  (json as { itemType: { _id: string }; purchaseRecord: unknown[] }[]).find(
    (row) => row.itemType._id === made.id,
  )?.purchaseRecord[0];
/** The purchase form's body (PurchaseForm.jsx): the quantity as typed, a text. */
const purchase = (f: Fixtures, secondaryId: string | undefined) => ({
  primaryId: f.projectId,
  secondaryId,
  quantity: '5',
  priority: 'High',
  brand: 'Acme',
});

/**
 * The update form's body (UpdateMaterial.jsx): the quantities as typed, texts; the stock row as the
 * list answered it, with the available stock the form worked out.
 */
const usage = (made: { id?: string }) => ({
  date: '2026-11-20',
  quantityUsed: '4',
  quantityWasted: '1',
  QtyUsedLogUnit: 'unit',
  QtyWastedLogUnit: 'unit',
  material: { _id: made.id, stockBought: 20, stockAvailable: 20, stockUsed: 0, stockWasted: 0 },
  newAvailable: 15,
});
/** The read-back of a use: the stock row of the category's list, 4 used and 1 wasted of 20. */
const usedUp = (list: string) => ({
  url: (f: Fixtures) => `/api/bm/${list}?project=${f.projectId}`,
  pick: (json: unknown, made: { id?: string }) => elementWith(json, '_id', made.id),
  holds: () => ({ stockUsed: 4, stockWasted: 1, stockAvailable: 15 }),
});

const cases: WriteCase<Fixtures>[] = [
  {
    write: 'POST /api/bm/invtypes/material',
    setUp: unit('pallets'),
    body: () => ({ name: 'Replay Brick', description: 'Fired clay brick', unit: 'pallets' }),
    readBack: {
      url: () => '/api/bm/invtypes/materials',
      pick: inList('name', 'Replay Brick'),
      holds: () => ({ description: 'Fired clay brick', unit: 'pallets' }),
    },
  },
  {
    write: 'POST /api/bm/consumables',
    setUp: unit('boxes'),
    body: () => ({ name: 'Replay Screws', description: 'Wood screws', unit: 'boxes', size: '4 cm' }),
    readBack: {
      url: () => '/api/bm/invtypes/consumables',
      pick: inList('name', 'Replay Screws'),
      holds: () => ({ description: 'Wood screws', unit: 'boxes', size: '4 cm' }),
    },
  },
  {
    write: 'POST /api/bm/invtypes',
    body: () => ({ category: 'Reusable', name: 'Replay Scaffold', description: 'Steel scaffold' }),
    readBack: {
      url: () => '/api/bm/invtypes/reusables',
      pick: inList('name', 'Replay Scaffold'),
      holds: () => ({ description: 'Steel scaffold' }),
    },
  },
  {
    write: 'POST /api/bm/inventoryUnits',
    body: () => ({ unit: 'Replay crates' }),
    readBack: {
      url: () => '/api/bm/inventoryUnits',
      pick: (json) => ({ listed: JSON.stringify(json).includes('Replay crates') }),
      holds: () => ({ listed: true }),
    },
  },
  {
    write: 'POST /api/bm/materials',
    setUp: typeOf('Material'),
    body: (f, made) => purchase(f, made.id),
    readBack: {
      url: (f) => `/api/bm/materials?project=${f.projectId}`,
      pick: purchasesOf,
      holds: () => ({ quantity: 5, priority: 'High', brand: 'Acme', status: 'Pending' }),
    },
  },
  {
    write: 'POST /api/bm/consumables/purchase',
    setUp: typeOf('Consumable'),
    body: (f, made) => purchase(f, made.id),
    readBack: {
      url: (f) => `/api/bm/consumables?project=${f.projectId}`,
      pick: purchasesOf,
      holds: () => ({ quantity: 5, priority: 'High', brand: 'Acme' }),
    },
  },
  {
    write: 'POST /api/bm/reusables/purchase',
    setUp: typeOf('Reusable'),
    body: (f, made) => purchase(f, made.id),
    readBack: {
      url: (f) => `/api/bm/reusables?project=${f.projectId}`,
      pick: purchasesOf,
      holds: () => ({ quantity: 5, priority: 'High', brand: 'Acme' }),
    },
  },
  {
    write: 'POST /api/bm/tools/purchase',
    setUp: typeOf('Tool'),
    body: (f, made) => ({
      projectId: f.projectId,
      toolId: made.id,
      quantity: 2,
      priority: 'Medium',
      estTime: '3 weeks',
      desc: 'Cutting the roof beams',
      makeModel: 'Makita',
    }),
    readBack: {
      url: () => '/api/bm/tools/purchases',
      pick: (json, made) =>
        (json as { itemType: { _id: string } }[]).find((request) => request.itemType._id === made.id),
      holds: () => ({
        quantity: 2,
        priority: 'Medium',
        estTime: '3 weeks',
        usageDesc: 'Cutting the roof beams',
        makeModelPref: 'Makita',
      }),
    },
  },
  {
    write: 'POST /api/bm/equipment/purchase',
    setUp: typeOf('Equipment'),
    body: (f, made) => ({
      projectId: f.projectId,
      equipmentId: made.id,
      quantity: 1,
      priority: 'Low',
      estTime: '2 days',
      desc: 'Digging the foundation',
      makeModel: 'Bobcat',
    }),
    readBack: {
      url: () => '/api/bm/equipment/purchases',
      pick: (json, made) =>
        (json as { itemType: { _id: string } }[]).find((request) => request.itemType._id === made.id),
      holds: () => ({
        quantity: 1,
        priority: 'Low',
        estTime: '2 days',
        usageDesc: 'Digging the foundation',
        makeModelPref: 'Bobcat',
      }),
    },
  },
  {
    write: 'POST /api/bm/updateMaterialStatus',
    setUp: async (f) => {
      const type = await itemType('Material');
      const res = await t.call(f.owner, 'POST', '/api/bm/materials', purchase(f, type.id));
      return { id: type.id, purchaseId: idOf(res.json()) };
    },
    body: (_f, made) => ({ purchaseId: made.purchaseId, status: 'Approved', quantity: 5, unitPrice: 12 }),
    readBack: {
      url: (f) => `/api/bm/materials?project=${f.projectId}`,
      pick: purchasesOf,
      holds: () => ({ status: 'Approved' }),
    },
  },
  {
    write: 'POST /api/bm/updateMaterialRecord',
    setUp: stocked,
    body: (_f, made) => usage(made),
    readBack: usedUp('materials'),
  },
  {
    write: 'POST /api/bm/updateConsumablesRecord',
    setUp: stockOf('Consumable'),
    body: (_f, made) => usage(made),
    readBack: usedUp('consumables'),
  },
  {
    write: 'POST /api/bm/updateReusableRecord',
    setUp: stockOf('Reusable'),
    body: (_f, made) => usage(made),
    readBack: usedUp('reusables'),
  },
  {
    write: 'POST /api/bm/updateMaterialRecordBulk',
    setUp: stocked,
    // The bulk form's body (UpdateMaterialsBulk.jsx): each row as the single form holds it, one day.
    body: (_f, made) => ({ upadateMaterials: [usage(made)], date: '2026-11-20' }),
    readBack: usedUp('materials'),
  },
  {
    write: 'POST /api/bm/updateReusableRecordBulk',
    setUp: stockOf('Reusable'),
    body: (_f, made) => ({ upadateMaterials: [usage(made)], date: '2026-11-20' }),
    readBack: usedUp('reusables'),
  },
  {
    write: 'POST /api/bm/tools/',
    // The add-tool form's body (AddToolForm.jsx): its numbers as typed, its phone as the phone
    // picker gives it, with the country's code, and its fixed project, which names none here: the
    // phone is refused (ten digits without the code) and so is the project.
    body: () => ({
      project: 'Project1',
      name: 'Replay saw',
      invoice: 'INV-7',
      unitPrice: '12.5',
      currency: 'USD',
      quantity: '3',
      purchaseRental: 'purchase',
      condition: 'New',
      fromDate: '2026-11-01',
      toDate: '',
      shippingFee: '',
      taxes: '8',
      areaCode: '1',
      phoneNumber: '15551234567',
      link: 'https://example.org/saw',
      description: 'A sharp saw',
      category: 'Tool',
      totalPriceWithShipping: '40.50',
    }),
    refuses: 'phoneNumber',
  },
  {
    write: 'POST /api/bm/tools/log',
    setUp: tool,
    // The daily log's body (LogTools.jsx): each item also as the picker's option.
    body: (_f, made) => ({
      action: 'Check Out',
      date: '2026-11-21',
      typesArray: [
        {
          toolType: made.typeId,
          toolName: made.name,
          toolItems: [made.id],
          toolCodes: [{ value: made.id, label: 'T-7', type: made.typeId, name: made.name }],
        },
      ],
    }),
    readBack: {
      url: (_f, made) => `/api/bm/tools/${made.id}`,
      holds: (_f, made) => ({
        itemType: { using: [made.id] },
        logRecord: [{ type: 'Check Out', date: '2026-11-21' }],
      }),
    },
  },
  {
    write: 'POST /api/bm/lessons/new',
    // The lesson form's body (LessonForm.jsx); the author is the sender.
    body: (f) => ({
      title: 'Replay lesson',
      content: '<p>Let the <strong>walls</strong> dry a week.</p>',
      tags: ['Replay tag'],
      relatedProject: f.projectId,
      allowedRoles: ['Manager'],
      author: f.owner.id,
    }),
    readBack: {
      url: (_f, _m, answer) => `/api/bm/lesson/${idOf(answer)}`,
      holds: (f) => ({
        title: 'Replay lesson',
        content: holding('<strong>walls</strong>'),
        tags: ['Replay tag'],
        relatedProject: { id: f.projectId },
        allowedRoles: ['Manager'],
        author: { id: f.owner.id },
      }),
    },
  },
  {
    write: 'PUT /api/bm/lesson/',
    setUp: lesson,
    url: (_f, made) => `/api/bm/lesson/${made.id}`,
    body: () => ({ content: '<p>Edited: two weeks in the rain.</p>' }),
    readBack: {
      url: (_f, made) => `/api/bm/lesson/${made.id}`,
      holds: () => ({ content: holding('two weeks in the rain') }),
    },
  },
  {
    write: 'PUT /api/bm/lesson/{lessonId}/like',
    setUp: lesson,
    url: (_f, made) => `/api/bm/lesson/${made.id}/like`,
    readBack: {
      url: (_f, made) => `/api/bm/lesson/${made.id}`,
      holds: () => ({ totalLikes: 1, likedByMe: true }),
    },
  },
  {
    write: 'DELETE /api/bm/lesson/',
    setUp: lesson,
    url: (_f, made) => `/api/bm/lesson/${made.id}`,
    readBack: goneFrom(() => '/api/bm/lessons'),
  },
  {
    write: 'POST /api/bm/tags',
    body: () => ({ tag: 'Replay Roofing' }),
    readBack: {
      url: () => '/api/bm/tags',
      pick: (json) => ({ listed: JSON.stringify(json).includes('Replay Roofing') }),
      holds: () => ({ listed: true }),
    },
  },
  {
    write: 'DELETE /api/bm/tags',
    setUp: async (f) => {
      await t.call(f.owner, 'POST', '/api/bm/tags', { tag: 'Replay Unused' });
      return {};
    },
    body: () => ({ tags: ['Replay Unused'] }),
    readBack: {
      url: () => '/api/bm/tags',
      pick: (json) => ({ listed: JSON.stringify(json).includes('Replay Unused') }),
      holds: () => ({ listed: false }),
    },
  },
  {
    write: 'POST /api/bm/externalTeam',
    body: () => ({
      firstName: 'Ana',
      lastName: 'Replay',
      role: 'other',
      roleSpecify: 'Electrician',
      team: 'other',
      teamSpecify: 'Sparks Ltd',
      email: 'ana.replay@example.org',
      countryCode: '+1',
      phone: '5551234567',
    }),
    readBack: {
      url: () => '/api/bm/externalTeam',
      pick: inList('lastName', 'Replay'),
      holds: () => ({
        firstName: 'Ana',
        email: 'ana.replay@example.org',
        countryCode: '+1',
        phone: holding('555'),
      }),
    },
  },
];

describe("the original client's writes of the building area, replayed", () => {
  replayWrites(t, () => fixtures, cases);
});
