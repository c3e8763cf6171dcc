// Every endpoint of time off, declared once: the server registers these, the tests parse their answers
// with them and the web app calls them (docs/ARCHITECTURE.md, "Adding an endpoint"). The paths are the
// original API's.
import { z } from 'zod';
import { defineContract, errorCodes, guard } from '../contracts';
import { mayManageTimeOffRequest, mayRequestTimeOffFor } from './policies';
import { timeOffRequestInput, timeOffRequestUpdate } from './timeOff.schema';
import type { TimeOffErrorCode } from './timeOff.errors';
import { timeOffRequestJson, timeOffRequestsByUserJson } from './timeOffRequestJson';

const refusals = errorCodes<TimeOffErrorCode>();
const idParams = z.object({ id: z.uuid() });
const requester = guard.policy('timeOffRequester', mayRequestTimeOffFor);
const requestOwner = guard.policy('timeOffRequestOwner', mayManageTimeOffRequest);

export const timeOffContract = {
  // Who sees whose requests is decided by the service, so every caller gets an answer of their own.
  list: defineContract({
    method: 'GET',
    path: '/getTimeOffRequests',
    summary: "Everyone's requests for those who manage time off, one's own for everybody else",
    guard: guard.signedIn,
    errors: refusals(),
    response: timeOffRequestsByUserJson,
  }),
  create: defineContract({
    method: 'POST',
    path: '/setTimeOffRequest',
    guard: requester,
    errors: refusals(
      'USER_NOT_FOUND',
      'TIME_OFF_END_BEFORE_START',
      'TIME_OFF_START_IN_PAST',
      'TIME_OFF_OVERLAP',
    ),
    body: timeOffRequestInput,
    status: 201,
    response: timeOffRequestJson,
  }),
  get: defineContract({
    method: 'GET',
    path: '/getTimeOffRequest/:id',
    guard: requestOwner,
    errors: refusals('TIME_OFF_REQUEST_NOT_FOUND'),
    params: idParams,
    response: timeOffRequestJson,
  }),
  update: defineContract({
    method: 'POST',
    path: '/updateTimeOffRequest/:id',
    guard: requestOwner,
    errors: refusals(
      'TIME_OFF_REQUEST_NOT_FOUND',
      'TIME_OFF_END_BEFORE_START',
      'TIME_OFF_START_IN_PAST',
      'TIME_OFF_OVERLAP',
    ),
    params: idParams,
    body: timeOffRequestUpdate,
    response: timeOffRequestJson,
  }),
  remove: defineContract({
    method: 'DELETE',
    path: '/deleteTimeOffRequest/:id',
    guard: requestOwner,
    errors: refusals('TIME_OFF_REQUEST_NOT_FOUND'),
    params: idParams,
    response: timeOffRequestJson,
  }),
};
