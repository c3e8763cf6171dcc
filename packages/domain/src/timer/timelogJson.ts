import { z } from 'zod';
import { TIMELOG_EVENT_TYPES } from './timerProtocol';

/** One start, pause, automatic pause or logged stop of a user's timer (GET /timelogTracking/:userId). */
export const timelogTrackingJson = z.strictObject({
  _id: z.string(),
  userId: z.string(),
  eventType: z.enum(TIMELOG_EVENT_TYPES),
  timestamp: z.string(),
});
export type TimelogTrackingJson = z.infer<typeof timelogTrackingJson>;

/** The most events one read answers, newest first. */
export const TIMELOG_TRACKING_MAX = 500;
