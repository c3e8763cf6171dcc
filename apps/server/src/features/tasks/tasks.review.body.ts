// What the original client's whole-task body of PUT /api/task/updateStatus asks of a review: it
// sends the task as it read it, with one person's review status (and completedTask) changed, and on
// a submission the work's link appended to the related work. The step is read from the differences
// with what is stored, then goes through the review endpoint's own rules.
//
// The other fields of the body (name, hours, dates, people added or left out, links dropped...) are
// left as stored, not refused: the client echoes the copy it read, which may be older than a later
// edit of the task, and those fields change through PUT /api/task/update only. What the body changes
// of the review itself is either applied or refused with 400 naming the field.
import {
  completedAfterReview,
  reviewLinkProblem,
  taskReviewRefusals,
  type ReviewStatus,
  type ReviewStatusInput,
  type TaskStatusFields,
} from '@hgn/domain/tasks';
import { invalidField } from '../../platform/http/app-error.js';
import type { ResourceState } from './tasks.tree.repo.js';

export type StoredReview = {
  status: string;
  relatedWorkLinks: readonly string[];
  resources: readonly ResourceState[];
};

/** The entries of `sent` beyond those of `kept`, each kept entry matching one sent entry. */
function addedLinks(sent: readonly string[], kept: readonly string[]): string[] {
  const left = [...kept];
  return sent.filter((link) => {
    const at = left.indexOf(link);
    if (at === -1) return true;
    left.splice(at, 1);
    return false;
  });
}

type Step = { userId: string; reviewStatus: ReviewStatus };

/** The one person whose review status the body changes, if any. */
function changedReview(stored: StoredReview, sent: NonNullable<TaskStatusFields['resources']>) {
  const steps: Step[] = [];
  sent.forEach((resource, i) => {
    const person = resource.userID.toLowerCase();
    const kept = stored.resources.find((r) => r.userId === person);
    if (!kept) return;
    if (resource.reviewStatus !== kept.reviewStatus) {
      if (resource.completedTask !== completedAfterReview(resource.reviewStatus))
        throw invalidField(`resources[${i}].completedTask`, taskReviewRefusals.completedByReview);
      steps.push({ userId: person, reviewStatus: resource.reviewStatus });
    } else if (resource.completedTask !== kept.completedTask)
      throw invalidField(`resources[${i}].completedTask`, taskReviewRefusals.completionOwnRequest);
  });
  if (steps.length > 1) throw invalidField('resources', taskReviewRefusals.onePersonAtATime);
  return steps[0];
}

/**
 * The review step the body asks for, as the review endpoint takes it; undefined when it asks none
 * (the body then sets the status only). Refuses a body that changes more of the review than one step.
 */
export function reviewStepOfTaskBody(
  stored: StoredReview,
  body: TaskStatusFields,
): ReviewStatusInput | undefined {
  const step = body.resources && changedReview(stored, body.resources);
  const added = addedLinks(body.relatedWorkLinks ?? [], stored.relatedWorkLinks);
  if (step?.reviewStatus !== 'Submitted' && added.length > 0)
    throw invalidField('relatedWorkLinks', taskReviewRefusals.linkWithSubmission);
  if (!step) return undefined;
  if (body.status !== stored.status) throw invalidField('status', taskReviewRefusals.statusApartFromReview);
  if (step.reviewStatus !== 'Submitted') return step;
  if (added.length > 1) throw invalidField('relatedWorkLinks', taskReviewRefusals.oneLinkPerSubmission);
  // A resubmission of work already linked appends its link again; the review keeps it once.
  const [link] = added;
  const problem = reviewLinkProblem(link);
  if (problem !== undefined) throw invalidField('relatedWorkLinks', problem);
  return { ...step, link };
}
