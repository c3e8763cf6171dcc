// An event or an activity of the community portal, as the API answers it.
import { z } from 'zod';

export const communityListingJson = z.strictObject({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  location: z.string(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
});
export type CommunityListingJson = z.infer<typeof communityListingJson>;
