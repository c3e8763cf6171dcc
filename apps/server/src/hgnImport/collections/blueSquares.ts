// Blue squares and warnings (hgn-data §2.1.6, §2.1.7, §2.18). A person's blue squares are the
// union of `infringements`, the older misspelt `infringments` and the lossy archive
// `oldInfringements`, which repeats current ones under the same ObjectId: each id is read once,
// from the richest copy. Those a year old are retired as the week close retires them. Warnings are
// linked to their description by its title, as HGN links them, or else by `warningId`.
import { BLUE_SQUARE_REASONS, type BlueSquareReason } from '@hgn/domain/blueSquares';
import { pacificDate } from '@hgn/domain/time';
import type { Document } from 'bson';
import { retireYearOldBlueSquares } from '../../features/blueSquares/blueSquares.service.js';
import { blueSquares } from '../../features/blueSquares/blueSquares.table.js';
import { userWarnings, warningDescriptions } from '../../features/warnings/warnings.table.js';
import {
  batches,
  digestOf,
  eachDocument,
  eachPersonDocument,
  itemsOf,
  originsOf,
  type ImportContext,
  localIdOf,
} from '../importContext.js';
import {
  booleanOf,
  dayOf,
  idOf,
  idTime,
  numberOf,
  objectOf,
  oneOf,
  textOf,
  textsOf,
  type Repaired,
} from '../values.js';
import { importedUserOf } from './users.js';

const SQUARES = 'blue squares';
const WARNINGS = 'warnings';
const DESCRIPTIONS = 'currentWarnings';

/** What HGN's older single `reason` says, in this product's reasons. */
const REASON_OF: Record<string, BlueSquareReason> = {
  missingHours: 'time not met',
  missingBothHoursAndSummary: 'time not met',
  missingTimeEntry: 'time not met',
  missingSummary: 'missing summary',
};

type Descriptions = { byTitle: Map<string, string>; byOriginalId: Map<string, string> };

/** `currentWarnings` → warning descriptions; a title another has (ignoring case) is skipped. */
export async function importWarningDescriptions(ctx: ImportContext): Promise<Descriptions> {
  const origins = originsOf(ctx, DESCRIPTIONS);
  const counts = ctx.report.countsOf(DESCRIPTIONS);
  const descriptions: Descriptions = { byTitle: new Map(), byOriginalId: new Map() };
  const repaired: Repaired = (what) => ctx.report.repair(DESCRIPTIONS, what);
  await eachDocument(ctx, DESCRIPTIONS, async (document, originalId) => {
    const title = textOf(document.warningTitle).trim();
    if (title === '') return ctx.report.skip(DESCRIPTIONS, 'it has no warningTitle');
    if (descriptions.byTitle.has(title.toLowerCase()))
      return ctx.report.skip(DESCRIPTIONS, 'its warningTitle is another’s (ignoring case)');
    const id = localIdOf(DESCRIPTIONS, originalId);
    await ctx.tx.insert(warningDescriptions).values({
      id,
      title,
      isActive: booleanOf(document.activeWarning, true),
      isPermanent: booleanOf(document.isPermanent, false),
      displayOrder: Math.round(numberOf(document.order, repaired) ?? counts.imported),
      createdAt: idTime(originalId),
    });
    descriptions.byTitle.set(title.toLowerCase(), id);
    descriptions.byOriginalId.set(originalId, id);
    await origins.add({ originalId, localId: id, digest: digestOf(document) });
    counts.imported += 1;
  });
  await origins.flush();
  return descriptions;
}

