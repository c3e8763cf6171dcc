import type {
  PurchaseJson,
  PurchaseRecordJson,
  PurchaseStatus,
  PurchasePriority,
  StockItemTypeJson,
  StockJson,
  StockUpdateRecordJson,
} from '@hgn/domain/buildingManagement';
import type { PurchaseRow, StockRow, StockUpdateRow } from './stock.repo.js';

const person = (id: string | null, firstName: string | null, lastName: string | null) =>
  id === null ? null : { _id: id, firstName: firstName ?? '', lastName: lastName ?? '' };

const presentItemType = (
  row: Pick<StockRow, 'typeId' | 'typeName' | 'category' | 'description' | 'unit' | 'size' | 'imageUrl'>,
): StockItemTypeJson => ({
  _id: row.typeId,
  name: row.typeName,
  category: row.category,
  description: row.description,
  unit: row.unit,
  size: row.size,
  imageUrl: row.imageUrl,
});

export const presentPurchaseRecord = (row: PurchaseRow): PurchaseRecordJson => ({
  _id: row.id,
  date: row.date.toISOString(),
  requestedBy: person(row.requesterId, row.requesterFirstName, row.requesterLastName),
  quantity: row.quantity,
  priority: row.priority as PurchasePriority,
  brand: row.brand,
  status: row.status as PurchaseStatus,
  unitPrice: row.unitPrice,
});

export const presentPurchase = (row: PurchaseRow): PurchaseJson => ({
  ...presentPurchaseRecord(row),
  project: { _id: row.projectId, name: row.projectName },
  itemType: presentItemType(row),
});

export const presentStockUpdate = (row: StockUpdateRow): StockUpdateRecordJson => ({
  _id: row.id,
  date: row.date,
  createdBy: person(row.loggerId, row.loggerFirstName, row.loggerLastName),
  quantityUsed: row.quantityUsed,
  quantityWasted: row.quantityWasted,
});

export const presentStock = (
  row: StockRow,
  purchaseRecord: PurchaseRecordJson[],
  updateRecord: StockUpdateRecordJson[],
): StockJson => ({
  _id: row.id,
  project: { _id: row.projectId, name: row.projectName },
  itemType: presentItemType(row),
  stockBought: row.stockBought,
  stockUsed: row.stockUsed,
  stockWasted: row.stockWasted,
  stockAvailable: row.stockAvailable,
  purchaseRecord,
  updateRecord,
});
