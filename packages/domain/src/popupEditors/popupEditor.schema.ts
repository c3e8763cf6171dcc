// The texts of the original's pop-ups (hgn-data 2.10.2): a name and HTML content, and one kept
// backup of each. The content is rich text; the server sanitises it as it does info pop-ups'.
import { z } from 'zod';
import { boundedText, TEXT_MAX } from '../limits';
import { MAX_INFO_CONTENT_LENGTH } from '../infoCollections/infoCollection.schema';

export const popupEditorMessages = {
  nameRequired: 'Please enter a name for the pop-up.',
  nameTaken: 'A pop-up with this name already exists.',
  contentRequired: 'Please enter the text of the pop-up.',
  saved: 'The pop-up text was saved.',
  notSaved: 'The pop-up text could not be saved.',
} as const;

const popupName = boundedText(TEXT_MAX.title, popupEditorMessages.nameRequired)
  .trim()
  .min(1, popupEditorMessages.nameRequired);
const popupContent = boundedText(MAX_INFO_CONTENT_LENGTH, popupEditorMessages.contentRequired).min(
  1,
  popupEditorMessages.contentRequired,
);

/** POST /popupeditors: a new pop-up text. */
export const popupEditorInput = z.strictObject({ popupName, popupContent });
export type PopupEditorInput = z.infer<typeof popupEditorInput>;

/** POST /popupeditor/:id: the new text, and a new name when given. */
export const popupEditorUpdate = z.strictObject({ popupContent, popupName: popupName.optional() });
export type PopupEditorUpdate = z.infer<typeof popupEditorUpdate>;

/** POST /backup/popupeditor/:id: the copy to keep (the name defaults to the pop-up's own). */
export const popupBackupInput = z.strictObject({ popupContent, popupName: popupName.optional() });
export type PopupBackupInput = z.infer<typeof popupBackupInput>;

export const popupEditorJson = z.strictObject({
  _id: z.string(),
  popupName: z.string(),
  popupContent: z.string(),
});
export type PopupEditorJson = z.infer<typeof popupEditorJson>;

export const popupBackupJson = z.strictObject({
  _id: z.string(),
  popupId: z.string(),
  popupName: z.string(),
  popupContent: z.string(),
});
export type PopupBackupJson = z.infer<typeof popupBackupJson>;