/** Each person's blue squares and warnings, in a pass over `userProfiles`. */
export async function importBlueSquaresAndWarnings(ctx: ImportContext, descriptions: Descriptions) {
  const squareOrigins = originsOf(ctx, 'userProfiles.infringements');
  const warningOrigins = originsOf(ctx, 'userProfiles.warnings');
  const squareRows = batches<typeof blueSquares.$inferInsert>((values) =>
    ctx.tx.insert(blueSquares).values(values),
  );
  const warningRows = batches<typeof userWarnings.$inferInsert>((values) =>
    ctx.tx.insert(userWarnings).values(values),
  );
  const squareCounts = ctx.report.countsOf(SQUARES);
  const warningCounts = ctx.report.countsOf(WARNINGS);
  const squareRepaired: Repaired = (what) => ctx.report.repair(SQUARES, what);
  const warningRepaired: Repaired = (what) => ctx.report.repair(WARNINGS, what);

  await eachPersonDocument(ctx, async (document, userId) => {
    const squares = [
      ...itemsOf(document, 'infringements'),
      ...itemsOf(document, 'infringments'),
      ...itemsOf(document, 'oldInfringements'),
    ];
    const warnings = itemsOf(document, 'warnings');
    squareCounts.read += squares.length;
    warningCounts.read += warnings.length;
    if (userId === undefined) {
      squares.forEach(() => ctx.report.skip(SQUARES, 'its person is not imported'));
      warnings.forEach(() => ctx.report.skip(WARNINGS, 'its person is not imported'));
      return;
    }
    const seen = new Set<string>();
    for (const { fields, originalId, digest, key } of squares) {
      if (originalId !== undefined && seen.has(originalId)) {
        ctx.report.skip(SQUARES, 'a copy (in oldInfringements) of a blue square already read');
        continue;
      }
      if (originalId !== undefined) seen.add(originalId);
      const date = dayOf(fields.date, squareRepaired);
      if (!date) {
        ctx.report.skip(SQUARES, 'its date is not a date');
        continue;
      }
      const id = localIdOf(SQUARES, key);
      const createdAt = originalId === undefined ? new Date(`${date}T12:00:00Z`) : idTime(originalId);
      await squareRows.add({
        id,
        userId,
        date,
        description: textOf(fields.description),
        reason: reasonOf(fields, squareRepaired),
        createdBy: importedUserOf(ctx, objectOf(fields.manuallyAssignedBy).userId) ?? null,
        createdAt,
        updatedAt: createdAt,
      });
      if (originalId !== undefined) await squareOrigins.add({ originalId, localId: id, digest });
      squareCounts.imported += 1;
    }
    for (const { fields, originalId, digest, key } of warnings) {
      const row = warningOf(ctx, descriptions, fields, { originalId, key }, warningRepaired);
      if (!row) continue;
      await warningRows.add({ ...row, userId });
      if (originalId !== undefined) await warningOrigins.add({ originalId, localId: row.id, digest });
      warningCounts.imported += 1;
    }
  });
  await squareRows.flush();
  await warningRows.flush();
  await squareOrigins.flush();
  await warningOrigins.flush();
  const retired = await retireYearOldBlueSquares(ctx.tx, pacificDate(ctx.now));
  ctx.report.figure(`blue squares: ${retired} a year old or more, retired as the week close retires them`);
}

/** The blue square's reason: the first of HGN's `reasons` this product knows, else its older `reason`. */
function reasonOf(fields: Document, repaired: Repaired): BlueSquareReason {
  const known = textsOf(fields.reasons)
    .map((reason) => oneOf(BLUE_SQUARE_REASONS, reason))
    .find(Boolean);
  if (known) return known;
  const older = REASON_OF[textOf(fields.reason)];
  if (older) repaired('a reason read from the older `reason` field');
  return older ?? 'other';
}

/**
 * A person's warning under its description, or undefined (counted) when it has none or is of a
 * colour this product has no warning of (only yellow and red are warnings here).
 */
function warningOf(
  ctx: ImportContext,
  descriptions: Descriptions,
  fields: Document,
  { originalId, key }: { originalId: string | undefined; key: string },
  repaired: Repaired,
) {
  const descriptionId =
    descriptions.byTitle.get(textOf(fields.description).trim().toLowerCase()) ??
    descriptions.byOriginalId.get(idOf(fields.warningId) ?? '');
  if (!descriptionId) return ctx.report.skip(WARNINGS, 'its description is not in currentWarnings');
  const color = oneOf(['yellow', 'red'] as const, textOf(fields.color).toLowerCase());
  if (!color) return ctx.report.skip(WARNINGS, 'its colour is neither yellow nor red');
  const date = dayOf(fields.date, repaired);
  if (!date) return ctx.report.skip(WARNINGS, 'its date is not a date');
  let iconId = textOf(fields.iconId).trim();
  if (iconId === '') {
    repaired('a warning without an iconId, given its own id');
    iconId = originalId ?? localIdOf('warning icons', key);
  }
  return {
    id: localIdOf(WARNINGS, key),
    descriptionId,
    iconId,
    color,
    date,
    createdAt: originalId === undefined ? new Date(`${date}T12:00:00Z`) : idTime(originalId),
  };
}
