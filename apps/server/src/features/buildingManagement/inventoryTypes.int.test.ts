import { inventoryUnitJson } from '@hgn/domain/buildingManagement';
import { buildingMessages, inventoryTypeMessages as m } from '@hgn/domain/messages';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { inventoryUnits } from './inventory.table.js';
import { storedFiles } from './storedFiles.table.js';
import {
  owner,
  volunteer,
  picture,
  rows,
  typeCount,
  uniqueName,
  create,
  listOf,
  call,
} from './inventoryTypes.testkit.js';

describe('inventory units', () => {
  it('lists the units by name and adds one with 201', async () => {
    const res = await call(owner, 'POST', '/api/bm/inventoryUnits', { unit: '  m³ ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ unit: 'm³' });
    const list = await call(volunteer, 'GET', '/api/bm/inventoryUnits');
    expect(list.statusCode).toBe(200);
    const units = z
      .array(inventoryUnitJson)
      .parse(list.json())
      .map((unit) => unit.unit);
    expect(units).toEqual(['bags', 'kg', 'm³', 'pieces']);
  });

  it('refuses a unit listed already, ignoring case and spaces, with 409 and writes nothing', async () => {
    const before = await rows(inventoryUnits);
    const res = await call(owner, 'POST', '/api/bm/inventoryUnits', { unit: ' KG ' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'INVENTORY_UNIT_TAKEN',
      field: 'unit',
      message: m.unitExists('KG'),
    });
    expect(await rows(inventoryUnits)).toBe(before);
  });

  it('of ten identical additions at once, adds one and answers the others 409', async () => {
    const unit = uniqueName('unit');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call(owner, 'POST', '/api/bm/inventoryUnits', { unit })),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, ...Array<number>(9).fill(409)]);
  });

  it('refuses an empty unit with 400 and needs postInvType (403)', async () => {
    const before = await rows(inventoryUnits);
    const empty = await call(owner, 'POST', '/api/bm/inventoryUnits', { unit: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ field: 'unit', message: m.enterUnit });
    const refused = await call(volunteer, 'POST', '/api/bm/inventoryUnits', { unit: uniqueName('unit') });
    expect(refused.statusCode).toBe(403);
    expect(await rows(inventoryUnits)).toBe(before);
  });
});

