import { Badge, Loader } from '@mantine/core';
import { countFollowUpsDue, maySeeFollowUpCount } from '@hgn/domain/followUps';
import { taskReviewMessages } from '@hgn/domain/messages';
import type { TaskJson } from '@hgn/domain/tasks';
import { useFollowUps } from '../../../../shared/queries/followUps';
import { useActor } from '../../../../shared/session/useActor';

type MemberTasks = { personId: string; tasks: readonly TaskJson[] };

/**
 * How many of the members' tasks need a follow-up (progress passed 50, 75 or 90 % above the last
 * check), for Managers, Mentors, Administrators and Owners.
 */
export function FollowUpCount({ members }: { members: readonly MemberTasks[] }) {
  const actor = useActor();
  const visible = actor !== null && maySeeFollowUpCount(actor);
  const marks = useFollowUps(visible);
  if (!visible) return null;
  if (marks.isPending) return <Loader role="status" size="xs" aria-label="Loading follow-ups" />;
  if (marks.isError)
    return (
      <Badge color="red" variant="light" tt="none" role="alert">
        {taskReviewMessages.followUpLoadFailed}
      </Badge>
    );
  const due = countFollowUpsDue(members, marks.data);
  return (
    <Badge color={due > 0 ? 'red' : 'gray'} variant="light" tt="none" role="status">
      {due === 1 ? '1 task needs a follow-up' : `${due} tasks need a follow-up`}
    </Badge>
  );
}
