// The review flow, completion per user and removing a person from a task (our additions: the
// original changed a task's people through its whole-task update).
import { z } from 'zod';
import { defineContract, errorCodes, guard } from '../contracts';
import { taskJson } from './taskJson';
import type { TaskReviewErrorCode } from './taskReview.errors';
import { mayChangeReviewStatus, mayChangeTaskCompletion, mayRequestReview } from './taskReview.policies';
import {
  reviewRequestInput,
  reviewStatusInput,
  taskCompletionInput,
  taskResourceRemovalInput,
} from './taskReview.schema';

const refusals = errorCodes<TaskReviewErrorCode>();
const taskIdParams = z.object({ taskId: z.string() });

export const taskReviewContract = {
  setReviewStatus: defineContract({
    method: 'PUT',
    path: '/task/:taskId/review',
    summary:
      "Moves a person's review: the assignee submits with a link (which e-mails the review request), a reviewer completes or resets; Reviewed completes their part",
    guard: guard.policy('reviewStatusSetter', mayChangeReviewStatus),
    errors: refusals('TASK_NOT_FOUND', 'NOT_ON_TASK', 'REVIEW_STEP_REFUSED'),
    params: taskIdParams,
    body: reviewStatusInput,
    response: taskJson,
  }),
  requestReview: defineContract({
    method: 'POST',
    path: '/tasks/reviewreq/:userId',
    summary:
      "E-mails the active Administrators, Managers and Mentors on the person's teams about each submission of theirs not e-mailed yet",
    guard: guard.policy('reviewRequester', mayRequestReview),
    errors: refusals('USER_NOT_FOUND'),
    params: z.object({ userId: z.string() }),
    body: reviewRequestInput,
    response: z.strictObject({ message: z.string() }),
  }),
  setCompletion: defineContract({
    method: 'PUT',
    path: '/task/:taskId/completion',
    summary: "'remove' marks a person's part done and the task Complete; 'add' opens both again",
    guard: guard.policy('taskCompletionSetter', mayChangeTaskCompletion),
    errors: refusals('TASK_NOT_FOUND', 'NOT_ON_TASK'),
    params: taskIdParams,
    body: taskCompletionInput,
    response: taskJson,
  }),
  removeResource: defineContract({
    method: 'PUT',
    path: '/task/:taskId/resources/remove',
    summary: 'Takes a person off a task; its ancestors roll up again',
    guard: guard.permission('updateTask', 'removeUserFromTask'),
    errors: refusals('TASK_NOT_FOUND', 'NOT_ON_TASK'),
    params: taskIdParams,
    body: taskResourceRemovalInput,
    response: taskJson,
  }),
};
