// Every endpoint of tasks, declared once (docs/ARCHITECTURE.md, "Adding an endpoint").
import { z } from 'zod';
import { defineContract, errorCodes, guard } from '../contracts';
import { userTaskJson } from './taskJson';
import type { TasksErrorCode } from './tasks.errors';

const refusals = errorCodes<TasksErrorCode>();

export const tasksContract = {
  /** The tasks a person has not completed yet, with the WBS and project each belongs to. */
  ofUser: defineContract({
    method: 'GET',
    path: '/tasks/user/:userId',
    guard: guard.signedIn,
    errors: refusals('USER_NOT_FOUND'),
    params: z.object({ userId: z.string() }),
    response: z.array(userTaskJson),
  }),
};
