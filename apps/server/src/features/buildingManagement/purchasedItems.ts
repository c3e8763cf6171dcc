// A purchase request of any item type, and the items an approved purchase of tools or equipment adds
// to the project.
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTransaction } from '../../db.js';
import { inventoryItems, inventoryPurchases, inventoryTypes } from './inventory.table.js';

/** What a request to buy a type for a project records; the fields a category does not ask stay blank. */
export type PurchaseRequest = Pick<
  typeof inventoryPurchases.$inferInsert,
  | 'projectId'
  | 'typeId'
  | 'requestedById'
  | 'quantity'
  | 'priority'
  | 'brand'
  | 'estTime'
  | 'usageDesc'
  | 'makeModel'
>;

/** Records a Pending purchase request; answers its id. */
export async function insertPurchase(tx: DbOrTransaction, fields: PurchaseRequest): Promise<string> {
  const [row] = await tx.insert(inventoryPurchases).values(fields).returning({ id: inventoryPurchases.id });
  return row!.id;
}

/** What item creation needs of an approved purchase. */
export type PurchaseForItems = {
  id: string;
  projectId: string;
  typeId: string;
  quantity: number;
  createdById: string | null;
};

/**
 * Inserts `quantity` new purchased items for the purchase's project and type, numbered on from the
 * type's highest numeric code. The type's row is locked first, so approvals of one type take turns and
 * never hand out a code twice. Answers the new items' ids.
 */
export async function createPurchasedItems(
  tx: DbOrTransaction,
  purchase: PurchaseForItems,
): Promise<string[]> {
  await tx
    .select({ id: inventoryTypes.id })
    .from(inventoryTypes)
    .where(eq(inventoryTypes.id, purchase.typeId))
    .for('update');
  const [highest] = await tx
    .select({
      code: sql<number>`coalesce(max(btrim(${inventoryItems.code})::bigint), 0)`.mapWith(Number),
    })
    .from(inventoryItems)
    .where(
      and(eq(inventoryItems.typeId, purchase.typeId), sql`btrim(${inventoryItems.code}) ~ '^[0-9]{1,15}$'`),
    );
  const first = (highest?.code ?? 0) + 1;
  const rows = await tx
    .insert(inventoryItems)
    .values(
      Array.from({ length: purchase.quantity }, (_, index) => ({
        typeId: purchase.typeId,
        projectId: purchase.projectId,
        code: String(first + index),
        purchaseStatus: 'Purchased',
        condition: 'New',
        purchaseId: purchase.id,
        createdById: purchase.createdById,
      })),
    )
    .returning({ id: inventoryItems.id });
  return rows.map((row) => row.id);
}
