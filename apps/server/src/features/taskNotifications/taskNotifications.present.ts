import type {
  TaskNotificationJson,
  TaskSnapshotJson,
  UnreadTaskNotificationJson,
} from '@hgn/domain/taskNotifications';
import type { CurrentResourceRow, CurrentTaskRow, TaskNotificationRow } from './taskNotifications.repo.js';

const isoOrNull = (at: Date | null): string | null => (at === null ? null : at.toISOString());

export const presentTaskNotification = (row: TaskNotificationRow): TaskNotificationJson => ({
  _id: row.id,
  taskId: row.taskId,
  userId: row.userId,
  oldTask: row.oldTask,
  isRead: false,
  dateCreated: row.createdAt.toISOString(),
  dateRead: null,
});

/** A task's editable fields as they are now, in the snapshot's shape. */
export const presentCurrentTask = (
  task: CurrentTaskRow,
  resources: readonly CurrentResourceRow[],
): TaskSnapshotJson => ({
  taskName: task.name,
  priority: task.priority,
  resources: resources.map((r) => ({
    userID: r.userId,
    name: `${r.firstName} ${r.lastName}`,
    completedTask: r.completedTask,
    reviewStatus: r.reviewStatus,
  })),
  isAssigned: task.isAssigned,
  status: task.status,
  hoursBest: task.hoursBest,
  hoursWorst: task.hoursWorst,
  hoursMost: task.hoursMost,
  hoursLogged: task.hoursLogged,
  estimatedHours: task.estimatedHours,
  startedDatetime: isoOrNull(task.startedAt),
  dueDatetime: isoOrNull(task.dueAt),
  links: task.links,
  relatedWorkLinks: task.relatedWorkLinks,
  category: task.category,
  classification: task.classification,
  whyInfo: task.whyInfo,
  intentInfo: task.intentInfo,
  endstateInfo: task.endstateInfo,
  deadlineCount: task.deadlineCount,
});

export const presentUnreadTaskNotification = (
  row: TaskNotificationRow,
  task: CurrentTaskRow,
  resources: readonly CurrentResourceRow[],
): UnreadTaskNotificationJson => ({
  ...presentTaskNotification(row),
  newTask: presentCurrentTask(task, resources),
});
