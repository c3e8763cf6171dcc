import { z } from 'zod';
import { WORK_CATEGORIES } from '../constants';

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

export const badgeSchemaMessages = {
  nameRequired: 'Please enter a badge name.',
  nameTaken: 'Another badge already has this name.',
  imageInvalid: 'The image must be an https address or a png, jpeg, gif or webp data URL.',
  imageTooLarge: 'The image is too large: use one under 1 MB.',
  notANumber: 'Please enter a whole number of 0 or more.',
  projectInvalid: 'Please choose a project from the list.',
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

const count = z
  .number(badgeSchemaMessages.notANumber)
  .int(badgeSchemaMessages.notANumber)
  .min(0, badgeSchemaMessages.notANumber);
const optionalCount = count.nullish();

export const badgeInput = z.object({
  badgeName: z
    .string(badgeSchemaMessages.nameRequired)
    .trim()
    .min(1, badgeSchemaMessages.nameRequired)
    .max(200),
  type: z.enum(BADGE_TYPES).default('Total Hrs in Category'),
  multiple: optionalCount,
  weeks: optionalCount,
  months: optionalCount,
  totalHrs: optionalCount,
  people: optionalCount,
  category: z.enum(BADGE_CATEGORIES).default('Unspecified'),
  project: z.uuid(badgeSchemaMessages.projectInvalid).nullish(),
  imageUrl: imageUrl.default(''),
  ranking: count.default(0),
  description: z.string().max(5000).default(''),
  showReport: z.boolean().default(false),
});
export type BadgeInput = z.input<typeof badgeInput>;
export type BadgeFields = z.output<typeof badgeInput>;

/** An edit sends only what changes; a field left out keeps its value. */
export const badgeUpdate = badgeInput.partial();
export type BadgeUpdate = z.output<typeof badgeUpdate>;

/** The original client sends the badge as its id or as the populated badge. */
const badgeRef = z
  .union([z.string(), z.object({ _id: z.string() })])
  .transform((ref) => (typeof ref === 'string' ? ref : ref._id));

export const badgeCollectionEntryInput = z.object({
  badge: badgeRef,
  // Counts arrive as numbers, numeric strings or garbage; garbage and zero are dropped, not refused.
  count: z.unknown().transform((value) => Number(value)),
  lastModified: z.unknown().optional(),
  featured: z.boolean().optional(),
  earnedDate: z.array(z.string().max(40)).max(10_000).optional(),
});

export const assignBadgesInput = z.object({
  badgeCollection: z.array(badgeCollectionEntryInput).max(1000),
  newBadges: z.unknown().optional(),
});
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
