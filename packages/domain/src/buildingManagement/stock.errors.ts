import type { ErrorStatuses } from '../contracts/endpoint';
/** Refusals of counted stock and purchase requests beyond the common ones. */
export const STOCK_ERRORS = {
  STOCK_PROJECT_UNKNOWN: 400,
  STOCK_TYPE_UNKNOWN: 400,
  STOCK_ITEM_UNKNOWN: 400,
  PURCHASE_NOT_FOUND: 404,
  PURCHASE_ALREADY_DECIDED: 409,
  PURCHASE_QUANTITY_NOT_WHOLE: 400,
  STOCK_USAGE_EXCEEDS_AVAILABLE: 422,
} as const satisfies ErrorStatuses;
export type StockErrorCode = keyof typeof STOCK_ERRORS;
