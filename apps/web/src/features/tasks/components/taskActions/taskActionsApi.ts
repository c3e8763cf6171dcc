import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewStatus } from '@hgn/domain/tasks';
import { call } from '../../../../shared/api/call';
import { taskReviewEndpoints as review } from '../../../../shared/api/endpoints';
import { taskKeys } from '../../api/tasksApi';

type PersonOnTask = { taskId: string; userId: string };

/** After any change to a person's part, every task list reads the task again. */
const useTaskChange = <Input>(change: (input: Input) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.all }),
  });
};

/** Submits the person's work with its link, then asks their reviewers to look at it. */
export const useSubmitForReview = () =>
  useTaskChange(
    async ({
      taskId,
      userId,
      link,
      name,
      taskName,
    }: PersonOnTask & { link: string; name: string; taskName: string }) => {
      await call(review.setReviewStatus, {
        params: { taskId },
        body: { userId, reviewStatus: 'Submitted', link },
      });
      return call(review.requestReview, { params: { userId }, body: { myUserId: userId, name, taskName } });
    },
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
