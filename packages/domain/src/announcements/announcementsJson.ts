import { z } from 'zod';

/** What a send, a broadcast or a subscription step answers: the sentence to show. */
export const announcementResultJson = z.strictObject({ message: z.string() });
export type AnnouncementResultJson = z.infer<typeof announcementResultJson>;

export const ownEmailSubscriptionsJson = z.strictObject({ emailSubscriptions: z.boolean() });
export type OwnEmailSubscriptionsJson = z.infer<typeof ownEmailSubscriptionsJson>;
