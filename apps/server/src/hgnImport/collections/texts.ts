// The organisation's editable texts (hgn-data §2.10): info pop-ups (`informations`), pop-up editor
// texts and their backups (`popupEditor`, `popupEditorBackup`) and the leaderboard's mouse-over text
// (`mouseoverText`) and the header message (`ownerMessage`). HTML is sanitised as each feature's editor sanitises it; names are unique here
// ignoring case, so a second text of a name is skipped.
import type { Document } from 'bson';
import { isDataUrl, OWNER_MESSAGE_LIMITS } from '@hgn/domain/ownerMessage';
import { mouseoverTexts } from '../../features/dashboard/mouseoverTexts.table.js';
import { ownerMessage } from '../../features/ownerMessage/ownerMessage.table.js';
import { infoCollections } from '../../features/infoCollections/infoCollections.table.js';
import { sanitizeInfoContent } from '../../features/infoCollections/sanitizeInfoContent.js';
import { popupEditorBackups, popupEditors } from '../../features/popupEditors/popupEditors.table.js';
import { sanitizeRichText } from '../../platform/html/rich-text.js';
import { digestOf, eachDocument, originsOf, type ImportContext, localIdOf } from '../importContext.js';
import { idOf, idTime, textOf } from '../values.js';

const INFO_VISIBILITY = new Set(['0', '1', '2']);

export async function importInformations(ctx: ImportContext): Promise<void> {
  const collection = 'informations';
  const origins = originsOf(ctx, collection);
  const counts = ctx.report.countsOf(collection);
  const names = new Set<string>();
  await eachDocument(ctx, collection, async (document, originalId) => {
    const infoName = textOf(document.infoName).trim();
    if (infoName === '') return ctx.report.skip(collection, 'it has no infoName');
    if (names.has(infoName.toLowerCase()))
      return ctx.report.skip(collection, 'its infoName is another’s (ignoring case)');
    names.add(infoName.toLowerCase());
    let visibility = textOf(document.visibility, '0').trim();
    if (!INFO_VISIBILITY.has(visibility)) {
      ctx.report.repair(collection, 'a visibility other than 0, 1 or 2, made 0 (everyone)');
      visibility = '0';
    }
    const id = localIdOf(collection, originalId);
    await ctx.tx.insert(infoCollections).values({
      id,
      infoName,
      infoContent: sanitizeInfoContent(textOf(document.infoContent)),
      visibility,
      updatedAt: idTime(originalId),
    });
    await origins.add({ originalId, localId: id, digest: digestOf(document) });
    counts.imported += 1;
  });
  await origins.flush();
}

const sanitisedPopup = (html: unknown) => sanitizeRichText(textOf(html), { pictures: true });

/** `popupEditor`, then the one kept backup of each (`popupEditorBackup`: the latest of a pop-up's). */
export async function importPopupEditors(ctx: ImportContext): Promise<void> {
  const collection = 'popupEditor';
  const origins = originsOf(ctx, collection);
  const counts = ctx.report.countsOf(collection);
  const names = new Set<string>();
  const ids = new Map<string, string>();
  await eachDocument(ctx, collection, async (document, originalId) => {
    const popupName = textOf(document.popupName).trim();
    if (popupName === '') return ctx.report.skip(collection, 'it has no popupName');
    if (names.has(popupName.toLowerCase()))
      return ctx.report.skip(collection, 'its popupName is another’s (ignoring case)');
    names.add(popupName.toLowerCase());
    const id = localIdOf(collection, originalId);
    await ctx.tx.insert(popupEditors).values({
      id,
      popupName,
      popupContent: sanitisedPopup(document.popupContent),
      updatedAt: idTime(originalId),
    });
    ids.set(originalId, id);
    await origins.add({ originalId, localId: id, digest: digestOf(document) });
    counts.imported += 1;
  });
  await origins.flush();

  const backups = 'popupEditorBackup';
  const backupOrigins = originsOf(ctx, backups);
  const backupCounts = ctx.report.countsOf(backups);
  const latest = new Map<
    string,
    { originalId: string; digest: string; row: typeof popupEditorBackups.$inferInsert }
  >();
  const considerBackup = (document: Document, originalId: string): void => {
    const popupId = ids.get(idOf(document.popupId) ?? '');
    if (!popupId) return ctx.report.skip(backups, 'its pop-up is not in popupEditor');
    const savedAt = idTime(originalId);
    const kept = latest.get(popupId);
    if (kept && kept.row.savedAt! >= savedAt)
      return ctx.report.skip(backups, 'an older backup of a pop-up (one is kept)');
    if (kept) ctx.report.skip(backups, 'an older backup of a pop-up (one is kept)');
    const row = {
      popupId,
      popupName: textOf(document.popupName).trim(),
      popupContent: sanitisedPopup(document.popupContent),
      savedAt,
    };
    latest.set(popupId, { originalId, digest: digestOf(document), row });
  };
  await eachDocument(ctx, backups, (document, originalId) =>
    Promise.resolve(considerBackup(document, originalId)),
  );
  for (const [popupId, { originalId, digest, row }] of latest) {
    await ctx.tx.insert(popupEditorBackups).values(row);
    await backupOrigins.add({ originalId, localId: popupId, digest });
    backupCounts.imported += 1;
  }
  await backupOrigins.flush();
}

