import { isUuid } from '@hgn/domain/ids';
import {
  popupEditorMessages,
  type PopupBackupInput,
  type PopupBackupJson,
  type PopupEditorInput,
  type PopupEditorJson,
  type PopupEditorUpdate,
} from '@hgn/domain/popupEditors';
import type { FeatureDeps } from '../../feature.js';
import { isUniqueViolation, refusedAs } from '../../platform/db/sql-errors.js';
import { sanitizeRichText } from '../../platform/html/rich-text.js';
import { AppError, notFound } from '../../platform/http/app-error.js';
import { presentPopup, presentPopupBackup } from './popupEditors.present.js';
import { createPopupEditorsRepo } from './popupEditors.repo.js';

const nameTaken = () =>
  new AppError({
    code: 'POPUP_NAME_TAKEN',
    field: 'popupName',
    message: popupEditorMessages.nameTaken,
  });
const popupNotFound = () => notFound('The pop-up', 'POPUP_NOT_FOUND');
const uniquely = <T>(write: () => Promise<T>) => refusedAs(write, isUniqueViolation, nameTaken);

// Pop-up texts are shown as HTML to every reader, as info pop-ups are: formatting and pictures only.
const sanitized = (html: string) => sanitizeRichText(html, { pictures: true });

export function createPopupEditorsService({ db }: FeatureDeps) {
  const repo = createPopupEditorsRepo(db);
  const findPopup = async (id: string) => {
    const row = isUuid(id) ? await repo.find(id.toLowerCase()) : undefined;
    if (!row) throw popupNotFound();
    return row;
  };

  return {
    list: async (): Promise<PopupEditorJson[]> => (await repo.list()).map(presentPopup),

    get: async (id: string): Promise<PopupEditorJson> => presentPopup(await findPopup(id)),

    async create(input: PopupEditorInput): Promise<PopupEditorJson> {
      if (await repo.isNameTakenIgnoringCase(input.popupName)) throw nameTaken();
      const values = { popupName: input.popupName, popupContent: sanitized(input.popupContent) };
      return presentPopup(await uniquely(() => repo.insert(values)));
    },

    async update(id: string, change: PopupEditorUpdate): Promise<PopupEditorJson> {
      const popup = await findPopup(id);
      if (change.popupName !== undefined && (await repo.isNameTakenIgnoringCase(change.popupName, popup.id)))
        throw nameTaken();
      const values = {
        popupContent: sanitized(change.popupContent),
        ...(change.popupName === undefined ? {} : { popupName: change.popupName }),
      };
      const row = await uniquely(() => repo.update(popup.id, values));
      if (!row) throw popupNotFound();
      return presentPopup(row);
    },

    async backup(id: string, input: PopupBackupInput): Promise<PopupBackupJson> {
      const popup = await findPopup(id);
      const row = await repo.saveBackup(popup.id, {
        popupName: input.popupName ?? popup.popupName,
        popupContent: sanitized(input.popupContent),
      });
      return presentPopupBackup(row);
    },
  };
}

export type PopupEditorsService = ReturnType<typeof createPopupEditorsService>;
