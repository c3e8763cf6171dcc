// Counted stock: the categories bought by quantity, and the arithmetic of logging their use.

/** The categories counted in stock rows (`COUNTED_CATEGORIES`); tools and equipment are individual items instead. */
export type CountedCategory = 'Material' | 'Consumable' | 'Reusable';

export const PURCHASE_PRIORITIES = ['Low', 'Medium', 'High'] as const;
export type PurchasePriority = (typeof PURCHASE_PRIORITIES)[number];

export const PURCHASE_STATUSES = ['Pending', 'Approved', 'Rejected'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

/** How a logged quantity is counted: in the type's unit, or as a percentage of what is available. */
export const LOG_UNITS = ['unit', 'percent'] as const;
export type LogUnit = (typeof LOG_UNITS)[number];

/** The largest quantity bought, used or wasted at once. */
export const STOCK_QUANTITY_MAX = 1_000_000;

/** The highest price of one unit an approval records. */
export const UNIT_PRICE_MAX = 1_000_000;

/** Stock is kept to six decimals, so sums of fractions never drift below zero. */
export const roundStock = (value: number): number => Math.round(value * 1e6) / 1e6;

/** A logged quantity in the type's unit. */
export const quantityInUnits = (quantity: number, unit: LogUnit, available: number): number =>
  roundStock(unit === 'percent' ? (available * quantity) / 100 : quantity);

export type UsageEntry = {
  quantityUsed: number;
  quantityWasted: number;
  QtyUsedLogUnit: LogUnit;
  QtyWastedLogUnit: LogUnit;
};

/**
 * What a use log takes from `available`, in units; `fits` is false when either quantity or their sum
 * is more than there is.
 */
export function usageOf(entry: UsageEntry, available: number) {
  const used = quantityInUnits(entry.quantityUsed, entry.QtyUsedLogUnit, available);
  const wasted = quantityInUnits(entry.quantityWasted, entry.QtyWastedLogUnit, available);
  const fits = used >= 0 && wasted >= 0 && roundStock(used + wasted) <= roundStock(available);
  return { used, wasted, fits, availableAfter: roundStock(available - used - wasted) };
}

/** Owners and Administrators approve or reject purchase requests. */
export const canDecidePurchases = (actor: { role: string }): boolean =>
  actor.role === 'Owner' || actor.role === 'Administrator';
