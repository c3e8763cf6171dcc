import { Button, Group } from '@mantine/core';
import type { TaskJson } from '@hgn/domain/tasks';
import { useActor } from '../../../../shared/session/useActor';
import { FollowUpCheckbox } from './FollowUpCheckbox';

export type TaskMember = { personId: string; name: string };

const sameId = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

/** The review, completion and follow-up controls of one member's place on a task. */
export function TaskActions({ task, member }: { task: TaskJson; member: TaskMember; onChanged: () => void }) {
  const actor = useActor();
  const resource = task.resources.find((r) => sameId(r.userID, member.personId));
  if (!actor || !resource) return null;
  const isSelf = sameId(actor.userId, member.personId);
  return (
    <Group gap="xs" wrap="nowrap">
      {isSelf && resource.reviewStatus === 'Submitted' ? (
        <Button size="xs" disabled>
          Work Submitted and Awaiting Review
        </Button>
      ) : null}
      <FollowUpCheckbox task={task} member={member} />
    </Group>
  );
}
