import { z } from 'zod';
import { WORK_CATEGORIES } from '../constants';
import { atMost, atMostItems, limitMessages, TEXT_MAX, typedAsText, wholeNumber } from '../limits';

export const BADGE_TYPES = [
  'No Infringement Streak',
  'Minimum Hours Multiple',
  'Personal Max',
  'Most Hrs in Week',
  'X Hours for X Week Streak',
  'Lead a team of X+',
  'Total Hrs in Category',
  'Custom',
] as const;
export type BadgeType = (typeof BADGE_TYPES)[number];

export const BADGE_CATEGORIES = [...WORK_CATEGORIES, 'Unassigned', 'Other', 'Unspecified'] as const;
export type BadgeCategory = (typeof BADGE_CATEGORIES)[number];

/** Which of the optional numbers each type is awarded by; the form shows only these. */
export const BADGE_TYPE_FIELDS: Record<
  BadgeType,
  readonly ('multiple' | 'weeks' | 'months' | 'totalHrs' | 'people' | 'category')[]
> = {
  'No Infringement Streak': ['months'],
  'Minimum Hours Multiple': ['multiple'],
  'Personal Max': [],
  'Most Hrs in Week': [],
  'X Hours for X Week Streak': ['totalHrs', 'weeks'],
  'Lead a team of X+': ['people'],
  'Total Hrs in Category': ['totalHrs', 'category'],
  Custom: [],
};

/** How many times one volunteer may hold one badge, and so how many earned dates it carries. */
export const MAX_BADGE_COUNT = 1000;
/** How many different badges one collection may hold. */
export const MAX_BADGES_IN_COLLECTION = 1000;

export const badgeSchemaMessages = {
  nameRequired: 'Please enter a badge name.',
  nameTaken: 'Another badge already has this name.',
  imageInvalid: 'The image must be an https address or a png, jpeg, gif or webp data URL.',
  imageTooLarge: 'The image is too large: use one under 1 MB.',
  projectInvalid: 'Please choose a project from the list.',
  badgeInvalid: 'Please choose a badge from the list.',
  countOutOfRange: `${limitMessages.wholeNumber(0, MAX_BADGE_COUNT)} A badge is given at most ${MAX_BADGE_COUNT.toLocaleString('en-US')} times.`,
} as const;

/** The largest figure each of a badge's numbers may hold, far above any the award rules use. */
export const BADGE_NUMBER_MAX = {
  multiple: 100,
  weeks: 520,
  months: 600,
  totalHrs: 100_000,
  people: 10_000,
  ranking: 10_000,
} as const;

// About 750 KB of picture once base64 is decoded; badges are small icons.
const MAX_IMAGE_URL_LENGTH = 1_000_000;
const DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp);base64,[A-Za-z0-9+/]+={0,2}$/;