describe('creating material, consumable and reusable types', () => {
  it('answers 201 with the type, its unit as listed and its stored picture', async () => {
    const files = await rows(storedFiles);
    const material = await create('/api/bm/invtypes/material', {
      name: '  Red Clay Brick ',
      description: 'Fired clay',
      unit: 'KG',
      image: picture,
    });
    expect(material).toMatchObject({
      name: 'Red Clay Brick',
      category: 'Material',
      description: 'Fired clay',
      unit: 'kg',
      size: '',
      fuelType: null,
      available: [],
      using: [],
    });
    expect(material.imageUrl).toMatch(/^\/api\/bm\/files\/[0-9a-f-]{36}$/);
    expect(await rows(storedFiles)).toBe(files + 1);
    const served = await call(volunteer, 'GET', material.imageUrl!);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await listOf('materials', volunteer)).find((type) => type._id === material._id)).toEqual(
      material,
    );

    const consumable = await create('/api/bm/consumables', {
      name: 'Wood Screws',
      description: 'Box of 100',
      unit: 'pieces',
      size: '4 x 40 mm',
      images: [picture],
    });
    expect(consumable).toMatchObject({ category: 'Consumable', unit: 'pieces', size: '4 x 40 mm' });
    expect(consumable.imageUrl).not.toBeNull();
    const reusable = await create('/api/bm/invtypes/reusables', {
      name: 'Scaffold Plank',
      description: 'Pine',
    });
    expect(reusable).toMatchObject({ category: 'Reusable', unit: '', imageUrl: null });
    expect((await listOf('consumables')).map((type) => type._id)).toContain(consumable._id);
    expect((await listOf('reusables')).map((type) => type._id)).toContain(reusable._id);
  });

  it.each([
    ['/api/bm/invtypes/material', 'materials', m.materialExists, { unit: 'kg' }],
    ['/api/bm/consumables', 'consumables', m.consumableExists, { unit: 'bags', size: 'L' }],
    ['/api/bm/invtypes/reusables', 'reusables', m.reusableExists, {}],
  ])(
    '%s refuses a name in use in its category, ignoring case and spaces, with 409',
    async (url, list, message, rest) => {
      const name = uniqueName();
      await create(url, { name, description: 'first', ...rest });
      const files = await rows(storedFiles);
      const before = await listOf(list);
      const res = await call(owner, 'POST', url, {
        name: `  ${name.toUpperCase()} `,
        description: 'again',
        image: picture,
        ...rest,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'INVENTORY_TYPE_NAME_TAKEN',
        field: 'name',
        message,
        error: message,
      });
      expect(await listOf(list)).toEqual(before);
      expect(await rows(storedFiles)).toBe(files);
    },
  );

  it('keeps names apart per category: a material and a reusable may share one', async () => {
    const name = uniqueName();
    await create('/api/bm/invtypes/material', { name, unit: 'kg' });
    await create('/api/bm/invtypes/reusables', { name });
  });

  it('refuses a unit that is not listed, or none, with 400 naming unit, writing nothing', async () => {
    const before = await typeCount();
    for (const [url, body] of [
      ['/api/bm/invtypes/material', { name: uniqueName(), unit: 'furlongs' }],
      ['/api/bm/consumables', { name: uniqueName(), unit: 'furlongs', size: 'M' }],
    ] as const) {
      const res = await call(owner, 'POST', url, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'INVENTORY_UNIT_NOT_FOUND',
        field: 'unit',
        message: m.unknownUnit,
      });
    }
    const none = await call(owner, 'POST', '/api/bm/invtypes/material', { name: uniqueName() });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ field: 'unit', message: m.chooseUnit });
    expect(await typeCount()).toBe(before);
  });

  it('refuses a picture that is not a png or jpeg with 400 naming it, writing nothing', async () => {
    const [types, files] = [await typeCount(), await rows(storedFiles)];
    const svg = `data:image/png;base64,${Buffer.from('<svg></svg>').toString('base64')}`;
    for (const [body, field] of [
      [{ image: svg }, 'image'],
      [{ images: [svg] }, 'images'],
      [{ image: 'https://example.com/a.png' }, 'image'],
      [{ images: [picture, picture] }, 'images'],
    ] as const) {
      const res = await call(owner, 'POST', '/api/bm/invtypes/material', {
        name: uniqueName(),
        unit: 'kg',
        ...body,
      });
      expect(res.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(res.json()).toMatchObject({ field });
    }
    expect(
      res400Message(
        await call(owner, 'POST', '/api/bm/invtypes/reusables', { name: uniqueName(), image: svg }),
      ),
    ).toBe(buildingMessages.imageNotPermitted);
    expect([await typeCount(), await rows(storedFiles)]).toEqual([types, files]);
  });

  it('of ten identical creations at once, makes one and answers the others 409', async () => {
    const name = uniqueName();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(owner, 'POST', '/api/bm/invtypes/material', { name, unit: 'kg', image: picture }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, ...Array<number>(9).fill(409)]);
    for (const res of answers.filter((answer) => answer.statusCode === 409))
      expect(res.json()).toMatchObject({ message: m.materialExists });
    expect((await listOf('materials')).filter((type) => type.name === name)).toHaveLength(1);
  });

  it('needs postInvType besides the portal: a Volunteer gets 403 and nothing is written', async () => {
    const before = await typeCount();
    for (const [url, body] of [
      ['/api/bm/invtypes/material', { name: uniqueName(), unit: 'kg' }],
      ['/api/bm/consumables', { name: uniqueName(), unit: 'kg' }],
      ['/api/bm/invtypes/reusables', { name: uniqueName() }],
      ['/api/bm/invtypes/equipment', { name: uniqueName(), desc: 'Big' }],
      ['/api/bm/invtypes', { category: 'Reusable', name: uniqueName() }],
    ] as const) {
      const res = await call(volunteer, 'POST', url, body);
      expect(res.statusCode, url).toBe(403);
    }
    expect(await typeCount()).toBe(before);
  });
});

const res400Message = (res: { statusCode: number; json: () => unknown }) => {
  expect(res.statusCode).toBe(400);
  return (res.json() as { message: string }).message;
};

