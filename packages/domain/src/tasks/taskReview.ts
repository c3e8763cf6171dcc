// The review flow of a person's part of a task and the completion per user (spec 001 section 4,
// "Task review status" and "Task completion per user"; section 5 "Related-work link").
import { can, type Actor } from '../permissions/can';
import { taskReviewMessages } from '../messages/taskReview.messages';
import type { ReviewStatus } from './taskJson';

/** The shortest related-work link a review accepts. */
export const REVIEW_LINK_MIN_LENGTH = 20;

/** The roles that review tasks without holding putReviewStatus. */
export const REVIEWER_ROLES: readonly string[] = ['Owner', 'Administrator', 'Mentor', 'Manager'];

/** Owners, Administrators, Mentors, Managers and holders of putReviewStatus review submitted work. */
export const isTaskReviewer = (actor: Actor): boolean =>
  REVIEWER_ROLES.includes(actor.role) || can(actor, 'putReviewStatus');

const isHttpsUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
};

/** Why a related-work link is refused, in the spec's words; undefined for a good link. */
export function reviewLinkProblem(link: string | undefined): string | undefined {
  const value = (link ?? '').trim();
  if (value === '') return taskReviewMessages.linkRequired;
  if (!isHttpsUrl(value)) return taskReviewMessages.linkNotHttps;
  if (value.length < REVIEW_LINK_MIN_LENGTH) return taskReviewMessages.linkTooShort;
  return undefined;
}

/** Who moves a review from one status to the next: the assignee submits, reviewers decide. */
export type ReviewMover = 'assignee' | 'reviewer';

/**
 * Unsubmitted -> Submitted (the assignee), Submitted -> Reviewed or back to Unsubmitted (a reviewer).
 * Anything else is not a step of the flow.
 */
export function reviewStepMover(from: ReviewStatus, to: ReviewStatus): ReviewMover | undefined {
  if (from === 'Unsubmitted' && to === 'Submitted') return 'assignee';
  if (from === 'Submitted' && (to === 'Reviewed' || to === 'Unsubmitted')) return 'reviewer';
  return undefined;
}

/** A person's part is completed exactly when their work was reviewed. */
export const completedAfterReview = (status: ReviewStatus): boolean => status === 'Reviewed';

/** The reviewer's choices on submitted work, as the 'Ready for Review' menu names them. */
export const REVIEW_DECISIONS = [
  { label: 'complete and remove', reviewStatus: 'Reviewed' },
  { label: 'More work needed, reset', reviewStatus: 'Unsubmitted' },
] as const satisfies readonly { label: string; reviewStatus: ReviewStatus }[];

/**
 * Completion per user: 'remove' marks the person's part complete and the task Complete, 'add' puts
 * the person back to work and the task back to Started.
 */
export const COMPLETION_OPERATIONS = ['remove', 'add'] as const;
export type CompletionOperation = (typeof COMPLETION_OPERATIONS)[number];

export const completionEffect = (
  operation: CompletionOperation,
): { completedTask: boolean; status: 'Complete' | 'Started' } =>
  operation === 'remove'
    ? { completedTask: true, status: 'Complete' }
    : { completedTask: false, status: 'Started' };

/** Who a review request is e-mailed to, among the people sharing a team with the person. */
export const REVIEW_REQUEST_ROLES: readonly string[] = ['Administrator', 'Manager', 'Mentor'];

/** The roles that mark a person's task done (spec 001 section 6). */
export const TASK_DONE_ROLES: readonly string[] = ['Administrator', 'Owner'];
