// Every endpoint of follow-ups, declared once (docs/ARCHITECTURE.md, "Adding an endpoint").
import { z } from 'zod';
import { defineContract, errorCodes, guard } from '../contracts';
import { followUpJson } from './followUpJson';
import type { FollowUpsErrorCode } from './followUps.errors';
import { followUpInput } from './followUps.schema';
import { maySetFollowUp } from './policies';

const refusals = errorCodes<FollowUpsErrorCode>();

export const followUpsContract = {
  list: defineContract({
    method: 'GET',
    path: '/followup',
    summary: 'Every follow-up mark, for the team member tasks dashboard',
    guard: guard.signedIn,
    errors: refusals(),
    response: z.array(followUpJson),
  }),
  /** Sets a person's follow-up mark on a task (one per person and task). */
  set: defineContract({
    method: 'POST',
    path: '/followup/:userId/:taskId',
    guard: guard.policy('followUpSetter', maySetFollowUp),
    errors: refusals('TASK_NOT_FOUND', 'USER_NOT_FOUND'),
    params: z.object({ userId: z.string(), taskId: z.string() }),
    body: followUpInput,
    response: followUpJson,
  }),
};
