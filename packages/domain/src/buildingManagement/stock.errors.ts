/** Refusals of counted stock and purchase requests beyond the common ones. */
export const STOCK_ERROR_CODES = [
  'STOCK_PROJECT_UNKNOWN',
  'STOCK_TYPE_UNKNOWN',
  'STOCK_ITEM_UNKNOWN',
  'PURCHASE_NOT_FOUND',
  'PURCHASE_ALREADY_DECIDED',
  'PURCHASE_QUANTITY_NOT_WHOLE',
  'STOCK_USAGE_EXCEEDS_AVAILABLE',
] as const;
export type StockErrorCode = (typeof STOCK_ERROR_CODES)[number];
