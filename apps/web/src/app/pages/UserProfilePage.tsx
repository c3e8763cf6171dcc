import { BadgeSummaryButton } from '../../features/badges';
import { UserProfileView } from '../../features/users';

/** /userprofile/:userId: the read-only profile, with the Badge Summary of the badges feature. */
export function UserProfilePage() {
  return (
    <UserProfileView
      renderActions={(profile) => <BadgeSummaryButton userId={profile._id} profile={profile} />}
    />
  );
}
