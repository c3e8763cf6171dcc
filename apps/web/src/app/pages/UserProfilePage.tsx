import type { UserProfileJson } from '@hgn/domain/users';
import { useActor } from '../../shared/session/useActor';
import { BadgeSummaryButton } from '../../features/badges';
import { SendNotificationButton } from '../../features/notifications';
import { PeopleReportLink } from '../../features/reports';
import { QuickSetupTitles } from '../../features/titles';
import { UserProfileView, useSaveProfile } from '../../features/users';
import { WarningsButton } from '../../features/warnings';

/** The titles feature's Quick Setup Codes, applied through the people feature's profile save. */
function ProfileQuickSetup({ profile }: { profile: UserProfileJson }) {
  const actor = useActor();
  const save = useSaveProfile(profile._id);
  if (!actor) return null;
  return (
    <QuickSetupTitles actor={actor} profile={profile} onApply={(changes) => save.mutateAsync(changes)} />
  );
}

/**
 * /userprofile/:userId: the read-only profile, with the Badge Summary of the badges feature, the
 * link to the person's hours report of the reports feature and the notifications feature's dialog
 * that sends them a notification, the warning tracker of the warnings feature, and the Quick Setup
 * titles of the titles feature.
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
      renderSections={(profile) => <ProfileQuickSetup profile={profile} />}
    />
  );
}
