import { BadgeSummaryButton } from '../../features/badges';
import { DashboardView } from '../../features/dashboard';
import { RequestTimeOffButton } from '../../features/timeOff';

/** The dashboard, with the time-off request and the badge summary of their own features. */
export function DashboardPage() {
  return (
    <DashboardView
      renderActions={(profile) => (
        <>
          <RequestTimeOffButton userId={profile._id} />
          <BadgeSummaryButton userId={profile._id} profile={profile} />
        </>
      )}
    />
  );
}
