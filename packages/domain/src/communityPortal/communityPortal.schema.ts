// The events and activities of the community portal as a request gives them, and as the form takes
// them (times typed on Pacific time).
import { z } from 'zod';
import { boundedText, TEXT_MAX } from '../limits';
import { communityMessages as m } from '../messages/sitesAndPortals.messages';
import { pacificWallTimeToISO } from './listingTimes';

const listingText = {
  title: boundedText(TEXT_MAX.title, m.titleRequired).trim().min(1, m.titleRequired),
  description: boundedText(TEXT_MAX.freeText).trim().default(''),
  location: boundedText(TEXT_MAX.title).trim().default(''),
};

const endsAfterStart: [(listing: { startsAt: string; endsAt: string }) => boolean, z.core.$ZodCustomParams] =
  [
    (listing) => Date.parse(listing.endsAt) >= Date.parse(listing.startsAt),
    { path: ['endsAt'], message: m.endsBeforeStart },
  ];

const instant = (message: string) => z.iso.datetime({ offset: true, error: message });

/** A new or edited event or activity: a title, what and where, and when it starts and ends. */
export const communityListingInput = z
  .object({ ...listingText, startsAt: instant(m.startsInvalid), endsAt: instant(m.endsInvalid) })
  .refine(...endsAfterStart);
export type CommunityListingInput = z.input<typeof communityListingInput>;

/** A Pacific wall time (`YYYY-MM-DDTHH:mm`) read as its instant. */
const wallTime = (message: string) =>
  z.string(message).transform((value, ctx) => {
    const iso = pacificWallTimeToISO(value);
    if (iso !== null) return iso;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });

/** The listing form: the same fields, times typed on Pacific time; its output is the request. */
export const communityListingForm = z
  .object({ ...listingText, startsAt: wallTime(m.startsInvalid), endsAt: wallTime(m.endsInvalid) })
  .refine(...endsAfterStart);
export type CommunityListingFormInput = z.input<typeof communityListingForm>;
