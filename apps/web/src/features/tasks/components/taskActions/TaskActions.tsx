import { lazy, Suspense } from 'react';
import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconUserMinus } from '@tabler/icons-react';
import { allowed } from '@hgn/domain/contracts/endpoint';
import { maySetFollowUp } from '@hgn/domain/followUps';
import { taskReviewMessages } from '@hgn/domain/messages';
import type { TaskJson } from '@hgn/domain/tasks';
import { taskReviewEndpoints } from '../../../../shared/api/endpoints/taskReview';
import { useActor } from '../../../../shared/session/useActor';
import { hint } from '../../../../ui/HintLayer';
import { toastSuccess } from '../../../../ui/notify';
import { ReviewControl } from './ReviewControl';
import { changeFailed, useMarkDone, useRemoveFromTask } from './taskActionsApi';

// Volunteers have no follow-up mark, so its checkbox loads only for those who may set one.
const FollowUpCheckbox = lazy(async () => ({
  default: (await import('./FollowUpCheckbox')).FollowUpCheckbox,
}));

export type TaskMember = { personId: string; name: string };

const sameId = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

/**
 * What may be done about one member's part of a task, shown in that task's row: the review step,
 * marking it done and taking the member off the task (each after a confirmation), and the follow-up
 * mark. Each control shows only to those the server lets use it.
 */
export function TaskActions({
  task,
  member,
  onChanged,
}: {
  task: TaskJson;
  member: TaskMember;
  onChanged: () => void;
}) {
  const actor = useActor();
  const markDone = useMarkDone();
  const removeFromTask = useRemoveFromTask();
  const resource = task.resources.find((r) => sameId(r.userID, member.personId));
  if (!actor || !resource) return null;

  const person = { taskId: task._id, userId: member.personId };
  const mayMarkDone = !resource.completedTask && allowed(actor, taskReviewEndpoints.setCompletion);
  const mayRemove = allowed(actor, taskReviewEndpoints.removeResource);

  const confirmMarkDone = () =>
    modals.openConfirmModal({
      title: 'Mark this task as done?',
      children: (
        <Text size="sm">
          {task.taskName} is marked as done for {member.name}.
        </Text>
      ),
      labels: { confirm: 'Mark as done', cancel: 'Cancel' },
      onConfirm: () =>
        markDone.mutate(person, {
          onSuccess: () => {
            toastSuccess(taskReviewMessages.markedDone);
            onChanged();
          },
          onError: changeFailed(onChanged),
        }),
    });

  const confirmRemove = () =>
    modals.openConfirmModal({
      title: 'Remove this user from the task?',
      children: (
        <Text size="sm">
          {member.name} is taken off {task.taskName}.
        </Text>
      ),
      labels: { confirm: 'Remove', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        removeFromTask.mutate(person, {
          onSuccess: () => {
            toastSuccess(taskReviewMessages.userRemoved);
            onChanged();
          },
          onError: changeFailed(onChanged),
        }),
    });

  // The actions wrap within their column, which the table keeps in view: held on one line, a row with
  // a review button widened the column over the Progress and Status columns beside it.
  return (
    <Group gap="xs" wrap="wrap">
      <ReviewControl
        actor={actor}
        task={task}
        member={member}
        resource={resource}
        isSelf={sameId(actor.userId, member.personId)}
        onChanged={onChanged}
      />
      {mayMarkDone ? (
        <Button size="xs" variant="default" loading={markDone.isPending} onClick={confirmMarkDone}>
          Mark done
        </Button>
      ) : null}
      {mayRemove ? (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Remove ${member.name} from ${task.taskName}`}
          {...hint('Remove user from task')}
          loading={removeFromTask.isPending}
          onClick={confirmRemove}
        >
          <IconUserMinus aria-hidden size={18} />
        </ActionIcon>
      ) : null}
      {maySetFollowUp(actor) && (
        <Suspense fallback={null}>
          <FollowUpCheckbox task={task} member={member} />
        </Suspense>
      )}
    </Group>
  );
}
