import type { BadgeCollectionItemJson } from '@hgn/domain/badges';
import { formatMMMDDYY } from '@hgn/domain/time';
import type { AssignedEntry } from './api/badgesApi';

/**
 * The collection to send when giving each chosen badge once more: what the volunteer holds, with
 * the chosen badges' counts raised by one and dated today (new ones added).
 */
export function collectionWithAwards(
  current: readonly BadgeCollectionItemJson[],
  chosenBadgeIds: readonly string[],
  now: Date,
): AssignedEntry[] {
  const today = formatMMMDDYY(now);
  const entries: AssignedEntry[] = current.map((entry) => ({
    badge: entry.badge._id,
    count: entry.count,
    earnedDate: [...entry.earnedDate],
    featured: entry.featured,
  }));
  for (const badgeId of new Set(chosenBadgeIds)) {
    const held = entries.find((entry) => entry.badge === badgeId);
    if (held) {
      held.count += 1;
      held.earnedDate.push(today);
    } else {
      entries.push({ badge: badgeId, count: 1, earnedDate: [today], featured: false });
    }
  }
  return entries;
}

/** How long the result of an assignment stays on screen (spec 000 section 9). */
export const ASSIGN_MESSAGE_MS = 6000;
