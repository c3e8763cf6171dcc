import {
  canReadInfo,
  infoSchemaMessages,
  INFO_VISIBILITIES,
  type InfoCollectionJson,
  type InfoCollectionUpdate,
} from '@hgn/domain/infoCollections';
import type { Actor } from '@hgn/domain/permissions';
import type { z } from 'zod';
import type { infoCollectionInput } from '@hgn/domain/infoCollections';
import { AppError, notFound } from '../../platform/http/app-error.js';
import type { FeatureDeps } from '../../feature.js';
import { presentInfo } from './infoCollections.present.js';
import { createInfoCollectionsRepo, type InfoValues } from './infoCollections.repo.js';
import { sanitizeInfoContent } from './sanitizeInfoContent.js';
import { isUniqueViolation, refusedAs } from '../../platform/db/sql-errors.js';

const nameTaken = () =>
  new AppError({
    code: 'INFO_NAME_TAKEN',
    field: 'infoName',
    message: infoSchemaMessages.nameTaken,
  });
const infoNotFound = () => notFound('The info', 'INFO_NOT_FOUND');

const uniquely = <T>(write: () => Promise<T>) => refusedAs(write, isUniqueViolation, nameTaken);

export function createInfoCollectionsService({ db }: FeatureDeps) {
  const repo = createInfoCollectionsRepo(db);
  return {
    /** Only the pop-ups the caller may read: the visibility is enforced here, never in the client. */
    listReadable: async (actor: Actor): Promise<InfoCollectionJson[]> =>
      (await repo.listVisible(INFO_VISIBILITIES.filter((v) => canReadInfo(actor, Number(v))))).map(
        presentInfo,
      ),

    create: async (input: z.output<typeof infoCollectionInput>): Promise<InfoCollectionJson> => {
      if (await repo.isNameTakenIgnoringCase(input.infoName)) throw nameTaken();
      const values: InfoValues = { ...input, infoContent: sanitizeInfoContent(input.infoContent) };
      return presentInfo(await uniquely(() => repo.insert(values)));
    },

    update: async (id: string, change: InfoCollectionUpdate): Promise<InfoCollectionJson> => {
      if (!(await repo.find(id))) throw infoNotFound();
      if (change.infoName !== undefined && (await repo.isNameTakenIgnoringCase(change.infoName, id)))
        throw nameTaken();
      const values: Partial<InfoValues> = {};
      if (change.infoName !== undefined) values.infoName = change.infoName;
      if (change.infoContent !== undefined) values.infoContent = sanitizeInfoContent(change.infoContent);
      if (change.visibility !== undefined) values.visibility = change.visibility;
      if (change.fontSize !== undefined) values.fontSize = change.fontSize;
      const row = await uniquely(() => repo.update(id, values));
      if (!row) throw infoNotFound();
      return presentInfo(row);
    },

    remove: async (id: string): Promise<InfoCollectionJson> => {
      const row = await repo.remove(id);
      if (!row) throw infoNotFound();
      return presentInfo(row);
    },
  };
}

export type InfoCollectionsService = ReturnType<typeof createInfoCollectionsService>;
