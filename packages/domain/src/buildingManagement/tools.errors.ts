/** The refusals of the tools and equipment endpoints beyond the common ones. */
export const TOOLS_ERROR_CODES = [
  'TOOL_NOT_FOUND',
  'EQUIPMENT_NOT_FOUND',
  'TOOL_NAME_TAKEN',
  'TOOL_ITEMS_NOT_AVAILABLE',
] as const;
export type ToolsErrorCode = (typeof TOOLS_ERROR_CODES)[number];
