import {
  abbreviationOf,
  type UserWarningJson,
  type WarningColor,
  type WarningDescriptionJson,
  type WarningsOfUserJson,
} from '@hgn/domain/warnings';
import type { UserWarningRow, WarningDescriptionRow } from './warnings.repo.js';

export const presentWarningDescription = (row: WarningDescriptionRow): WarningDescriptionJson => ({
  _id: row.id,
  warningTitle: row.title,
  activeWarning: row.isActive,
  isPermanent: row.isPermanent,
  abbreviation: abbreviationOf(row.title),
  order: row.displayOrder,
});

const presentWarning = (row: UserWarningRow): UserWarningJson => ({
  _id: row.id,
  iconId: row.iconId,
  color: row.color as WarningColor,
  date: row.date,
  description: row.description,
  monitorData: row.monitor,
});

/** One tracker per active description, in order, each with the person's warnings of it. */
export const presentWarningsOfUser = (
  descriptions: readonly WarningDescriptionRow[],
  warnings: readonly UserWarningRow[],
): WarningsOfUserJson => ({
  warnings: descriptions
    .filter((description) => description.isActive)
    .map((description) => ({
      title: description.title,
      warnings: warnings.filter((warning) => warning.descriptionId === description.id).map(presentWarning),
      abbreviation: abbreviationOf(description.title),
      order: description.displayOrder,
    })),
});
