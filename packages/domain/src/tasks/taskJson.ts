// Tasks in the original API's shape (api-paths C, server-rules 7). Dates are ISO strings or null.

export const TASK_PRIORITIES = ['Primary', 'Secondary', 'Tertiary'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

export const REVIEW_STATUSES = ['Unsubmitted', 'Submitted', 'Reviewed'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** A person working on a task; `name` and `profilePic` are the person's current ones. */
export type TaskResourceJson = {
  _id: string;
  userID: string;
  name: string;
  profilePic: string;
  completedTask: boolean;
  reviewStatus: ReviewStatus;
};

export type TaskJson = {
  _id: string;
  taskName: string;
  wbsId: string;
  num: string;
  level: number;
  priority: TaskPriority;
  resources: TaskResourceJson[];
  isAssigned: boolean;
  status: string;
  hoursBest: number;
  hoursWorst: number;
  hoursMost: number;
  hoursLogged: number;
  estimatedHours: number;
  startedDatetime: string | null;
  dueDatetime: string | null;
  completedDatetime: string | null;
  links: string[];
  relatedWorkLinks: string[];
  category: string;
  categoryOverride: boolean;
  categoryLocked: boolean;
  classification: string;
  deadlineCount: number;
  parentId1: string | null;
  parentId2: string | null;
  parentId3: string | null;
  mother: string | null;
  position: number;
  isActive: boolean;
  hasChild: boolean;
  childrenQty: number;
  createdBy: string | null;
  whyInfo: string;
  intentInfo: string;
  endstateInfo: string;
  createdDatetime: string;
  modifiedDatetime: string;
  __v: number;
};

/** `GET /api/tasks/user/:userId`: a task the person has not completed, with where it lives. */
export type UserTaskJson = TaskJson & {
  wbsName: string;
  projectId: string;
  projectName: string;
  creatorName: string | null;
};
