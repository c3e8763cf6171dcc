import { groupBy } from '@hgn/domain/collections';
import type {
  BuildingPersonJson,
  ItemOrderJson,
  ItemPurchaseJson,
  PendingItemPurchaseJson,
  ToolItemJson,
} from '@hgn/domain/buildingManagement';
import type {
  ItemLogRow,
  ItemRow,
  ItemUpdateRow,
  PendingPurchaseRow,
  PersonColumns,
  PurchaseRow,
  TypeListRow,
} from './tools.repo.js';

const presentPerson = (row: PersonColumns): BuildingPersonJson | null =>
  row.personId === null
    ? null
    : { _id: row.personId, firstName: row.firstName ?? '', lastName: row.lastName ?? '' };

export const presentItemPurchase = (row: PurchaseRow): ItemPurchaseJson => ({
  _id: row.id,
  date: row.date.toISOString(),
  status: row.status,
  makeModelPref: row.makeModel,
  brand: row.brand,
  priority: row.priority,
  quantity: row.quantity,
  estTime: row.estTime,
  requestedBy: presentPerson(row),
  usageDesc: row.usageDesc,
});

export const presentPendingItemPurchase = (row: PendingPurchaseRow): PendingItemPurchaseJson => ({
  ...presentItemPurchase(row),
  project: { _id: row.projectId, name: row.projectName },
  itemType: { _id: row.typeId, name: row.typeName },
});

/** The records that belong to a page of items, grouped as each item shows them. */
export type ItemRecords = {
  updates: ItemUpdateRow[];
  logs: ItemLogRow[];
  purchases: PurchaseRow[];
  lists: TypeListRow[];
};

/** An item's order when it was added with one: every figure of it is stored together. */
const presentOrder = (item: ItemRow): ItemOrderJson | null =>
  item.unitPrice === null
    ? null
    : {
        invoice: item.invoice,
        unitPrice: item.unitPrice,
        currency: item.currency ?? '',
        shippingFee: item.shippingFee ?? 0,
        taxes: item.taxes ?? 0,
        totalPriceWithShipping: item.totalPriceWithShipping ?? 0,
        link: item.link,
        supplierPhone: item.supplierPhone,
      };

/** Presents a page of items with their records in one pass over each kind of record. */
export function presentItems(items: ItemRow[], records: ItemRecords): ToolItemJson[] {
  const pairOf = (row: { projectId: string; typeId: string }) => `${row.projectId}/${row.typeId}`;
  const updatesOf = groupBy(records.updates, (row) => row.itemId);
  const logsOf = groupBy(records.logs, (row) => row.itemId);
  const purchasesOf = groupBy(records.purchases, pairOf);
  const listsOf = groupBy(records.lists, pairOf);
  return items.map((item) => {
    const lists = listsOf.get(pairOf(item)) ?? [];
    return {
      _id: item.id,
      project: { _id: item.projectId, name: item.projectName },
      code: item.code,
      condition: item.condition,
      imageUrl: item.imageUrl,
      purchaseStatus: item.purchaseStatus,
      rentedOnDate: item.rentedOnDate,
      rentalDueDate: item.rentalDueDate,
      order: presentOrder(item),
      itemType: {
        _id: item.typeId,
        name: item.typeName,
        category: item.category,
        description: item.typeDescription,
        available: lists.filter((row) => !row.inUse).map((row) => row.id),
        using: lists.filter((row) => row.inUse).map((row) => row.id),
      },
      updateRecord: (updatesOf.get(item.id) ?? []).map((row) => ({
        date: row.date,
        condition: row.condition,
        createdBy: presentPerson(row),
        lastUsedBy: row.lastUsedBy,
        lastUsedFor: row.lastUsedFor,
        replacementRequired: row.replacementRequired,
        description: row.description,
        imageUrl: row.imageUrl,
      })),
      purchaseRecord: (purchasesOf.get(pairOf(item)) ?? []).map(presentItemPurchase),
      logRecord: (logsOf.get(item.id) ?? []).map((row) => ({
        type: row.type,
        date: row.date,
        createdBy: presentPerson(row),
      })),
    };
  });
}
