import { useParams } from 'react-router';
import { SimpleGrid, Stack } from '@mantine/core';
import { useSession } from '../../../app/session/useSession';
import { useUserProfile } from '../../../app/api/userProfile';
import { ErrorDisplay } from '../../../ui/ErrorDisplay';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { BadgeList } from '../../../ui/profile/BadgeList';
import { BlueSquareList } from '../../../ui/profile/BlueSquareList';
import { ProfileLoadError } from '../../../ui/profile/ProfileLoadError';
import { ProfileMemberships } from '../../../ui/profile/ProfileMemberships';
import { ProfileSummary } from '../components/ProfileSummary';
import { TimeOffList } from '../components/TimeOffList';
import { upcomingTimeOff, useTimeOffRequests } from '../api/timeOffApi';

/** The signed-in user's dashboard, or another user's at /dashboard/:userId. */
export function DashboardPage() {
  const params = useParams();
  const session = useSession();
  const userId = params.userId ?? session?.claims.userid ?? '';
  const profile = useUserProfile(userId);
  const timeOff = useTimeOffRequests();

  if (profile.isPending) return <PageSkeleton label="Loading dashboard" />;
  if (profile.isError) return <ProfileLoadError error={profile.error} />;

  const user = profile.data;
  const isOwn = user._id === session?.claims.userid;
  return (
    <Stack gap="md">
      <ProfileSummary profile={user} />
      <ProfileMemberships teams={user.teams} projects={user.projects} />
      <BadgeList entries={user.badgeCollection} isOwn={isOwn} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <BlueSquareList infringements={user.infringements} />
        {timeOff.isPending ? (
          <PageSkeleton label="Loading time off" />
        ) : timeOff.isError ? (
          <ErrorDisplay error={timeOff.error} />
        ) : (
          <TimeOffList requests={upcomingTimeOff(timeOff.data[user._id] ?? [], new Date())} />
        )}
      </SimpleGrid>
    </Stack>
  );
}
