import { Checkbox, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { followUpState, maySetFollowUp, taskProgressPercent } from '@hgn/domain/followUps';
import { taskReviewMessages } from '@hgn/domain/messages';
import type { TaskJson } from '@hgn/domain/tasks';
import { call } from '../../../../shared/api/call';
import { followUpsEndpoints } from '../../../../shared/api/endpoints/followUps';
import { followUpsQuery, refreshTeamFollowUpsDue, useFollowUps } from '../../../../shared/queries/followUps';
import { useActor } from '../../../../shared/session/useActor';
import { toastError } from '../../../../ui/notify';
import { keepAnswer } from '../../../../shared/queries/keepAnswer';

const sameId = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

/** The follow-up mark of a member on a task, for everyone but Volunteers; red once it lapsed. */
export function FollowUpCheckbox({
  task,
  member,
}: {
  task: TaskJson;
  member: { personId: string; name: string };
}) {
  const actor = useActor();
  const visible = actor !== null && maySetFollowUp(actor);
  const marks = useFollowUps(visible);
  const queryClient = useQueryClient();
  const set = useMutation({
    mutationFn: (followUpCheck: boolean) =>
      call(followUpsEndpoints.set, {
        params: { userId: member.personId, taskId: task._id },
        body: { followUpCheck, followUpPercentageDeadline: taskProgressPercent(task) },
      }),
    // The answer is the stored mark: every row reads it from the one list without fetching it again;
    // the dashboards' follow-up counts are read again.
    onSuccess: async (stored) => {
      await keepAnswer<(typeof stored)[]>(queryClient, followUpsQuery.queryKey, (marks = []) => [
        ...marks.filter((m) => !(sameId(m.userId, stored.userId) && sameId(m.taskId, stored.taskId))),
        stored,
      ]);
      await refreshTeamFollowUpsDue(queryClient);
    },
    onError: () => toastError(taskReviewMessages.followUpSetFailed),
  });
  if (!visible) return null;
  // Every row shows it, so it is not announced row by row.
  if (marks.isError)
    return (
      <Text size="xs" c="var(--mantine-color-error)">
        {taskReviewMessages.followUpLoadFailed}
      </Text>
    );
  const mark = marks.data?.find((m) => sameId(m.userId, member.personId) && sameId(m.taskId, task._id));
  const state = followUpState(task, mark);
  return (
    <Checkbox
      aria-label={`Followed up with ${member.name} on ${task.taskName}`}
      checked={state.checked}
      color={state.due ? 'red' : undefined}
      error={state.due}
      aria-invalid={state.due}
      disabled={marks.isPending || set.isPending}
      onChange={(event) => set.mutate(event.currentTarget.checked)}
    />
  );
}