/** `mouseoverText`: this product keeps one; the newest non-empty one is taken. */
export async function importMouseoverText(ctx: ImportContext): Promise<void> {
  const collection = 'mouseoverText';
  const counts = ctx.report.countsOf(collection);
  let newest: { originalId: string; digest: string; text: string } | undefined;
  const consider = (document: Document, originalId: string): void => {
    const text = textOf(document.mouseoverText).trim();
    if (text === '') return ctx.report.skip(collection, 'it has no mouseoverText');
    if (newest && idTime(newest.originalId) > idTime(originalId))
      return ctx.report.skip(collection, 'an older text (one is kept)');
    if (newest) ctx.report.skip(collection, 'an older text (one is kept)');
    newest = { originalId, digest: digestOf(document), text };
  };
  await eachDocument(ctx, collection, (document, originalId) =>
    Promise.resolve(consider(document, originalId)),
  );
  if (!newest) return;
  const id = localIdOf(collection, newest.originalId);
  await ctx.tx.insert(mouseoverTexts).values({ id, text: newest.text, updatedAt: idTime(newest.originalId) });
  const origins = originsOf(ctx, collection);
  await origins.add({ originalId: newest.originalId, localId: id, digest: newest.digest });
  await origins.flush();
  counts.imported += 1;
}

/** The header message is the table's one row, keyed by `true`; its origin names it by the nil uuid. */
const OWNER_MESSAGE_ROW = '00000000-0000-0000-0000-000000000000';

/**
 * `ownerMessage`, a single document (the first is HGN's). This product's message is a text of at
 * most 100 characters or a stored picture; a picture or a longer text is left out, counted, and is
 * set again on the header's editor.
 */
export async function importOwnerMessage(ctx: ImportContext): Promise<void> {
  const collection = 'ownerMessage';
  const counts = ctx.report.countsOf(collection);
  const origins = originsOf(ctx, collection);
  const kept = (value: unknown) => {
    const text = textOf(value).trim();
    if (isDataUrl(text)) ctx.report.repair(collection, 'a picture, left out: set it again on the header');
    else if (text.length > OWNER_MESSAGE_LIMITS.textMax)
      ctx.report.repair(collection, 'a text over 100 characters, left out: set it again on the header');
    else return text;
    return '';
  };
  await eachDocument(ctx, collection, async (document, originalId) => {
    if (counts.imported > 0) return ctx.report.skip(collection, 'a second message (HGN shows the first)');
    await ctx.tx.insert(ownerMessage).values({
      id: true,
      message: kept(document.message),
      standardMessage: kept(document.standardMessage),
      updatedAt: idTime(originalId),
    });
    await origins.add({ originalId, localId: OWNER_MESSAGE_ROW, digest: digestOf(document) });
    counts.imported += 1;
  });
  await origins.flush();
}
