import { inventoryTypeJson } from '@hgn/domain/buildingManagement';
import { inventoryTypeMessages as m } from '@hgn/domain/messages';
import { describe, expect, it } from 'vitest';
import { buildingProjects } from './buildingProjects.table.js';
import { inventoryItems, inventoryUnits } from './inventory.table.js';
import {
  db,
  owner,
  volunteer,
  ownerOutside,
  picture,
  rows,
  typeCount,
  uniqueName,
  create,
  listOf,
  call,
} from './inventoryTypes.testkit.js';

describe('reading the types of a category', () => {
  it('answers each list by name, with the ids of tools and equipment free and in use; returned rentals in neither', async () => {
    const equipment = await create('/api/bm/invtypes/equipment', {
      name: uniqueName('Loader'),
      desc: 'Loads',
    });
    const [project] = await db
      .insert(buildingProjects)
      .values({ name: uniqueName('Site') })
      .returning();
    const [free, busy] = await db
      .insert(inventoryItems)
      .values([
        { typeId: equipment._id, projectId: project!.id, code: 'L-1' },
        { typeId: equipment._id, projectId: project!.id, code: 'L-2', inUse: true },
        { typeId: equipment._id, projectId: project!.id, code: 'L-3', returned: true },
      ])
      .returning();
    const listed = (await listOf('equipments')).find((type) => type._id === equipment._id);
    expect(listed).toMatchObject({ available: [free!.id], using: [busy!.id] });
    const names = (await listOf('equipments')).map((type) => type.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(await listOf('Equipment')).toEqual(await listOf('equipments'));
    expect(await listOf('tools')).toEqual([]);
  });

  it('answers 404 for a list that is no category', async () => {
    const res = await call(volunteer, 'GET', '/api/bm/invtypes/gadgets');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'INVENTORY_CATEGORY_NOT_FOUND', message: m.categoryNotFound });
  });
});

describe('editing a type', () => {
  it('changes the fields given, keeps the rest, and replaces the picture when one is sent', async () => {
    const material = await create('/api/bm/invtypes/material', {
      name: uniqueName(),
      description: 'Old',
      unit: 'kg',
    });
    const res = await call(owner, 'PUT', `/api/bm/invtypes/materials/${material._id}`, {
      description: 'New',
      unit: 'Bags',
      image: picture,
    });
    expect(res.statusCode).toBe(200);
    const changed = inventoryTypeJson.parse(res.json());
    expect(changed).toEqual({ ...material, description: 'New', unit: 'bags', imageUrl: changed.imageUrl });
    expect(changed.imageUrl).not.toBeNull();
    const unchanged = await call(owner, 'PUT', `/api/bm/invtypes/material/${material._id}`, {});
    expect(unchanged.json()).toEqual(changed);
    const recased = await call(owner, 'PUT', `/api/bm/invtypes/materials/${material._id}`, {
      name: material.name.toUpperCase(),
    });
    expect(recased.json()).toMatchObject({ name: material.name.toUpperCase() });
  });

  it('refuses another type’s name in the category with 409 and its message, changing nothing', async () => {
    const [first, second] = [
      await create('/api/bm/invtypes/equipment', { name: uniqueName(), desc: 'One' }),
      await create('/api/bm/invtypes/equipment', { name: uniqueName(), desc: 'Two' }),
    ];
    const res = await call(owner, 'PUT', `/api/bm/invtypes/equipments/${second._id}`, { name: first.name });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'INVENTORY_TYPE_NAME_TAKEN',
      error: m.equipmentExists(first.name),
    });
    expect((await listOf('equipments')).find((type) => type._id === second._id)).toEqual(second);
  });

  it('keeps the equipment description rule and refuses an unlisted unit, changing nothing', async () => {
    const equipment = await create('/api/bm/invtypes/equipment', { name: uniqueName(), desc: 'Short' });
    const long = await call(owner, 'PUT', `/api/bm/invtypes/equipments/${equipment._id}`, {
      description: 'x'.repeat(151),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ field: 'description', message: m.descriptionTooLong });
    const material = await create('/api/bm/invtypes/material', { name: uniqueName(), unit: 'kg' });
    const unit = await call(owner, 'PUT', `/api/bm/invtypes/materials/${material._id}`, {
      unit: 'furlongs',
      name: 'Renamed',
    });
    expect(unit.statusCode).toBe(400);
    expect(unit.json()).toMatchObject({ field: 'unit', code: 'INVENTORY_UNIT_NOT_FOUND' });
    expect((await listOf('materials')).find((type) => type._id === material._id)).toEqual(material);
    expect((await listOf('equipments')).find((type) => type._id === equipment._id)).toEqual(equipment);
  });

  it('answers 404 for an unknown id, an id that is no id, a type of another category, or no category', async () => {
    const material = await create('/api/bm/invtypes/material', { name: uniqueName(), unit: 'kg' });
    for (const [url, code] of [
      ['/api/bm/invtypes/materials/00000000-0000-4000-8000-000000000000', 'INVENTORY_TYPE_NOT_FOUND'],
      ['/api/bm/invtypes/materials/not-an-id', 'INVENTORY_TYPE_NOT_FOUND'],
      [`/api/bm/invtypes/reusables/${material._id}`, 'INVENTORY_TYPE_NOT_FOUND'],
      [`/api/bm/invtypes/gadgets/${material._id}`, 'INVENTORY_CATEGORY_NOT_FOUND'],
    ] as const) {
      const res = await call(owner, 'PUT', url, { name: uniqueName() });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ code });
    }
    expect((await listOf('materials')).find((type) => type._id === material._id)).toEqual(material);
  });

  it('needs putInvType besides the portal: a Volunteer gets 403 and nothing changes', async () => {
    const reusable = await create('/api/bm/invtypes/reusables', { name: uniqueName() });
    const res = await call(volunteer, 'PUT', `/api/bm/invtypes/reusables/${reusable._id}`, {
      name: uniqueName(),
    });
    expect(res.statusCode).toBe(403);
    expect((await listOf('reusables')).find((type) => type._id === reusable._id)).toEqual(reusable);
  });
});

