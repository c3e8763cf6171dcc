// What `userProfiles` embeds about each person's past (hgn-data §2.1.4, §2.1.5): the weekly
// summaries and the history of weekly committed hours. Read in a second pass over the collection,
// once every person has a row, for the people imported; each embedded item is recorded in
// `hgn_origins` under `userProfiles.<field>` with its own ObjectId.
import { weekRange } from '@hgn/domain/time';
import { wordsOfSummary } from '@hgn/domain/weeklySummaries';
import { sql } from 'drizzle-orm';
import { committedHoursChanges, users } from '../../features/users/users.table.js';
import { weeklySummaries } from '../../features/weeklySummaries/weeklySummaries.table.js';
import { sanitizeRichText } from '../../platform/html/rich-text.js';
import {
  batches,
  eachPersonDocument,
  insertColumns,
  itemsOf,
  originsOf,
  type EmbeddedOrigin as Origin,
  type ImportContext,
  localIdOf,
} from '../importContext.js';
import { idTime, instantOf, numberOf, textOf, type Repaired } from '../values.js';

const SUMMARIES = 'weekly summaries';
const COMMITTED = 'committed hours';

export async function importUserHistory(ctx: ImportContext): Promise<void> {
  const summaryOrigins = originsOf(ctx, 'userProfiles.weeklySummaries');
  const committedOrigins = originsOf(ctx, 'userProfiles.weeklycommittedHoursHistory');
  const summaryRows = batches<typeof weeklySummaries.$inferInsert>((values) =>
    ctx.tx.insert(weeklySummaries).values(values),
  );
  const committedRows = batches<typeof committedHoursChanges.$inferInsert>((values) =>
    ctx.tx.insert(committedHoursChanges).values(values),
  );
  const summaryCounts = ctx.report.countsOf(SUMMARIES);
  const committedCounts = ctx.report.countsOf(COMMITTED);

  await eachPersonDocument(ctx, async (document, userId) => {
    const summaries = itemsOf(document, document.weeklySummaries ? 'weeklySummaries' : 'weeklySummary');
    const history = itemsOf(document, 'weeklycommittedHoursHistory');
    summaryCounts.read += summaries.length;
    committedCounts.read += history.length;
    if (userId === undefined) {
      summaries.forEach(() => ctx.report.skip(SUMMARIES, 'its person is not imported'));
      history.forEach(() => ctx.report.skip(COMMITTED, 'its person is not imported'));
      return;
    }
    for (const summary of summariesOf(ctx, summaries, userId)) {
      await summaryRows.add(summary.row);
      if (summary.originalId)
        await summaryOrigins.add({ originalId: summary.originalId, localId: userId, digest: summary.digest });
      summaryCounts.imported += 1;
    }
    for (const change of committedChangesOf(ctx, history, userId)) {
      await committedRows.add(change.row);
      if (change.originalId)
        await committedOrigins.add({
          originalId: change.originalId,
          localId: change.row.id,
          digest: change.digest,
        });
      committedCounts.imported += 1;
    }
  });
  await summaryRows.flush();
  await committedRows.flush();
  await startMissingHistories(ctx);
  await summaryOrigins.flush();
  await committedOrigins.flush();
}

/**
 * A person's summaries, one per Pacific week (the week `dueDate` ends), with HTML sanitised as the
 * summary screen's are. HGN keeps the newest first; an empty one is a week without a summary, which
 * this product stores as no row.
 */
function summariesOf(ctx: ImportContext, items: ReturnType<typeof itemsOf>, userId: string) {
  const repaired: Repaired = (what) => ctx.report.repair(SUMMARIES, what);
  const weeks = new Set<string>();
  const kept: Array<{ row: typeof weeklySummaries.$inferInsert } & Origin> = [];
  for (const { fields, originalId, digest, key } of items) {
    const due = instantOf(fields.dueDate, repaired);
    if (!due) {
      ctx.report.skip(SUMMARIES, 'its dueDate is not a date');
      continue;
    }
    const html = textOf(fields.summary);
    const summary = sanitizeRichText(html, { pictures: false });
    if (html.trim() === '') {
      ctx.report.skip(SUMMARIES, 'empty: the week has no summary');
      continue;
    }
    if (wordsOfSummary(summary) === 0) {
      ctx.report.skip(SUMMARIES, 'no text is left once its HTML is sanitised');
      continue;
    }
    if (summary !== html) repaired('HTML the sanitiser changed (scripts, pictures or attributes left out)');
    const weekStart = weekRange(due).startDate;
    if (weeks.has(weekStart)) {
      ctx.report.skip(SUMMARIES, 'another summary of the person is due the same week');
      continue;
    }
    weeks.add(weekStart);
    const uploadedAt =
      instantOf(fields.uploadDate, repaired) ?? (originalId === undefined ? due : idTime(originalId));
    kept.push({ row: { userId, weekStart, summary, uploadedAt }, originalId, digest, key });
  }
  return kept;
}

/** The changes of weekly committed hours HGN recorded, each with its hours and day. */
function committedChangesOf(ctx: ImportContext, items: ReturnType<typeof itemsOf>, userId: string) {
  const repaired: Repaired = (what) => ctx.report.repair(COMMITTED, what);
  const changes: Array<{ row: typeof committedHoursChanges.$inferInsert & { id: string } } & Origin> = [];
  for (const { fields, originalId, digest, key } of items) {
    const hours = numberOf(fields.hours, repaired);
    const changedAt = instantOf(fields.dateChanged, repaired);
    if (hours === undefined || hours < 0) ctx.report.skip(COMMITTED, 'its hours are not a number of hours');
    else if (!changedAt) ctx.report.skip(COMMITTED, 'its dateChanged is not a date');
    else
      changes.push({
        row: { id: localIdOf(COMMITTED, key), userId, hours: Math.round(hours), changedAt },
        originalId,
        digest,
        key,
      });
  }
  return changes;
}

/**
 * A person left without a committed-hours history gets the one change this product writes when an
 * account is made: the person's current hours, at the account's creation.
 */
async function startMissingHistories(ctx: ImportContext) {
  const { rows } = await ctx.tx.execute<{ id: string; hours: number; created_at: string }>(sql`
    select u.id, u.weekly_committed_hours as hours, u.created_at from ${users} u
    where not exists (select 1 from ${committedHoursChanges} c where c.user_id = u.id)`);
  await insertColumns(
    ctx.tx,
    committedHoursChanges,
    [
      ['id', 'uuid'],
      ['user_id', 'uuid'],
      ['hours', 'integer'],
      ['changed_at', 'timestamptz'],
    ],
    rows.map((row) => [localIdOf(COMMITTED, `first of ${row.id}`), row.id, row.hours, row.created_at]),
  );
  for (let n = 0; n < rows.length; n += 1)
    ctx.report.repair(COMMITTED, 'a person without a history, given one change at the account’s creation');
}
