import { Badge, Loader } from '@mantine/core';
import { maySeeFollowUpCount } from '@hgn/domain/followUps';
import { taskReviewMessages } from '@hgn/domain/messages';
import { useTeamFollowUpsDue } from '../../../../shared/queries/followUps';
import { useActor } from '../../../../shared/session/useActor';

/**
 * How many tasks of the members on `userId`'s dashboard need a follow-up (progress passed 50, 75 or
 * 90 % above the last check), for Managers, Mentors, Administrators and Owners.
 */
export function FollowUpCount({ userId }: { userId: string }) {
  const actor = useActor();
  const visible = actor !== null && maySeeFollowUpCount(actor);
  const count = useTeamFollowUpsDue(userId, visible);
  if (!visible) return null;
  if (count.isPending) return <Loader role="status" size="xs" aria-label="Loading follow-ups" />;
  if (count.isError)
    return (
      <Badge color="red" variant="light" tt="none" role="alert">
        {taskReviewMessages.followUpLoadFailed}
      </Badge>
    );
  const due = count.data.followUpsDue;
  return (
    <Badge color={due > 0 ? 'red' : 'gray'} variant="light" tt="none" role="status">
      {due === 1 ? '1 task needs a follow-up' : `${due} tasks need a follow-up`}
    </Badge>
  );
}
