import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewStatus } from '@hgn/domain/tasks';
import { taskReviewMessages } from '@hgn/domain/messages';
import { call, refusalCode } from '../../../../shared/api/call';
import { taskReviewEndpoints as review } from '../../../../shared/api/endpoints/taskReview';
import { toastRefusal } from '../../../../ui/notify';
import { taskKeys } from '../../api/tasksApi';

type PersonOnTask = { taskId: string; userId: string };

/** After any change to a person's part, every task list reads the task again. */
const useTaskChange = <Input>(change: (input: Input) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    // A refusal may mean the page is stale: the lists are read again either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: taskKeys.all }),
  });
};

/** Submits the person's work with its link; the server e-mails their reviewers with it. */
export const useSubmitForReview = () =>
  useTaskChange(({ taskId, userId, link }: PersonOnTask & { link: string }) =>
    call(review.setReviewStatus, { params: { taskId }, body: { userId, reviewStatus: 'Submitted', link } }),
  );

/** A reviewer's decision on submitted work. */
export const useDecideReview = () =>
  useTaskChange(({ taskId, userId, reviewStatus }: PersonOnTask & { reviewStatus: ReviewStatus }) =>
    call(review.setReviewStatus, { params: { taskId }, body: { userId, reviewStatus } }),
  );

/** Marks the person's part of the task done. */
export const useMarkDone = () =>
  useTaskChange(({ taskId, userId }: PersonOnTask) =>
    call(review.setCompletion, { params: { taskId }, body: { userId, operation: 'remove' } }),
  );

/** Takes the person off the task. */
export const useRemoveFromTask = () =>
  useTaskChange(({ taskId, userId }: PersonOnTask) =>
    call(review.removeResource, { params: { taskId }, body: { userId } }),
  );

/**
 * A failed change in the server's words ('Failed to update task' otherwise); when the refusal says
 * the row is stale (the task or the person's part changed meanwhile) the row is read again.
 */
export const changeFailed =
  (onChanged: () => void) =>
  (failure: unknown): void => {
    toastRefusal(failure, taskReviewMessages.updateFailed);
    const code = refusalCode(failure, review.setReviewStatus);
    if (code === 'REVIEW_STEP_REFUSED' || code === 'NOT_ON_TASK' || code === 'TASK_NOT_FOUND') onChanged();
  };
