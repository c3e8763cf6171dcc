import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { InventoryCategory } from '@hgn/domain/buildingManagement';
import type { DbOrTransaction } from '../../db.js';
import { inventoryItems, inventoryTypes, inventoryUnits } from './inventory.table.js';

const typeColumns = {
  id: inventoryTypes.id,
  category: inventoryTypes.category,
  name: inventoryTypes.name,
  description: inventoryTypes.description,
  unit: inventoryTypes.unit,
  size: inventoryTypes.size,
  fuelType: inventoryTypes.fuelType,
  imageUrl: inventoryTypes.imageUrl,
};

export type InventoryTypeFields = {
  name: string;
  description: string;
  unit: string;
  size: string;
  fuelType: string | null;
  imageUrl: string | null;
};

export type InventoryTypeRow = InventoryTypeFields & { id: string; category: string };

/** An item of a tool or equipment type that has not been returned, and whether it is in use. */
export type InventoryTypeItemRow = { typeId: string; id: string; inUse: boolean };

/** The unique indexes' own expression. */
const normalised = (text: string) => sql`lower(btrim(${text}::text))`;

export function createInventoryTypesRepo(db: DbOrTransaction) {
  return {
    listTypes: (category: InventoryCategory): Promise<InventoryTypeRow[]> =>
      db
        .select(typeColumns)
        .from(inventoryTypes)
        .where(eq(inventoryTypes.category, category))
        .orderBy(asc(sql`lower(${inventoryTypes.name})`), asc(inventoryTypes.id)),

    findType: async (typeId: string): Promise<InventoryTypeRow | undefined> => {
      const [row] = await db.select(typeColumns).from(inventoryTypes).where(eq(inventoryTypes.id, typeId));
      return row;
    },

    /** Holds the type's row until the transaction ends, so edits of one type take turns. */
    lockType: async (typeId: string): Promise<InventoryTypeRow | undefined> => {
      const [row] = await db
        .select(typeColumns)
        .from(inventoryTypes)
        .where(eq(inventoryTypes.id, typeId))
        .for('update');
      return row;
    },

    /** The items of these types still held (returned rentals are in neither list), by code. */
    listItemsOf: (typeIds: readonly string[]): Promise<InventoryTypeItemRow[]> =>
      typeIds.length === 0
        ? Promise.resolve([])
        : db
            .select({ typeId: inventoryItems.typeId, id: inventoryItems.id, inUse: inventoryItems.inUse })
            .from(inventoryItems)
            .where(and(inArray(inventoryItems.typeId, [...typeIds]), eq(inventoryItems.returned, false)))
            .orderBy(asc(inventoryItems.code), asc(inventoryItems.id)),

    isNameUsed: async (
      category: InventoryCategory,
      name: string,
      exceptTypeId?: string,
    ): Promise<boolean> => {
      const rows = await db
        .select({ id: inventoryTypes.id })
        .from(inventoryTypes)
        .where(
          and(
            eq(inventoryTypes.category, category),
            eq(sql`lower(btrim(${inventoryTypes.name}))`, normalised(name)),
            exceptTypeId ? ne(inventoryTypes.id, exceptTypeId) : undefined,
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    insertType: async (
      fields: InventoryTypeFields & { category: InventoryCategory; createdById: string },
    ): Promise<string> => {
      const [row] = await db.insert(inventoryTypes).values(fields).returning({ id: inventoryTypes.id });
      return row!.id;
    },

    updateType: (typeId: string, change: Partial<InventoryTypeFields>) =>
      db.update(inventoryTypes).set(change).where(eq(inventoryTypes.id, typeId)),

    listUnits: () =>
      db
        .select({ id: inventoryUnits.id, name: inventoryUnits.name })
        .from(inventoryUnits)
        .orderBy(asc(sql`lower(${inventoryUnits.name})`), asc(inventoryUnits.id)),

    /** The unit as listed, matched ignoring case and surrounding spaces. */
    findUnit: async (unit: string): Promise<string | undefined> => {
      const [row] = await db
        .select({ name: inventoryUnits.name })
        .from(inventoryUnits)
        .where(eq(sql`lower(btrim(${inventoryUnits.name}))`, normalised(unit)))
        .limit(1);
      return row?.name;
    },

    insertUnit: async (name: string) => {
      const [row] = await db
        .insert(inventoryUnits)
        .values({ name })
        .returning({ id: inventoryUnits.id, name: inventoryUnits.name });
      return row!;
    },
  };
}
