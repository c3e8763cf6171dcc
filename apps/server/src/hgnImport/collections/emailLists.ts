// Who receives the organisation's e-mails (hgn-data §2.17, §2.22): the people listed for the weekly
// summaries e-mail (`WeeklySummaryEmailAssignments`), which this product sends to the people marked
// as its recipients (`getWeeklyReport`, the report's recipients list), and the addresses outside the
// organisation subscribed to its announcements (`emailSubscriptions`).
import { EMAIL_PATTERN } from '@hgn/domain/auth/signIn';
import { eq } from 'drizzle-orm';
import { emailSubscriptions } from '../../features/announcements/emailSubscriptions.table.js';
import { users } from '../../features/users/users.table.js';
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

/** Every imported person's address, lower-cased, by their id. */
const addressesOfPeople = async (ctx: ImportContext) =>
  new Map(
    (await ctx.tx.select({ id: users.id, email: users.email }).from(users)).map((u) => [
      u.id,
      u.email.toLowerCase(),
    ]),
  );

/**
 * `WeeklySummaryEmailAssignments` → the weekly summaries e-mail's recipients: each person listed is
 * made one (their origin records the person). The e-mail goes to the person's address as imported.
 */
export async function importWeeklySummaryRecipients(ctx: ImportContext): Promise<void> {
  const collection = 'WeeklySummaryEmailAssignments';
  const origins = originsOf(ctx, collection);
  const counts = ctx.report.countsOf(collection);
  const emails = await addressesOfPeople(ctx);
  const listed = new Set<string>();
  await eachDocument(ctx, collection, async (document, originalId) => {
    const userId = importedUserOf(ctx, document.assignedTo);
    if (!userId) return ctx.report.skip(collection, 'its person is not in userProfiles');
    if (listed.has(userId)) return ctx.report.skip(collection, 'its person is listed already');
    listed.add(userId);
    if (textOf(document.email).trim().toLowerCase() !== emails.get(userId))
      ctx.report.repair(collection, 'an address that is not the person’s: the e-mail goes to the person’s');
    await ctx.tx.update(users).set({ getWeeklyReport: true }).where(eq(users.id, userId));
    await origins.add({ originalId, localId: userId, digest: digestOf(document) });
    counts.imported += 1;
  });
  await origins.flush();
}

/**
 * `emailSubscriptions` → announcement subscribers, confirmed or waiting for confirmation. An
 * address of an imported person is skipped: people choose with their profile's setting.
 */
export async function importEmailSubscriptions(ctx: ImportContext): Promise<void> {
  const collection = 'emailSubscriptions';
  const origins = originsOf(ctx, collection);
  const counts = ctx.report.countsOf(collection);
  const repaired: Repaired = (what) => ctx.report.repair(collection, what);
  const people = new Set((await addressesOfPeople(ctx)).values());
  const taken = new Set<string>();
  const rows = batches<typeof emailSubscriptions.$inferInsert>((values) =>
    ctx.tx.insert(emailSubscriptions).values(values),
  );
  await eachDocument(ctx, collection, async (document, originalId) => {
    const email = textOf(document.email).trim().toLowerCase();
    if (!EMAIL_PATTERN.test(email)) return ctx.report.skip(collection, 'its email is not an e-mail address');
    if (!booleanOf(document.emailSubscriptions, true))
      return ctx.report.skip(collection, 'it is unsubscribed');
    if (people.has(email))
      return ctx.report.skip(collection, 'its address is a person’s, who chooses on their profile');
    if (taken.has(email)) return ctx.report.skip(collection, 'its address is listed already');
    taken.add(email);
    const subscribedAt = instantOf(document.subscribedAt, repaired) ?? idTime(originalId);
    const id = localIdOf(collection, originalId);
    await rows.add({
      id,
      email,
      requestedAt: subscribedAt,
      confirmedAt: booleanOf(document.isConfirmed, false)
        ? (instantOf(document.confirmedAt, repaired) ?? subscribedAt)
        : null,
      createdAt: subscribedAt,
    });
    await origins.add({ originalId, localId: id, digest: digestOf(document) });
    counts.imported += 1;
  });
  await rows.flush();
  await origins.flush();
}
