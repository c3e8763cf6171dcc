import type { PopupBackupJson, PopupEditorJson } from '@hgn/domain/popupEditors';
import type { PopupBackupRow, PopupRow } from './popupEditors.repo.js';

export const presentPopup = (row: PopupRow): PopupEditorJson => ({
  _id: row.id,
  popupName: row.popupName,
  popupContent: row.popupContent,
});

/** The backup's own id is its pop-up's: each pop-up keeps one. */
export const presentPopupBackup = (row: PopupBackupRow): PopupBackupJson => ({
  _id: row.popupId,
  popupId: row.popupId,
  popupName: row.popupName,
  popupContent: row.popupContent,
});
