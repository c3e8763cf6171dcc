import type { ErrorStatuses } from '../contracts/endpoint';
/** Every refusal of the review and completion endpoints beyond the common ones. */
export const TASK_REVIEW_ERRORS = {
  TASK_NOT_FOUND: 404,
  USER_NOT_FOUND: 404,
  NOT_ON_TASK: 404,
  REVIEW_STEP_REFUSED: 409,
} as const satisfies ErrorStatuses;
export type TaskReviewErrorCode = keyof typeof TASK_REVIEW_ERRORS;

export const taskReviewRefusals = {
  notOnTask: 'This person is not working on this task.',
  reviewStep: (from: string, to: string): string => `A review cannot go from ${from} to ${to}.`,
  notTheRequester: 'A review request is sent in the name of the person in its path.',
  reviewRequestSent: 'Success',
  onePersonAtATime: "A review moves one person's part at a time.",
  completedByReview: "A person's part is completed exactly when their work is reviewed.",
  completionOwnRequest: "A person's part is marked done or open again through its own request.",
  oneLinkPerSubmission: 'A submission adds one link to the related work.',
  linkWithSubmission: 'A link joins the related work with a submission.',
  statusApartFromReview: 'A review step and a status change are sent one at a time.',
} as const;
