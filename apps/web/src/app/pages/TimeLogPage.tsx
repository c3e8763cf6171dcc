import { allowed } from '@hgn/domain/contracts/endpoint';
import { useResetBadgeCount } from '../../features/badges/api/badgesApi';
import { UserTasksTable } from '../../features/tasks';
import { useUserTasks } from '../../features/tasks/api/tasksApi';
import { TimeLogView } from '../../features/timeEntries/components/TimeLogView';
import { useTimeLogUserId } from '../../features/timeEntries/useTimeLogUserId';
import { PeopleReportLink } from '../../features/reports';
import { ActivationToggle } from '../../features/userManagement';
import { WeeklySummariesTab } from '../../features/weeklySummaries';
import { badgesEndpoints } from '../../shared/api/endpoints/badges';
import { useActor } from '../../shared/session/useActor';

/**
 * The time log, with the person's open tasks of the tasks feature in its Tasks tab, their summaries of
 * the weekly summaries feature in its Weekly Summaries tab, the link to their hours report of the
 * reports feature and the activation toggle of user management beside its heading, and the badge count
 * of the badges feature reset each time its Badges tab opens (for those the server lets reset it).
 */
export function TimeLogPage() {
  const userId = useTimeLogUserId();
  const actor = useActor();
  const tasks = useUserTasks(userId);
  const resetBadgeCount = useResetBadgeCount(userId);
  return (
    <TimeLogView
      userId={userId}
      openTaskCount={tasks.isPending ? undefined : (tasks.data?.length ?? 0)}
      renderTasks={() => <UserTasksTable userId={userId} />}
      renderSummaries={(person) => <WeeklySummariesTab profile={person} />}
      renderActions={(person) => (
        <>
          <PeopleReportLink userId={person._id} />
          <ActivationToggle person={person} />
        </>
      )}
      onBadgesOpened={(person) => {
        const mayReset = allowed(actor ?? undefined, badgesEndpoints.resetBadgeCount, { params: { userId } });
        if (person.badgeCount > 0 && mayReset) resetBadgeCount.mutate();
      }}
    />
  );
}
