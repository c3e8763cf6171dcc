import {
  DEFAULT_INFO_FONT_SIZE,
  INFO_VISIBILITIES,
  type InfoCollectionJson,
  type InfoVisibilityValue,
} from '@hgn/domain/infoCollections';
import type { InfoRow } from './infoCollections.repo.js';

const visibilityOf = (value: string): InfoVisibilityValue =>
  (INFO_VISIBILITIES as readonly string[]).includes(value) ? (value as InfoVisibilityValue) : '1';

export const presentInfo = (row: InfoRow): InfoCollectionJson => ({
  _id: row.id,
  infoName: row.infoName,
  infoContent: row.infoContent,
  visibility: visibilityOf(row.visibility),
  fontSize: row.fontSize || DEFAULT_INFO_FONT_SIZE,
  CanRead: true,
});
