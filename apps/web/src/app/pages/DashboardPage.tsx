import { BadgeSummaryButton } from '../../features/badges';
import { DashboardView } from '../../features/dashboard';
import { FeedbackButtons } from '../../features/feedback';
import { LeaderboardSection, loadLeaderboardTable } from '../../features/leaderboard';
import { FollowUpCount } from '../../features/tasks/components/taskActions/FollowUpCount';
import { TaskActions } from '../../features/tasks/components/taskActions/TaskActions';
import { TeamMemberTasks } from '../../features/teamTasks';
import { RequestTimeOffButton } from '../../features/timeOff';
import { WeeklySummaryButton } from '../../features/weeklySummaries';

/**
 * The dashboard, with the weekly summaries, the time-off request and the badge summary of their own features, and under the
 * summary the Team Member Tasks table of the dashboard's user with the tasks feature's actions in each task row
 * and its follow-up count beside the title. The user's leaderboard ends the page: below the first view, it
 * loads as it nears the window (the bundle budget, apps/web/README.md).
 */
/** What the dashboard loads as it is scrolled to, loaded ahead by a sign-in (which lands here). */
export const loadBelowTheFold = () => loadLeaderboardTable();

export function DashboardPage() {
  return (
    <DashboardView
      renderActions={(profile) => (
        <>
          <WeeklySummaryButton profile={profile} />
          <RequestTimeOffButton userId={profile._id} />
          <BadgeSummaryButton userId={profile._id} profile={profile} />
        </>
      )}
      renderSections={(profile) => (
        <TeamMemberTasks
          userId={profile._id}
          summary={<FollowUpCount userId={profile._id} />}
          renderTaskActions={(task, member, onChanged) => (
            <TaskActions task={task} member={member} onChanged={onChanged} />
          )}
        />
      )}
      renderBarActions={(profile) => <FeedbackButtons userId={profile._id} />}
      renderEnd={(profile) => <LeaderboardSection userId={profile._id} />}
    />
  );
}
