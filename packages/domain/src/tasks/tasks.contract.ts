// Every endpoint of tasks, declared once (docs/ARCHITECTURE.md, "Adding an endpoint").
import { z } from 'zod';
import { defineContract, errorCodes, guard } from '../contracts';
import { mayUpdateTaskStatus } from './policies';
import { taskJson, userTaskJson } from './taskJson';
import type { TasksErrorCode } from './tasks.errors';
import {
  moveTasksInput,
  taskCreateInput,
  taskLevelParams,
  taskStatusInput,
  taskUpdateInput,
  taskImportInput,
  updateNumsInput,
} from './tasks.schema';

const refusals = errorCodes<TasksErrorCode>();
const taskIdParams = z.object({ taskId: z.string() });
const wbsIdParams = z.object({ wbsId: z.string() });
const messageJson = z.strictObject({ message: z.string() });

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
  create: defineContract({
    method: 'POST',
    path: '/task/:wbsId',
    summary: 'Adds a task at the end of the top level, or of its mother’s children',
    guard: guard.permission('postTask'),
    errors: refusals('WBS_NOT_FOUND', 'MOTHER_NOT_FOUND', 'TOO_DEEP', 'USER_NOT_FOUND'),
    params: wbsIdParams,
    body: taskCreateInput,
    status: 201,
    response: taskJson,
  }),
  ofLevel: defineContract({
    method: 'GET',
    path: '/tasks/:wbsId/:level/:motherId',
    summary: "The active tasks of a level of a WBS ('0' for the mother: the whole level), in outline order",
    guard: guard.signedIn,
    errors: refusals('WBS_NOT_FOUND'),
    params: taskLevelParams,
    response: z.array(taskJson),
  }),
  get: defineContract({
    method: 'GET',
    path: '/task/:taskId',
    guard: guard.signedIn,
    errors: refusals('TASK_NOT_FOUND'),
    params: taskIdParams,
    response: taskJson,
  }),
  ofWbs: defineContract({
    method: 'GET',
    path: '/task/wbs/:wbsId',
    summary: 'Every task of a WBS, in outline order',
    guard: guard.signedIn,
    errors: refusals('WBS_NOT_FOUND'),
    params: wbsIdParams,
    response: z.array(taskJson),
  }),
  update: defineContract({
    method: 'PUT',
    path: '/task/update/:taskId',
    summary: 'Changes a task if `__v` is still its version; its ancestors roll the change up',
    guard: guard.permission('updateTask'),
    errors: refusals('TASK_NOT_FOUND', 'STALE_WRITE', 'USER_NOT_FOUND'),
    params: taskIdParams,
    body: taskUpdateInput,
    status: 201,
    response: taskJson,
  }),
  updateStatus: defineContract({
    method: 'PUT',
    path: '/task/updateStatus/:taskId',
    summary:
      "Sets a task's status, or moves one person's review as PUT /task/:taskId/review does, from the whole task the original client sends",
    guard: guard.policy('taskStatusSetter', mayUpdateTaskStatus),
    errors: refusals('TASK_NOT_FOUND', 'STALE_WRITE', 'REVIEW_STEP_REFUSED'),
    params: taskIdParams,
    body: taskStatusInput,
    status: 201,
    response: taskJson,
  }),
  remove: defineContract({
    method: 'POST',
    path: '/task/del/:taskId/:motherId',
    summary: 'Deletes a task with its subtasks; its later siblings move up',
    guard: guard.permission('deleteTask'),
    errors: refusals('TASK_NOT_FOUND', 'TASK_HAS_TIME_ENTRIES'),
    params: z.object({ taskId: z.string(), motherId: z.string() }),
    response: messageJson,
  }),
  move: defineContract({
    method: 'PUT',
    path: '/tasks/moveTasks/:wbsId',
    summary: 'Moves a task among its siblings; the ones in between shift by one',
    guard: guard.permission('updateTask', 'swapTask'),
    errors: refusals('WBS_NOT_FOUND', 'MOVE_REFUSED'),
    params: wbsIdParams,
    body: moveTasksInput,
    response: messageJson,
  }),
  updateNums: defineContract({
    method: 'PUT',
    path: '/tasks/update/num',
    summary: 'Gives tasks new numbers at their own level; their subtasks follow',
    guard: guard.permission('updateNum'),
    errors: refusals('TASK_NOT_FOUND', 'MOVE_REFUSED'),
    body: updateNumsInput,
    response: messageJson,
  }),
  removeChildren: defineContract({
    method: 'POST',
    path: '/task/delete/children/:taskId',
    summary: 'Deletes the subtasks of a task, keeping the task',
    guard: guard.permission('deleteTask'),
    errors: refusals('TASK_NOT_FOUND', 'TASK_HAS_TIME_ENTRIES'),
    params: taskIdParams,
    response: messageJson,
  }),
  removeOfWbs: defineContract({
    method: 'POST',
    path: '/task/wbs/del/:wbsId',
    summary: 'Deletes every task of a WBS, keeping the WBS',
    guard: guard.permission('deleteTask'),
    errors: refusals('WBS_NOT_FOUND', 'TASK_HAS_TIME_ENTRIES'),
    params: wbsIdParams,
    response: messageJson,
  }),
  import: defineContract({
    method: 'POST',
    path: '/task/import/:wbsId',
    summary: 'Adds rows in outline order, each under the task its number names',
    guard: guard.permission('importTask'),
    errors: refusals('WBS_NOT_FOUND', 'IMPORT_REFUSED', 'USER_NOT_FOUND'),
    params: wbsIdParams,
    body: taskImportInput,
    status: 201,
    response: z.array(taskJson),
  }),
};
