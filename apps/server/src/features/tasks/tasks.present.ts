import type { TaskJson, TaskResourceJson, UserTaskJson } from '@hgn/domain/tasks';
import { profilePictureUrl } from '@hgn/domain/users';
import type { TaskRow } from './tasks.table.js';
import type { TaskResourceRow, UserTaskRow } from './tasks.repo.js';

/** The people of many tasks, by task, in the order given. */
export const byTask = (resources: readonly TaskResourceRow[]): Map<string, TaskResourceRow[]> => {
  const grouped = new Map<string, TaskResourceRow[]>();
  for (const resource of resources) {
    const ofTask = grouped.get(resource.taskId);
    if (ofTask) ofTask.push(resource);
    else grouped.set(resource.taskId, [resource]);
  }
  return grouped;
};

const isoOrNull = (at: Date | null): string | null => (at === null ? null : at.toISOString());

const fullName = (firstName: string, lastName: string) => `${firstName} ${lastName}`;

export const presentTaskResource = (row: TaskResourceRow): TaskResourceJson => ({
  _id: row.userId,
  userID: row.userId,
  name: fullName(row.firstName, row.lastName),
  profilePic: profilePictureUrl(row),
  completedTask: row.completedTask,
  reviewStatus: row.reviewStatus,
});

export const presentTask = (row: TaskRow, resources: readonly TaskResourceRow[]): TaskJson => ({
  _id: row.id,
  taskName: row.name,
  wbsId: row.wbsId,
  num: row.num,
  level: row.level,
  priority: row.priority,
  resources: resources.map(presentTaskResource),
  isAssigned: row.isAssigned,
  status: row.status,
  hoursBest: row.hoursBest,
  hoursWorst: row.hoursWorst,
  hoursMost: row.hoursMost,
  hoursLogged: row.hoursLogged,
  estimatedHours: row.estimatedHours,
  startedDatetime: isoOrNull(row.startedAt),
  dueDatetime: isoOrNull(row.dueAt),
  completedDatetime: isoOrNull(row.completedAt),
  links: row.links,
  relatedWorkLinks: row.relatedWorkLinks,
  category: row.category,
  categoryOverride: row.categoryOverride,
  categoryLocked: row.categoryLocked,
  classification: row.classification,
  deadlineCount: row.deadlineCount,
  parentId1: row.parentId1,
  parentId2: row.parentId2,
  parentId3: row.parentId3,
  mother: row.mother,
  position: row.position,
  isActive: row.isActive,
  hasChild: row.hasChild,
  childrenQty: row.childrenQty,
  createdBy: row.createdBy,
  whyInfo: row.whyInfo,
  intentInfo: row.intentInfo,
  endstateInfo: row.endstateInfo,
  createdDatetime: row.createdAt.toISOString(),
  modifiedDatetime: row.updatedAt.toISOString(),
  __v: row.version,
});

export const presentUserTask = (row: UserTaskRow, resources: readonly TaskResourceRow[]): UserTaskJson => ({
  ...presentTask(row, resources),
  wbsName: row.wbsName,
  projectId: row.projectId,
  projectName: row.projectName,
  creatorName:
    row.creatorFirstName === null || row.creatorLastName === null
      ? null
      : fullName(row.creatorFirstName, row.creatorLastName),
});
