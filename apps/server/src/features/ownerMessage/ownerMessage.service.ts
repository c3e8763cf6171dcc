import { isUuid } from '@hgn/domain/ids';
import { ownerMessageMessages as words } from '@hgn/domain/messages';
import {
  isDataUrl,
  OWNER_MESSAGE_LIMITS as LIMITS,
  ownerMessagePictureId,
  ownerMessagePictureUrl,
  type OwnerMessageChange,
  type ownerMessageInput,
  type OwnerMessageJson,
} from '@hgn/domain/ownerMessage';
import type { Actor } from '@hgn/domain/permissions';
import { eq, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTransaction } from '../../db.js';
import type { FeatureDeps } from '../../feature.js';
import { decodeDataUrl, imageSize, sniffFileType } from '../../platform/files/file-bytes.js';
import { AppError, notFound } from '../../platform/http/app-error.js';
import type { StoredFilesService } from '../buildingManagement/storedFiles.service.js';
import { ownerMessage } from './ownerMessage.table.js';

const EMPTY: OwnerMessageJson = { message: '', standardMessage: '' };
const shown = { message: ownerMessage.message, standardMessage: ownerMessage.standardMessage };

const badPicture = (message: string) =>
  new AppError({ code: 'VALIDATION_FAILED', field: 'newMessage', message });
const pictureNotFound = () => notFound('The picture', 'FILE_NOT_FOUND');

/** Refuses a data URL that is not a png or jpeg (by content) within 100 KB and 1000 x 400 pixels. */
function checkPicture(dataUrl: string): void {
  const bytes = decodeDataUrl(dataUrl);
  const type = bytes && sniffFileType(bytes);
  const types: readonly string[] = LIMITS.pictureTypes;
  const size = bytes && imageSize(bytes);
  if (!bytes || !type || !types.includes(type) || !size) throw badPicture(words.invalidImage);
  if (
    bytes.length > LIMITS.pictureMaxBytes ||
    size.width > LIMITS.pictureMaxWidth ||
    size.height > LIMITS.pictureMaxHeight
  )
    throw badPicture(words.pictureTooLarge);
}

export function createOwnerMessageService({ db, clock }: FeatureDeps, storedFiles: StoredFilesService) {
  const current = async (reader: DbOrTransaction): Promise<OwnerMessageJson> =>
    (await reader.select(shown).from(ownerMessage))[0] ?? EMPTY;

  /** Changes the single row, which `locked` has read. */
  const write = async (
    tx: DbOrTransaction,
    actor: Actor,
    values: Partial<OwnerMessageJson>,
  ): Promise<OwnerMessageJson> => {
    const [row] = await tx
      .update(ownerMessage)
      .set({ ...values, updatedById: actor.userId, updatedAt: clock.now() })
      .returning(shown);
    return row ?? EMPTY;
  };

  /** The message as it is, locked until the transaction ends so that writers take turns. */
  const locked = async (tx: DbOrTransaction): Promise<OwnerMessageJson | undefined> =>
    (await tx.select(shown).from(ownerMessage).for('update'))[0];

  /** Forgets the pictures the message showed before a change and shows no more. */
  const forgetPicturesGone = async (
    tx: DbOrTransaction,
    before: OwnerMessageJson | undefined,
    after: OwnerMessageJson,
  ) => {
    const shownAfter = [after.message, after.standardMessage];
    const gone = [before?.message, before?.standardMessage].filter(
      (text): text is string => text !== undefined && !shownAfter.includes(text),
    );
    await storedFiles.remove(tx, gone.map(ownerMessagePictureId));
  };

  /** Keeps a picture with the stored files and answers the address the header shows it at. */
  const storedPicture = async (tx: DbOrTransaction, dataUrl: string, createdBy: string) => {
    checkPicture(dataUrl);
    const fileUrl = await storedFiles.store(tx, dataUrl, { kind: 'image', field: 'newMessage', createdBy });
    return ownerMessagePictureUrl(fileUrl.slice(fileUrl.lastIndexOf('/') + 1));
  };

  return {
    async get(): Promise<{ ownerMessage: OwnerMessageJson }> {
      return { ownerMessage: await current(db) };
    },

    /** A standard update sets the standard message and clears the current one. */
    async update(actor: Actor, input: z.output<typeof ownerMessageInput>): Promise<OwnerMessageChange> {
      const saved = await db.transaction(async (tx) => {
        // The single row is made once, in one statement, so concurrent first writers never make a second.
        await tx.insert(ownerMessage).values({ id: true }).onConflictDoNothing();
        const before = await locked(tx);
        const text = isDataUrl(input.newMessage)
          ? await storedPicture(tx, input.newMessage, actor.userId)
          : input.newMessage;
        const after = await write(
          tx,
          actor,
          input.isStandard ? { standardMessage: text, message: '' } : { message: text },
        );
        await forgetPicturesGone(tx, before, after);
        return after;
      });
      return { _serverMessage: words.updated, ownerMessage: saved };
    },

    /** Clears the current message; with none to clear, nothing is written. */
    async remove(actor: Actor): Promise<OwnerMessageChange> {
      const after = await db.transaction(async (tx) => {
        const before = await locked(tx);
        if (!before || before.message === '') return before ?? EMPTY;
        const cleared = await write(tx, actor, { message: '' });
        await forgetPicturesGone(tx, before, cleared);
        return cleared;
      });
      return { _serverMessage: words.deleted, ownerMessage: after };
    },

    /** The header picture's bytes, only while it is the current or the standard message. */
    async picture(fileId: string) {
      if (!isUuid(fileId)) throw pictureNotFound();
      const url = ownerMessagePictureUrl(fileId.toLowerCase());
      const [shownNow] = await db
        .select({ id: ownerMessage.id })
        .from(ownerMessage)
        .where(or(eq(ownerMessage.message, url), eq(ownerMessage.standardMessage, url)));
      if (!shownNow) throw pictureNotFound();
      return storedFiles.find(fileId);
    },
  };
}

export type OwnerMessageService = ReturnType<typeof createOwnerMessageService>;
