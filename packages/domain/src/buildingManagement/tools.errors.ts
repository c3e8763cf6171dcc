import type { ErrorStatuses } from '../contracts/endpoint';
/** The refusals of the tools and equipment endpoints beyond the common ones. */
export const TOOLS_ERRORS = {
  TOOL_NOT_FOUND: 404,
  EQUIPMENT_NOT_FOUND: 404,
  TOOL_NAME_TAKEN: 409,
  // The original's tool log answers 404 when any item cannot move (server-rules 8).
  TOOL_ITEMS_NOT_AVAILABLE: 404,
} as const satisfies ErrorStatuses;
export type ToolsErrorCode = keyof typeof TOOLS_ERRORS;
