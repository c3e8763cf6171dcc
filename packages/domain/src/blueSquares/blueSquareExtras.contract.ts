// The endpoints of the blue-square e-mail copies list and of scheduled blue-square reasons, declared
// once (docs/ARCHITECTURE.md, "Adding an endpoint"). The paths and shapes are the original API's.
import { z } from 'zod';
import { defineContract, errorCodes, guard } from '../contracts';
import type { BlueSquaresErrorCode } from './blueSquares.errors';
import { addEmailCopyBody, emailCopyJson, removedEmailCopyJson } from './emailCopies';
import { canManageBlueSquareEmailCopies, mayScheduleReasonFor, mayScheduleReasonsOfPath } from './policies';
import {
  editReasonBody,
  reasonQuery,
  reasonUpdatedJson,
  scheduleReasonBody,
  scheduledReasonJson,
  scheduledReasonsJson,
} from './scheduledReasons';

const refusals = errorCodes<BlueSquaresErrorCode>();
const copiesKeeper = guard.policy('blueSquareEmailCopiesKeeper', canManageBlueSquareEmailCopies);
const userParams = z.object({ userId: z.uuid() });

export const blueSquareEmailCopiesContract = {
  list: defineContract({
    method: 'GET',
    path: '/AssignBlueSquareEmail',
    guard: copiesKeeper,
    errors: refusals(),
    response: z.array(emailCopyJson),
  }),
  add: defineContract({
    method: 'POST',
    path: '/AssignBlueSquareEmail',
    guard: copiesKeeper,
    errors: refusals('EMAIL_COPY_PERSON_NOT_FOUND', 'EMAIL_COPY_TAKEN'),
    body: addEmailCopyBody,
    response: emailCopyJson,
  }),
  remove: defineContract({
    method: 'DELETE',
    path: '/AssignBlueSquareEmail/:id',
    guard: copiesKeeper,
    errors: refusals('EMAIL_COPY_NOT_FOUND'),
    params: z.object({ id: z.uuid() }),
    response: removedEmailCopyJson,
  }),
};

export const scheduledReasonsContract = {
  schedule: defineContract({
    method: 'POST',
    path: '/reason',
    guard: guard.policy('reasonScheduler', mayScheduleReasonFor),
    errors: refusals('USER_NOT_FOUND', 'REASON_DATE_IN_PAST', 'REASON_TAKEN'),
    body: scheduleReasonBody,
    response: scheduledReasonJson,
  }),
  list: defineContract({
    method: 'GET',
    path: '/reason/:userId',
    guard: guard.policy('reasonsOfUser', mayScheduleReasonsOfPath),
    errors: refusals('USER_NOT_FOUND'),
    params: userParams,
    response: scheduledReasonsJson,
  }),
  single: defineContract({
    method: 'GET',
    path: '/reason/single/:userId',
    summary: 'The reason of the Sunday `queryDate`, or the same fields empty when there is none',
    guard: guard.policy('reasonsOfUser', mayScheduleReasonsOfPath),
    errors: refusals('USER_NOT_FOUND'),
    params: userParams,
    query: reasonQuery,
    response: scheduledReasonJson,
  }),
  edit: defineContract({
    method: 'PATCH',
    path: '/reason/:userId',
    guard: guard.policy('reasonsOfUser', mayScheduleReasonsOfPath),
    errors: refusals('USER_NOT_FOUND', 'REASON_NOT_FOUND'),
    params: userParams,
    body: editReasonBody,
    response: reasonUpdatedJson,
  }),
};
