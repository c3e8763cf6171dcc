// Time off and what goes with blue squares (hgn-data §2.9, §2.17): `timeOffRequests`, the reasons
// people schedule for weeks they will miss (`reasons`), and the people copied on every blue-square
// e-mail (`BlueSquareEmailAssignments`). A request's last day is worked out again from its first
// day and weeks, as HGN's server did, rather than read.
import { endingDateOf, MAX_TIME_OFF_WEEKS, TIME_OFF_REASON_TYPES } from '@hgn/domain/timeOff';
import {
  blueSquareEmailCopies,
  blueSquareReasons,
} from '../../features/blueSquares/blueSquareExtras.table.js';
import { timeOffRequests } from '../../features/timeOff/timeOff.table.js';
import { users } from '../../features/users/users.table.js';
import {
  batches,
  digestOf,
  eachDocument,
  originsOf,
  type ImportContext,
  localIdOf,
} from '../importContext.js';
import { booleanOf, dayOf, idTime, instantOf, numberOf, oneOf, textOf, type Repaired } from '../values.js';
import { importedUserOf } from './users.js';

export async function importTimeOffRequests(ctx: ImportContext): Promise<void> {
  const collection = 'timeOffRequests';
  const origins = originsOf(ctx, collection);
  const counts = ctx.report.countsOf(collection);
  const repaired: Repaired = (what) => ctx.report.repair(collection, what);
  const rows = batches<typeof timeOffRequests.$inferInsert>((values) =>
    ctx.tx.insert(timeOffRequests).values(values),
  );
  await eachDocument(ctx, collection, async (document, originalId) => {
    const userId = importedUserOf(ctx, document.requestFor);
    if (!userId) return ctx.report.skip(collection, 'its person is not in userProfiles');
    const startingDate = dayOf(document.startingDate, repaired);
    if (!startingDate) return ctx.report.skip(collection, 'its startingDate is not a date');
    const weeks = numberOf(document.duration, repaired);
    if (weeks === undefined || Math.round(weeks) < 1 || Math.round(weeks) > MAX_TIME_OFF_WEEKS)
      return ctx.report.skip(collection, `its duration is not 1 to ${MAX_TIME_OFF_WEEKS} weeks`);
    const durationWeeks = Math.round(weeks);
    const endingDate = endingDateOf(startingDate, durationWeeks);
    if (dayOf(document.endingDate, () => undefined) !== endingDate)
      repaired('an endingDate that is not the starting day plus the weeks, worked out again');
    const id = localIdOf(collection, originalId);
    await rows.add({
      id,
      userId,
      startingDate,
      endingDate,
      durationWeeks,
      reason: textOf(document.reason).trim(),
      reasonType: oneOf(TIME_OFF_REASON_TYPES, document.reasonType) ?? 'vacationTime',
      createdAt: instantOf(document.createdAt, repaired) ?? idTime(originalId),
    });
    await origins.add({ originalId, localId: id, digest: digestOf(document) });
    counts.imported += 1;
  });
  await rows.flush();
  await origins.flush();
}

/** `reasons` → scheduled reasons, one per person and Sunday. */
export async function importScheduledReasons(ctx: ImportContext): Promise<void> {
  const collection = 'reasons';
  const origins = originsOf(ctx, collection);
  const counts = ctx.report.countsOf(collection);
  const repaired: Repaired = (what) => ctx.report.repair(collection, what);
  const taken = new Set<string>();
  const rows = batches<typeof blueSquareReasons.$inferInsert>((values) =>
    ctx.tx.insert(blueSquareReasons).values(values),
  );
  await eachDocument(ctx, collection, async (document, originalId) => {
    const userId = importedUserOf(ctx, document.userId);
    if (!userId) return ctx.report.skip(collection, 'its person is not in userProfiles');
    const date = dayOf(document.date, repaired);
    if (!date) return ctx.report.skip(collection, 'its date is not a date');
    if (taken.has(`${userId} ${date}`))
      return ctx.report.skip(collection, 'another reason of the person is for the same day');
    taken.add(`${userId} ${date}`);
    const id = localIdOf(collection, originalId);
    await rows.add({
      id,
      userId,
      date,
      reason: textOf(document.reason).trim(),
      isSet: booleanOf(document.isSet, true),
      createdAt: idTime(originalId),
    });
    await origins.add({ originalId, localId: id, digest: digestOf(document) });
    counts.imported += 1;
  });
  await rows.flush();
  await origins.flush();
}

/** `BlueSquareEmailAssignments` → the copies list, with each person's address as imported. */
export async function importBlueSquareEmailCopies(ctx: ImportContext): Promise<void> {
  const collection = 'BlueSquareEmailAssignments';
  const origins = originsOf(ctx, collection);
  const counts = ctx.report.countsOf(collection);
  const emails = new Map(
    (await ctx.tx.select({ id: users.id, email: users.email }).from(users)).map((u) => [u.id, u.email]),
  );
  const listed = new Set<string>();
  await eachDocument(ctx, collection, async (document, originalId) => {
    const userId = importedUserOf(ctx, document.assignedTo);
    if (!userId) return ctx.report.skip(collection, 'its person is not in userProfiles');
    const email = emails.get(userId)!;
    if (listed.has(email)) return ctx.report.skip(collection, 'its person is listed already');
    listed.add(email);
    if (textOf(document.email).trim().toLowerCase() !== email)
      ctx.report.repair(collection, 'an address that is not the person’s, replaced by the person’s');
    const id = localIdOf(collection, originalId);
    await ctx.tx
      .insert(blueSquareEmailCopies)
      .values({ id, email, assignedTo: userId, createdAt: idTime(originalId) });
    await origins.add({ originalId, localId: id, digest: digestOf(document) });
    counts.imported += 1;
  });
  await origins.flush();
}
