// What a client may send to move a task through review and completion, bounded.
import { z } from 'zod';
import { boundedText, TEXT_MAX } from '../limits';
import { taskMessages } from './tasks.errors';
import { REVIEW_STATUSES } from './taskJson';
import { COMPLETION_OPERATIONS, reviewLinkProblem } from './taskReview';

const personId = z.uuid(taskMessages.userNotFound);
/** A related-work link, bounded like every link. */
const relatedWorkLink = boundedText(TEXT_MAX.url);

/** The related-work link of a submission, checked in the spec's words (the submit dialog's form). */
export const reviewLinkInput = z.object({
  link: relatedWorkLink.superRefine((link, ctx) => {
    const problem = reviewLinkProblem(link);
    if (problem !== undefined) ctx.addIssue({ code: 'custom', message: problem });
  }),
});
export type ReviewLinkInput = z.input<typeof reviewLinkInput>;

/** PUT /api/task/:taskId/review: a person's new review status; submitting carries the work's link. */
export const reviewStatusInput = z
  .object({
    userId: personId,
    reviewStatus: z.enum(REVIEW_STATUSES),
    link: relatedWorkLink.optional(),
  })
  .superRefine((input, ctx) => {
    if (input.reviewStatus !== 'Submitted') return;
    const problem = reviewLinkProblem(input.link);
    if (problem !== undefined) ctx.addIssue({ code: 'custom', path: ['link'], message: problem });
  });
export type ReviewStatusInput = z.input<typeof reviewStatusInput>;

/** POST /api/tasks/reviewreq/:userId: who asks for a review of which task. */
export const reviewRequestInput = z.object({
  myUserId: personId,
  name: boundedText(TEXT_MAX.name),
  taskName: boundedText(TEXT_MAX.title).trim().min(1, taskMessages.nameRequired),
});
export type ReviewRequestInput = z.input<typeof reviewRequestInput>;

/** PUT /api/task/:taskId/completion: mark a person's part done ('remove') or open it again ('add'). */
export const taskCompletionInput = z.object({
  userId: personId,
  operation: z.enum(COMPLETION_OPERATIONS),
});
export type TaskCompletionInput = z.input<typeof taskCompletionInput>;

/** PUT /api/task/:taskId/resources/remove: the person taken off the task. */
export const taskResourceRemovalInput = z.object({ userId: personId });
export type TaskResourceRemovalInput = z.input<typeof taskResourceRemovalInput>;