/** An https address or an inline raster image; scripts cannot ride in either (svg is left out for that reason). */
export function isBadgeImageUrl(value: string): boolean {
  if (value.startsWith('data:')) return DATA_IMAGE.test(value);
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

const imageUrl = z
  .string()
  .trim()
  .max(MAX_IMAGE_URL_LENGTH, badgeSchemaMessages.imageTooLarge)
  .refine((value) => value === '' || isBadgeImageUrl(value), badgeSchemaMessages.imageInvalid);

// The original's badge form sends its figures as typed.
const optionalFigure = (field: Exclude<keyof typeof BADGE_NUMBER_MAX, 'ranking'>) =>
  typedAsText(wholeNumber(0, BADGE_NUMBER_MAX[field]).nullish());

/** A badge's fields, each as it is checked whether it is sent new or changed. */
const badgeFields = {
  badgeName: z
    .string(badgeSchemaMessages.nameRequired)
    .trim()
    .min(1, badgeSchemaMessages.nameRequired)
    .max(...atMost(TEXT_MAX.title)),
  type: z.enum(BADGE_TYPES),
  multiple: optionalFigure('multiple'),
  weeks: optionalFigure('weeks'),
  months: optionalFigure('months'),
  totalHrs: optionalFigure('totalHrs'),
  people: optionalFigure('people'),
  category: z.enum(BADGE_CATEGORIES),
  project: z.uuid(badgeSchemaMessages.projectInvalid).nullish(),
  imageUrl,
  ranking: typedAsText(wholeNumber(0, BADGE_NUMBER_MAX.ranking)),
  description: z.string().max(...atMost(5000)),
  showReport: z.boolean(),
};

/** A new badge: what is not sent takes its default. */
export const badgeInput = z.object({
  ...badgeFields,
  type: badgeFields.type.default('Total Hrs in Category'),
  category: badgeFields.category.default('Unspecified'),
  imageUrl: imageUrl.default(''),
  ranking: typedAsText(wholeNumber(0, BADGE_NUMBER_MAX.ranking).default(0)),
  description: badgeFields.description.default(''),
  showReport: badgeFields.showReport.default(false),
});
export type BadgeInput = z.input<typeof badgeInput>;
export type BadgeFields = z.output<typeof badgeInput>;

/** An edit sends only what changes; a field left out keeps its value. */
export const badgeUpdate = z.object(badgeFields).partial();
export type BadgeUpdate = z.output<typeof badgeUpdate>;

/** The original client sends the badge as its id or as the populated badge. */
const badgeId = z.uuid(badgeSchemaMessages.badgeInvalid);
const badgeRef = z
  .union([badgeId, z.object({ _id: badgeId })])
  .transform((ref) => (typeof ref === 'string' ? ref : ref._id).toLowerCase());

export const badgeCollectionEntryInput = z.object({
  badge: badgeRef,
  // Counts arrive as numbers, numeric strings or garbage; garbage and zero are dropped, not refused.
  // A readable count outside the range is refused: it would store as many earned dates.
  count: z
    .unknown()
    .transform((value) => Number(value))
    .refine(
      (count) => Number.isNaN(count) || (count >= 0 && count <= MAX_BADGE_COUNT),
      badgeSchemaMessages.countOutOfRange,
    ),
  lastModified: z.unknown().optional(),
  featured: z.boolean().optional(),
  earnedDate: z
    .array(z.string().max(...atMost(40)))
    .max(...atMostItems(MAX_BADGE_COUNT))
    .optional(),
});

export const assignBadgesInput = z
  .object({
    badgeCollection: z.array(badgeCollectionEntryInput).max(...atMostItems(MAX_BADGES_IN_COLLECTION)),
    newBadges: z.unknown().optional(),
  })
  // Entries naming the same badge are added up; the sum is bounded like a single count.
  .refine(
    (input) => mergeBadgeCollection(input.badgeCollection).every((entry) => entry.count <= MAX_BADGE_COUNT),
    { path: ['badgeCollection'], message: badgeSchemaMessages.countOutOfRange },
  );
export type AssignBadgesInput = z.input<typeof assignBadgesInput>;

export type MergedBadgeEntry = { badgeId: string; count: number; featured: boolean; earnedDates: string[] };

/**
 * The collection as it will be stored: entries with a count that is not a positive whole number are
 * dropped, and entries naming the same badge become one (counts and dates added up).
 */
export function mergeBadgeCollection(
  entries: readonly z.output<typeof badgeCollectionEntryInput>[],
): MergedBadgeEntry[] {
  const byBadge = new Map<string, MergedBadgeEntry>();
  for (const entry of entries) {
    const value = Math.floor(entry.count);
    if (!Number.isFinite(value) || value <= 0) continue;
    const merged = byBadge.get(entry.badge);
    if (merged) {
      merged.count += value;
      merged.featured ||= entry.featured ?? false;
      merged.earnedDates.push(...(entry.earnedDate ?? []));
    } else {
      byBadge.set(entry.badge, {
        badgeId: entry.badge,
        count: value,
        featured: entry.featured ?? false,
        earnedDates: [...(entry.earnedDate ?? [])],
      });
    }
  }
  return [...byBadge.values()];
}
