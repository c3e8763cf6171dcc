// The building area's demo inventory, on Earthbag Village: counted stock with its purchases and use,
// tools and a rented mixer, and an open site issue, so its project page and the construction summary
// show what a working site looks like.
import { addPacificDays, pacificDate } from '@hgn/domain/time';
import type { DbOrTransaction } from '../db.js';
import {
  inventoryItems,
  inventoryPurchases,
  inventoryStock,
  inventoryStockUpdates,
  inventoryTypes,
} from '../features/buildingManagement/inventory.table.js';
import {
  buildingLessons,
  buildingLessonTags,
  buildingTags,
} from '../features/buildingManagement/lessons.table.js';
import { siteIssues } from '../features/buildingManagement/siteRecords.table.js';

const countedTypes = [
  {
    category: 'Material',
    name: 'Cement',
    description: 'Portland cement in 25 kg bags',
    unit: 'bags',
    bought: 120,
    used: 90,
    wasted: 6,
    price: 12.5,
  },
  {
    category: 'Material',
    name: 'Earthbags',
    description: 'Polypropylene bags for the walls',
    unit: 'pieces',
    bought: 3000,
    used: 2100,
    wasted: 30,
    price: 0.35,
  },
  {
    category: 'Material',
    name: 'Sand',
    description: 'Washed sand',
    unit: 'kg',
    bought: 2000,
    used: 1200,
    wasted: 50,
    price: 0.08,
  },
  {
    category: 'Consumable',
    name: 'Nails',
    description: 'Galvanised nails, 3 in',
    unit: 'boxes',
    bought: 40,
    used: 12,
    wasted: 0,
    price: 6,
  },
  {
    category: 'Reusable',
    name: 'Scaffolding',
    description: 'Steel scaffolding frames',
    unit: 'pieces',
    bought: 20,
    used: 0,
    wasted: 0,
    price: 45,
  },
] as const;

/** Writes the demo inventory inside the seed's transaction; `ownerId` requested and approved it. */
export async function seedBuildingInventory(
  tx: DbOrTransaction,
  { projectId, ownerId, now }: { projectId: string; ownerId: string; now: Date },
): Promise<void> {
  const today = pacificDate(now);
  const types = await tx
    .insert(inventoryTypes)
    .values([
      ...countedTypes.map(({ category, name, description, unit }) => ({
        category,
        name,
        description,
        unit,
        createdById: ownerId,
      })),
      { category: 'Tool', name: 'Shovel', description: 'Round-point shovel', createdById: ownerId },
      {
        category: 'Tool',
        name: 'Tamper',
        description: 'Hand tamper for earthbag rows',
        createdById: ownerId,
      },
      {
        category: 'Equipment',
        name: 'Concrete Mixer',
        description: 'Electric drum mixer, 140 l',
        fuelType: 'Gasoline',
        createdById: ownerId,
      },
    ])
    .returning({ id: inventoryTypes.id, name: inventoryTypes.name });
  const typeId = (name: string) => types.find((type) => type.name === name)!.id;

  const stock = await tx
    .insert(inventoryStock)
    .values(
      countedTypes.map(({ name, bought, used, wasted }) => ({
        projectId,
        typeId: typeId(name),
        stockBought: bought,
        stockUsed: used,
        stockWasted: wasted,
        stockAvailable: bought - used - wasted,
      })),
    )
    .returning({ id: inventoryStock.id, typeId: inventoryStock.typeId });
  await tx.insert(inventoryStockUpdates).values(
    countedTypes
      .filter(({ used }) => used > 0)
      .map(({ name, used, wasted }) => ({
        stockId: stock.find((row) => row.typeId === typeId(name))!.id,
        date: addPacificDays(today, -3),
        createdById: ownerId,
        quantityUsed: used,
        quantityWasted: wasted,
      })),
  );
  await tx.insert(inventoryPurchases).values([
    ...countedTypes.map(({ name, bought, price }) => ({
      projectId,
      typeId: typeId(name),
      requestedById: ownerId,
      quantity: bought,
      priority: 'Medium',
      status: 'Approved',
      unitPrice: price,
      decidedById: ownerId,
      decidedAt: now,
    })),
    {
      projectId,
      typeId: typeId('Cement'),
      requestedById: ownerId,
      quantity: 60,
      priority: 'High',
      brand: 'Quikrete',
    },
  ]);

  const tool = (name: string, code: string, fields: Partial<typeof inventoryItems.$inferInsert> = {}) => ({
    projectId,
    typeId: typeId(name),
    code,
    condition: 'Good',
    createdById: ownerId,
    ...fields,
  });
  await tx.insert(inventoryItems).values([
    tool('Shovel', '1'),
    tool('Shovel', '2', { inUse: true }),
    tool('Shovel', '3', { condition: 'Worn' }),
    tool('Tamper', '1'),
    tool('Tamper', '2', { condition: 'Needs Repair' }),
    tool('Concrete Mixer', '1', {
      purchaseStatus: 'Rental',
      rentedOnDate: addPacificDays(today, -20),
      rentalDueDate: addPacificDays(today, 5),
    }),
  ]);

  await tx.insert(siteIssues).values({
    projectId,
    title: 'Water pooling by the north wall',
    type: 'Drainage',
    date: addPacificDays(today, -1),
    text: 'After the rain the base of the north wall stood in water; a French drain is needed.',
    createdBy: ownerId,
  });

  const [lesson] = await tx
    .insert(buildingLessons)
    .values({
      title: 'Tamp every row before the next bag goes on',
      content:
        '<p>Rows we tamped only every other course settled up to 2 cm by the next morning. ' +
        'Tamping each row right after it is laid kept the walls level and saved a day of rework.</p>',
      authorId: ownerId,
      relatedProjectId: projectId,
    })
    .returning({ id: buildingLessons.id });
  await tx.insert(buildingTags).values([{ name: 'Earthbag' }, { name: 'Walls' }]);
  await tx.insert(buildingLessonTags).values([
    { lessonId: lesson!.id, tag: 'Earthbag' },
    { lessonId: lesson!.id, tag: 'Walls' },
  ]);
}
