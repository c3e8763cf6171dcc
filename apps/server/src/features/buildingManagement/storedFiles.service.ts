import { STORED_FILE_LIMITS, storedFileUrl, type StoredFileKind } from '@hgn/domain/buildingManagement';
import { isUuid } from '@hgn/domain/ids';
import { buildingMessages } from '@hgn/domain/messages';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTransaction } from '../../db.js';
import type { FeatureDeps } from '../../feature.js';
import { decodeDataUrl, sniffFileType } from '../../platform/files/file-bytes.js';
import { AppError } from '../../platform/http/app-error.js';
import { storedFiles } from './storedFiles.table.js';

const notPermitted = (kind: StoredFileKind, field: string) =>
  new AppError({
    code: 'VALIDATION_FAILED',
    field,
    message: kind === 'image' ? buildingMessages.imageNotPermitted : buildingMessages.documentNotPermitted,
  });
const fileNotFound = () => new AppError({ code: 'FILE_NOT_FOUND', message: buildingMessages.fileNotFound });

/** The type of the bytes, as they tell it, when they may be kept as a file of the kind; undefined otherwise. */
export function storedFileTypeOf(bytes: Buffer, kind: StoredFileKind): string | undefined {
  const limits = STORED_FILE_LIMITS[kind];
  const contentType = sniffFileType(bytes);
  const allowed: readonly string[] = limits.types;
  return contentType && allowed.includes(contentType) && bytes.length <= limits.maxBytes
    ? contentType
    : undefined;
}

/** A data URL's bytes and type when they are of the kind and within its size, refused (naming `field`) otherwise. */
export function checkedDataUrl(dataUrl: string, kind: StoredFileKind, field: string) {
  const bytes = decodeDataUrl(dataUrl);
  const contentType = bytes && storedFileTypeOf(bytes, kind);
  if (!bytes || !contentType) throw notPermitted(kind, field);
  return { bytes, contentType };
}

export function createStoredFilesService({ db }: FeatureDeps) {
  return {
    /**
     * Keeps a picture or file sent as a data URL, in the caller's transaction, and answers the URL it
     * is served at. A data URL that is not of the kind, or too large, is refused naming `field`.
     */
    async store(
      tx: DbOrTransaction,
      dataUrl: string,
      options: { kind: StoredFileKind; field: string; createdBy: string },
    ): Promise<string> {
      const { bytes, contentType } = checkedDataUrl(dataUrl, options.kind, options.field);
      const [row] = await tx
        .insert(storedFiles)
        .values({ bytes, contentType, size: bytes.length, createdById: options.createdBy })
        .returning({ id: storedFiles.id });
      if (!row) throw new Error('the stored file was not written');
      return storedFileUrl(row.id);
    },

    /** Forgets files nothing shows any more (a replaced or removed picture), in the caller's transaction. */
    async remove(tx: DbOrTransaction, fileIds: readonly (string | null | undefined)[]): Promise<void> {
      const ids = fileIds.filter((id): id is string => typeof id === 'string' && isUuid(id));
      if (ids.length > 0) await tx.delete(storedFiles).where(inArray(storedFiles.id, ids));
    },

    async find(fileId: string) {
      if (!isUuid(fileId)) throw fileNotFound();
      const [file] = await db
        .select({ bytes: storedFiles.bytes, contentType: storedFiles.contentType })
        .from(storedFiles)
        .where(eq(storedFiles.id, fileId.toLowerCase()));
      if (!file) throw fileNotFound();
      return file;
    },
  };
}

export type StoredFilesService = ReturnType<typeof createStoredFilesService>;
