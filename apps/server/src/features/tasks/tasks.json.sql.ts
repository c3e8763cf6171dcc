// A task in the original API's shape (`TaskJson`, packages/domain/src/tasks/taskJson.ts), written by
// PostgreSQL: the one definition of that shape on the server. Large lists are aggregated into one JSON
// text and sent as it is (`rawJson`), so the server never turns thousands of rows into objects.
import { sql, type SQL } from 'drizzle-orm';
import type { projects } from '../projects/projects.table.js';
import { isoSql } from '../../platform/db/json-sql.js';
import { profilePictures, users } from '../users/users.table.js';
import { taskResources, type tasks } from './tasks.table.js';

type TasksTable = typeof tasks;

/**
 * A person's picture as `profilePictureUrl` (@hgn/domain/users) gives it: the stored picture's address,
 * versioned by the milliseconds of its last change, or else the picture link of the profile.
 */
const pictureUrlSql = sql`case when ${profilePictures.updatedAt} is null then ${users.profilePic}
  else '/api/userprofile/' || ${taskResources.userId} || '/picture?v='
    || floor(extract(epoch from ${profilePictures.updatedAt}) * 1000)::bigint end`;

/** The people of the task, in the order they joined, with their current name and picture. */
const resourcesSql = (task: TasksTable): SQL => sql`coalesce((
  select json_agg(json_build_object(
    '_id', ${taskResources.userId},
    'userID', ${taskResources.userId},
    'name', ${users.firstName} || ' ' || ${users.lastName},
    'profilePic', ${pictureUrlSql},
    'completedTask', ${taskResources.completedTask},
    'reviewStatus', ${taskResources.reviewStatus}
  ) order by ${taskResources.addedAt}, ${taskResources.userId})
  from ${taskResources}
  join ${users} on ${users.id} = ${taskResources.userId}
  left join ${profilePictures} on ${profilePictures.userId} = ${taskResources.userId}
  where ${taskResources.taskId} = ${task.id}), '[]'::json)`;

/**
 * Outline order: segment by segment as numbers (1.2 before 1.10, a parent before its children), as
 * `sortByOutline` orders them; numbers are digits and dots (the task schemas), so they split without parsing.
 */
export const outlineOrderSql = (task: TasksTable): SQL => sql`string_to_array(${task.num}, '.')::numeric[]`;

/** A person's tasks in order: by the name of their project, then in outline order within it. */
export const personTasksOrderSql = (task: TasksTable, project: typeof projects): SQL =>
  sql`${project.name}, ${project.id}, ${outlineOrderSql(task)}, ${task.num}, ${task.id}`;

/**
 * The task's JSON (`TaskJson`) of the row `task` names (the table or an alias of it); `extra` adds the
 * fields of a wider shape as `'key', value` pairs.
 */
export const taskJsonSql = (task: TasksTable, extra?: SQL): SQL => sql`json_build_object(
  '_id', ${task.id},
  'taskName', ${task.name},
  'wbsId', ${task.wbsId},
  'num', ${task.num},
  'level', ${task.level},
  'priority', ${task.priority},
  'resources', ${resourcesSql(task)},
  'isAssigned', ${task.isAssigned},
  'status', ${task.status},
  'hoursBest', ${task.hoursBest},
  'hoursWorst', ${task.hoursWorst},
  'hoursMost', ${task.hoursMost},
  'hoursLogged', ${task.hoursLogged},
  'estimatedHours', ${task.estimatedHours},
  'startedDatetime', ${isoSql(task.startedAt)},
  'dueDatetime', ${isoSql(task.dueAt)},
  'completedDatetime', ${isoSql(task.completedAt)},
  'links', to_json(${task.links}),
  'relatedWorkLinks', to_json(${task.relatedWorkLinks}),
  'category', ${task.category},
  'categoryOverride', ${task.categoryOverride},
  'categoryLocked', ${task.categoryLocked},
  'classification', ${task.classification},
  'deadlineCount', ${task.deadlineCount},
  'parentId1', ${task.parentId1},
  'parentId2', ${task.parentId2},
  'parentId3', ${task.parentId3},
  'mother', ${task.mother},
  'position', ${task.position},
  'isActive', ${task.isActive},
  'hasChild', ${task.hasChild},
  'childrenQty', ${task.childrenQty},
  'createdBy', ${task.createdBy},
  'whyInfo', ${task.whyInfo},
  'intentInfo', ${task.intentInfo},
  'endstateInfo', ${task.endstateInfo},
  'createdDatetime', ${isoSql(task.createdAt)},
  'modifiedDatetime', ${isoSql(task.updatedAt)},
  '__v', ${task.version}${extra ? sql`, ${extra}` : sql``}
)`;
