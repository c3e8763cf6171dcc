// `notifications` (hgn-data §2.14): messages to one person, shown in their header until read. The
// HTML is sanitised as a sent notification's is; a sender who is gone leaves the notification
// unsigned, as this product keeps a notification whose sender's account was removed.
import { textOfSummary } from '@hgn/domain/weeklySummaries';
import { notifications } from '../../features/notifications/notifications.table.js';
import { sanitizeRichText } from '../../platform/html/rich-text.js';
import {
  batches,
  digestOf,
  eachDocument,
  localIdOf,
  originsOf,
  type ImportContext,
} from '../importContext.js';
import { booleanOf, idTime, instantOf, textOf, type Repaired } from '../values.js';
import { importedUserOf } from './users.js';

export async function importNotifications(ctx: ImportContext): Promise<void> {
  const collection = 'notifications';
  const origins = originsOf(ctx, collection);
  const counts = ctx.report.countsOf(collection);
  const repaired: Repaired = (what) => ctx.report.repair(collection, what);
  const rows = batches<typeof notifications.$inferInsert>((values) =>
    ctx.tx.insert(notifications).values(values),
  );
  await eachDocument(ctx, collection, async (document, originalId) => {
    const recipientId = importedUserOf(ctx, document.recipient);
    if (!recipientId) return ctx.report.skip(collection, 'its recipient is not in userProfiles');
    const message = sanitizeRichText(textOf(document.message), { pictures: false });
    if (textOfSummary(message) === '') return ctx.report.skip(collection, 'its message has no text');
    const senderId = importedUserOf(ctx, document.sender);
    if (!senderId) repaired('a sender who is not in userProfiles, left empty');
    const id = localIdOf(collection, originalId);
    await rows.add({
      id,
      recipientId,
      senderId: senderId ?? null,
      message,
      isSystemGenerated: booleanOf(document.isSystemGenerated, true),
      isRead: booleanOf(document.isRead, false),
      createdAt: instantOf(document.createdTimeStamps, repaired) ?? idTime(originalId),
    });
    await origins.add({ originalId, localId: id, digest: digestOf(document) });
    counts.imported += 1;
  });
  await rows.flush();
  await origins.flush();
}
