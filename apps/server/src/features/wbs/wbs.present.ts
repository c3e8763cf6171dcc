import type { WbsJson, WbsListItemJson } from '@hgn/domain/wbs';
import type { WbsRow } from './wbs.table.js';

export const presentWbsListItem = (
  row: WbsRow,
  totals: { taskCount: number; hoursLogged: number },
): WbsListItemJson => ({
  _id: row.id,
  wbsName: row.name,
  isActive: row.isActive,
  modifiedDatetime: row.updatedAt.toISOString(),
  taskCount: totals.taskCount,
  hoursLogged: totals.hoursLogged,
});

export const presentWbs = (row: WbsRow): WbsJson => ({
  _id: row.id,
  wbsName: row.name,
  projectId: row.projectId,
  isActive: row.isActive,
  createdDatetime: row.createdAt.toISOString(),
  modifiedDatetime: row.updatedAt.toISOString(),
});