describe('creating equipment types', () => {
  it('answers 201 with the type; fuel defaults to Diesel and description stands in for desc', async () => {
    const loader = await create('/api/bm/invtypes/equipment', {
      name: 'Skid Loader',
      desc: 'Compact',
      fuel: 'Gasoline',
    });
    expect(loader).toMatchObject({
      name: 'Skid Loader',
      category: 'Equipment',
      description: 'Compact',
      fuelType: 'Gasoline',
      unit: '',
      available: [],
      using: [],
    });
    const mixer = await create('/api/bm/invtypes/equipment', { name: uniqueName(), description: 'Mixes' });
    expect(mixer).toMatchObject({ description: 'Mixes', fuelType: 'Diesel' });
    expect((await listOf('equipments')).map((type) => type._id)).toEqual(
      expect.arrayContaining([loader._id, mixer._id]),
    );
  });

  it('answers each rule with its message (spec 002, 5), writing nothing', async () => {
    const before = await typeCount();
    const cases: [object, string, string][] = [
      [{ desc: 'A thing' }, 'name', m.enterName],
      [{ name: '   ', desc: 'A thing' }, 'name', m.enterName],
      [{ name: uniqueName() }, 'desc', m.enterDescription],
      [{ name: uniqueName(), desc: '  ' }, 'desc', m.enterDescription],
      [{ name: uniqueName(), desc: 'x'.repeat(151) }, 'desc', m.descriptionTooLong],
      [{ name: uniqueName(), description: 'x'.repeat(151) }, 'description', m.descriptionTooLong],
      [{ name: uniqueName(), desc: 'A thing', fuel: 'Coal' }, 'fuel', m.chooseFuel],
      [{ name: uniqueName(), desc: 'A thing', fuel: 'diesel' }, 'fuel', m.chooseFuel],
    ];
    for (const [body, field, message] of cases) {
      const res = await call(owner, 'POST', '/api/bm/invtypes/equipment', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.json()).toMatchObject({ field, message });
    }
    expect(await typeCount()).toBe(before);
    await create('/api/bm/invtypes/equipment', {
      name: uniqueName(),
      desc: 'x'.repeat(150),
      fuel: 'Natural Gas',
    });
  });

  it('refuses a name in use with 409 {error: Equipment with name "X" already exists.}', async () => {
    const name = uniqueName('Excavator');
    await create('/api/bm/invtypes/equipment', { name, desc: 'Digs' });
    const before = await listOf('equipments');
    const res = await call(owner, 'POST', '/api/bm/invtypes/equipment', {
      name: ` ${name.toLowerCase()}`,
      desc: 'Again',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'INVENTORY_TYPE_NAME_TAKEN',
      error: m.equipmentExists(name.toLowerCase()),
      message: m.equipmentExists(name.toLowerCase()),
    });
    expect(await listOf('equipments')).toEqual(before);
  });

  it('of ten identical creations at once, makes one and answers the others 409', async () => {
    const name = uniqueName('Crane');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(owner, 'POST', '/api/bm/invtypes/equipment', { name, desc: 'Lifts' }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, ...Array<number>(9).fill(409)]);
  });
});

describe('creating a type of the category in the body', () => {
  it('creates each category with its fields and messages', async () => {
    const material = await create('/api/bm/invtypes', {
      category: 'Material',
      name: uniqueName(),
      unit: 'bags',
    });
    expect(material).toMatchObject({ category: 'Material', unit: 'bags' });
    const equipment = await create('/api/bm/invtypes', {
      category: 'Equipment',
      name: uniqueName(),
      desc: 'Hauls',
    });
    expect(equipment).toMatchObject({ category: 'Equipment', fuelType: 'Diesel' });
    const again = await call(owner, 'POST', '/api/bm/invtypes', {
      category: 'Material',
      name: material.name,
      unit: 'bags',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: m.materialExists });
    const undescribed = await call(owner, 'POST', '/api/bm/invtypes', {
      category: 'Equipment',
      name: uniqueName(),
    });
    expect(undescribed.json()).toMatchObject({ field: 'desc', message: m.enterDescription });
  });

  it('refuses an unknown category, or Tool (made with its items), with 400 naming category', async () => {
    const before = await typeCount();
    for (const category of ['Tool', 'Gadget', undefined, 7]) {
      const res = await call(owner, 'POST', '/api/bm/invtypes', { category, name: uniqueName(), desc: 'x' });
      expect(res.statusCode, String(category)).toBe(400);
      expect(res.json()).toMatchObject({ field: 'category', message: m.chooseCategory });
    }
    expect(await typeCount()).toBe(before);
  });
});