describe('the building portal guard', () => {
  it('refuses every inventory type and unit route to an Owner whose session did not open the portal', async () => {
    const material = await create('/api/bm/invtypes/material', { name: uniqueName(), unit: 'kg' });
    const [types, units] = [await typeCount(), await rows(inventoryUnits)];
    for (const [method, url, body] of [
      ['GET', '/api/bm/invtypes/materials', undefined],
      ['GET', '/api/bm/inventoryUnits', undefined],
      ['POST', '/api/bm/inventoryUnits', { unit: uniqueName('unit') }],
      ['POST', '/api/bm/invtypes/material', { name: uniqueName(), unit: 'kg' }],
      ['POST', '/api/bm/consumables', { name: uniqueName(), unit: 'kg' }],
      ['POST', '/api/bm/invtypes/reusables', { name: uniqueName() }],
      ['POST', '/api/bm/invtypes/equipment', { name: uniqueName(), desc: 'x' }],
      ['POST', '/api/bm/invtypes', { category: 'Reusable', name: uniqueName() }],
      ['PUT', `/api/bm/invtypes/materials/${material._id}`, { name: uniqueName() }],
    ] as const) {
      const res = await call(ownerOutside, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect([await typeCount(), await rows(inventoryUnits)]).toEqual([types, units]);
  });
});

describe('hostile input', () => {
  it('answers 400 naming the field, never 5xx, and writes nothing', async () => {
    const material = await create('/api/bm/invtypes/material', { name: uniqueName(), unit: 'kg' });
    const [types, units] = [await typeCount(), await rows(inventoryUnits)];
    const cases: [string, string, object, string][] = [
      ['POST', '/api/bm/invtypes/material', { name: 'x'.repeat(100_000), unit: 'kg' }, 'name'],
      ['POST', '/api/bm/invtypes/material', { name: 'a\u0000b', unit: 'kg' }, 'name'],
      ['POST', '/api/bm/invtypes/material', { name: 7, unit: 'kg' }, 'name'],
      ['POST', '/api/bm/invtypes/material', { name: ['x'], unit: 'kg' }, 'name'],
      ['POST', '/api/bm/invtypes/material', { name: uniqueName(), unit: { a: 1 } }, 'unit'],
      [
        'POST',
        '/api/bm/invtypes/material',
        { name: uniqueName(), unit: 'kg', description: 'x'.repeat(501) },
        'description',
      ],
      ['POST', '/api/bm/consumables', { name: uniqueName(), unit: 'kg', size: 'x'.repeat(101) }, 'size'],
      ['POST', '/api/bm/invtypes/reusables', { name: uniqueName(), images: 'nope' }, 'images'],
      ['POST', '/api/bm/invtypes/equipment', { name: uniqueName(), desc: 42 }, 'desc'],
      ['POST', '/api/bm/invtypes/equipment', { name: uniqueName(), desc: 'ok', fuel: ['Diesel'] }, 'fuel'],
      ['POST', '/api/bm/inventoryUnits', { unit: 'u\u0000' }, 'unit'],
      ['POST', '/api/bm/inventoryUnits', { unit: 'x'.repeat(101) }, 'unit'],
      ['POST', '/api/bm/inventoryUnits', { unit: null }, 'unit'],
      ['PUT', `/api/bm/invtypes/materials/${material._id}`, { name: 'x'.repeat(101) }, 'name'],
      ['PUT', `/api/bm/invtypes/materials/${material._id}`, { fuelType: 'Coal' }, 'fuelType'],
      ['PUT', `/api/bm/invtypes/materials/${material._id}`, { size: 5 }, 'size'],
    ];
    for (const [method, url, body, field] of cases) {
      const res = await call(owner, method as 'POST', url, body);
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(body).slice(0, 50)}`).toBe(400);
      expect(res.json()).toMatchObject({ field });
    }
    const whole = await call(owner, 'POST', '/api/bm/invtypes/material', {
      name: 'x'.repeat(3 * 1024 * 1024),
      unit: 'kg',
    });
    expect(whole.statusCode).toBe(413);
    expect([await typeCount(), await rows(inventoryUnits)]).toEqual([types, units]);
    expect((await listOf('materials')).find((type) => type._id === material._id)).toEqual(material);
  });
});
