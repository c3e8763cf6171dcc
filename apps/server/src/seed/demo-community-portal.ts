// The community portal's demo events and activities, dated from the day the demo is seeded.
import type { DbOrTransaction } from '../db.js';
import { communityListings } from '../features/communityPortal/events.table.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const demoListings = [
  {
    kind: 'event',
    days: 5,
    hours: 3,
    title: 'Harvest supper',
    location: 'Community hall',
    description: 'Food from the gardens, shared with neighbours and volunteers.',
  },
  {
    kind: 'event',
    days: 12,
    hours: 2,
    title: 'Open build day',
    location: 'Earthbag village site',
    description: 'Tour the village being built and lend a hand for an hour.',
  },
  {
    kind: 'event',
    days: 26,
    hours: 2,
    title: 'Winter welcome',
    location: 'Community hall',
    description: 'Meet the people who joined this season.',
  },
  {
    kind: 'activity',
    days: 2,
    hours: 2,
    title: 'Garden work morning',
    location: 'Aquapini gardens',
    description: 'Weeding, planting and harvesting with the garden team.',
  },
  {
    kind: 'activity',
    days: 7,
    hours: 1,
    title: 'Yoga in the park',
    location: 'Village green',
    description: 'A gentle class for all levels; bring a mat.',
  },
  {
    kind: 'activity',
    days: 9,
    hours: 2,
    title: 'Repair café',
    location: 'Workshop',
    description: 'Bring something broken and fix it together.',
  },
] as const;

/** Adds the demo events and activities when the portal has none, so a second run adds nothing. */
export async function seedCommunityPortal(tx: DbOrTransaction, now: Date, createdBy: string) {
  const [any] = await tx.select({ id: communityListings.id }).from(communityListings).limit(1);
  if (any) return;
  await tx.insert(communityListings).values(
    demoListings.map(({ days, hours, ...listing }) => {
      const startsAt = new Date(now.getTime() + days * DAY_MS);
      startsAt.setUTCHours(17, 0, 0, 0);
      return { ...listing, startsAt, endsAt: new Date(startsAt.getTime() + hours * HOUR_MS), createdBy };
    }),
  );
}
