import type { WbsJson, WbsListItemJson } from '@hgn/domain/wbs';
import type { WbsRow } from './wbs.table.js';

export const presentWbsListItem = (row: WbsRow): WbsListItemJson => ({
  _id: row.id,
  wbsName: row.name,
  isActive: row.isActive,
  modifiedDatetime: row.updatedAt.toISOString(),
});

export const presentWbs = (row: WbsRow): WbsJson => ({
  _id: row.id,
  wbsName: row.name,
  projectId: row.projectId,
  isActive: row.isActive,
  createdDatetime: row.createdAt.toISOString(),
  modifiedDatetime: row.updatedAt.toISOString(),
});
