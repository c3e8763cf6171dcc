type RankedBadge = { badge: { badgeName: string; ranking: number } };

// Spec 000 section 9: ascending ranking with ranking 0 (unranked) last, ties by name.
const rankKey = (ranking: number): number => (ranking > 0 ? ranking : Number.POSITIVE_INFINITY);

/** A copy of the entries in the order a profile shows them. */
export function sortBadges<T extends RankedBadge>(entries: readonly T[]): T[] {
  return [...entries].sort(
    (a, b) =>
      rankKey(a.badge.ranking) - rankKey(b.badge.ranking) ||
      a.badge.badgeName.localeCompare(b.badge.badgeName),
  );
}

/** Each badge counts by its count; a Personal Max counts once. */
export const totalBadgeCount = (entries: readonly { count: number; badge: { type: string } }[]): number =>
  entries.reduce((sum, entry) => sum + (entry.badge.type === 'Personal Max' ? 1 : entry.count), 0);
