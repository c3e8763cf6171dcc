import { BadgeSummaryButton } from '../../features/badges';
import { SendNotificationButton } from '../../features/notifications';
import { PeopleReportLink } from '../../features/reports';
import { UserProfileView } from '../../features/users';
import { WarningsButton } from '../../features/warnings';

/**
 * /userprofile/:userId: the read-only profile, with the Badge Summary of the badges feature, the
 * link to the person's hours report of the reports feature and the notifications feature's dialog
 * that sends them a notification, and the warning tracker of the warnings feature.
 */
export function UserProfilePage() {
  return (
    <UserProfileView
      renderActions={(profile) => (
        <>
          <BadgeSummaryButton userId={profile._id} profile={profile} />
          <PeopleReportLink userId={profile._id} />
          <SendNotificationButton recipient={profile} />
          <WarningsButton user={profile} />
        </>
      )}
    />
  );
}
