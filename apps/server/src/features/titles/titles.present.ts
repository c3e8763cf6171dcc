import type { TitleJson } from '@hgn/domain/titles';
import type { TitleRow } from './titles.repo.js';

/** The title as the original's Mongo document; unset optional fields are left out, as Mongo does. */
export const presentTitle = (row: TitleRow): TitleJson => ({
  _id: row.id,
  titleName: row.titleName,
  titleCode: row.titleCode,
  ...(row.teamCode ? { teamCode: row.teamCode } : {}),
  projectAssigned: { _id: row.projectId ?? '', projectName: row.projectName ?? '' },
  ...(row.teamId ? { teamAssiged: { _id: row.teamId, teamName: row.teamName ?? '' } } : {}),
  ...(row.mediaFolder ? { mediaFolder: row.mediaFolder } : {}),
  shortName: row.shortName,
  order: row.order,
});
