// `badges` (hgn-data §2.7) and each person's awards, `badgeCollection` (§2.1.8). An award's earned
// dates are kept as HGN wrote them (several formats, some typed by hand), as this product stores
// them; a date stored as a Date is written as the weekly award writes one (MMM-DD-YY). Awards of one
// badge are made one, as the badge screen merges them.
import {
  BADGE_CATEGORIES,
  BADGE_TYPES,
  mergeBadgeCollection,
  type BadgeCategory,
  type BadgeType,
} from '@hgn/domain/badges';
import { formatMMMDDYY } from '@hgn/domain/time';
import { badges, userBadges } from '../../features/badges/badges.table.js';
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
import { booleanOf, idOf, idTime, instantOf, numberOf, oneOf, textOf, type Repaired } from '../values.js';
import { freeName } from './projects.js';

const COLLECTION = 'badges';
const AWARDS = 'badge awards';

/** A whole number of at least 0, or null. */
const wholeOf = (value: unknown, repaired: Repaired): number | null => {
  const number = numberOf(value, repaired);
  return number === undefined || number < 0 ? null : Math.round(number);
};

/** `badges` → badges; a name another badge has (ignoring case) is numbered. Returns ids by ObjectId. */
export async function importBadges(ctx: ImportContext): Promise<Map<string, string>> {
  const origins = originsOf(ctx, COLLECTION);
  const counts = ctx.report.countsOf(COLLECTION);
  const ids = new Map<string, string>();
  const taken = new Set<string>();
  const repaired: Repaired = (what) => ctx.report.repair(COLLECTION, what);
  const rows = batches<typeof badges.$inferInsert>((values) => ctx.tx.insert(badges).values(values));
  await eachDocument(ctx, COLLECTION, async (document, originalId) => {
    const rawName = textOf(document.badgeName).trim();
    if (rawName === '') return ctx.report.skip(COLLECTION, 'it has no badgeName');
    const name = freeName(rawName, taken, (n) => n.toLowerCase());
    if (name !== rawName) repaired('a name another badge has (ignoring case), numbered');
    let type: BadgeType = oneOf(BADGE_TYPES, document.type) ?? 'Custom';
    if (document.type === undefined) type = 'Total Hrs in Category';
    else if (type !== document.type) repaired('a type this product does not have, made Custom');
    const category: BadgeCategory = oneOf(BADGE_CATEGORIES, document.category) ?? 'Unspecified';
    if (document.category !== undefined && category !== document.category)
      repaired('a category this product does not have, made Unspecified');
    const project = idOf(document.project ?? document.projectId);
    const id = localIdOf(COLLECTION, originalId);
    await rows.add({
      id,
      name,
      type,
      category,
      description: textOf(document.description),
      imageUrl: textOf(document.imageUrl),
      ranking: wholeOf(document.ranking, repaired) ?? 0,
      projectId: project === undefined ? null : (ctx.ids.projects.get(project)?.id ?? null),
      showReport: booleanOf(document.showReport, false),
      multiple: wholeOf(document.multiple, repaired),
      weeks: wholeOf(document.weeks, repaired),
      months: wholeOf(document.months, repaired),
      totalHrs: wholeOf(document.totalHrs, repaired),
      people: wholeOf(document.people, repaired),
      createdAt: idTime(originalId),
    });
    ids.set(originalId, id);
    await origins.add({ originalId, localId: id, digest: digestOf(document) });
    counts.imported += 1;
  });
  await rows.flush();
  await origins.flush();
  return ids;
}

/** Each person's awards, in a pass over `userProfiles`. */
export async function importBadgeAwards(ctx: ImportContext, badgeIds: Map<string, string>): Promise<void> {
  const origins = originsOf(ctx, 'userProfiles.badgeCollection');
  const counts = ctx.report.countsOf(AWARDS);
  const repaired: Repaired = (what) => ctx.report.repair(AWARDS, what);
  const rows = batches<typeof userBadges.$inferInsert>((values) => ctx.tx.insert(userBadges).values(values));
  await eachPersonDocument(ctx, async (document, userId) => {
    const awards = itemsOf(document, 'badgeCollection');
    counts.read += awards.length;
    if (userId === undefined) {
      awards.forEach(() => ctx.report.skip(AWARDS, 'its person is not imported'));
      return;
    }
    const entries = [];
    const byBadge = new Map<
      string,
      { lastModified: Date; deletionImpact: boolean; first: (typeof awards)[0] }
    >();
    for (const award of awards) {
      const { fields, originalId } = award;
      const badgeId = badgeIds.get(idOf(fields.badge) ?? '');
      if (!badgeId) {
        ctx.report.skip(AWARDS, 'its badge is not in badges');
        continue;
      }
      const earnedDate = (Array.isArray(fields.earnedDate) ? fields.earnedDate : [])
        .map((date) => (date instanceof Date ? formatMMMDDYY(date) : textOf(date).trim()))
        .filter((date) => date !== '');
      const count = numberOf(fields.count, repaired) ?? earnedDate.length;
      if (!(Math.floor(count) > 0)) {
        ctx.report.skip(AWARDS, 'its count is not a whole number above 0');
        continue;
      }
      const lastModified =
        instantOf(fields.lastModified, repaired) ?? idTime(originalId ?? idOf(document._id)!);
      const deletionImpact = booleanOf(fields.hasBadgeDeletionImpact, false);
      const held = byBadge.get(badgeId);
      if (held) {
        repaired('a second award of the same badge, added to the first');
        if (lastModified > held.lastModified) held.lastModified = lastModified;
        held.deletionImpact ||= deletionImpact;
      } else byBadge.set(badgeId, { lastModified, deletionImpact, first: award });
      entries.push({ badge: badgeId, count, featured: booleanOf(fields.featured, false), earnedDate });
    }
    for (const merged of mergeBadgeCollection(entries)) {
      const held = byBadge.get(merged.badgeId)!;
      const id = localIdOf(AWARDS, `${userId}/${merged.badgeId}`);
      await rows.add({
        id,
        userId,
        badgeId: merged.badgeId,
        count: merged.count,
        earnedDates: merged.earnedDates,
        featured: merged.featured,
        hasBadgeDeletionImpact: held.deletionImpact,
        lastModified: held.lastModified,
      });
      if (held.first.originalId !== undefined)
        await origins.add({ originalId: held.first.originalId, localId: id, digest: held.first.digest });
      counts.imported += 1;
    }
  });
  await rows.flush();
  await origins.flush();
}
