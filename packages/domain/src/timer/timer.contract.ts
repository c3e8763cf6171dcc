// The timer's REST endpoint, declared once (docs/ARCHITECTURE.md, "Adding an endpoint"); the timer
// itself is the WebSocket service of timerProtocol.ts. Apart from index.ts, which stays zod-free.
import { z } from 'zod';
import { defineContract, errorCodes, guard } from '../contracts';
import { mayCallTimerOf } from './policies';
import type { TimerErrorCode } from './timer.errors';
import { timelogTrackingJson } from './timelogJson';

const refusals = errorCodes<TimerErrorCode>();

export const timerContract = {
  /** A user's timer events, newest first (the last TIMELOG_TRACKING_MAX): their own, or anyone's for an Owner or Administrator. */
  timelogTracking: defineContract({
    method: 'GET',
    path: '/timelogTracking/:userId',
    guard: guard.policy('timerOfUser', mayCallTimerOf),
    errors: refusals(),
    params: z.object({ userId: z.string() }),
    response: z.array(timelogTrackingJson),
  }),
};

export * from './timelogJson';
