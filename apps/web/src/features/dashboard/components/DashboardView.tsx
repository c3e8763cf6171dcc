import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Group, SimpleGrid, Stack } from '@mantine/core';
import type { UserProfileJson } from '@hgn/domain/users';
import { useSession } from '../../../shared/session/useSession';
import { useUserProfile } from '../../../shared/queries/userProfile';
import { ErrorDisplay } from '../../../ui/ErrorDisplay';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { BadgeList } from '../../../ui/profile/BadgeList';
import { BlueSquareList } from '../../../ui/profile/BlueSquareList';
import { ProfileLoadError } from '../../../ui/profile/ProfileLoadError';
import { ProfileMemberships } from '../../../ui/profile/ProfileMemberships';
import { ProfileSummary } from './ProfileSummary';
import { TimeOffList } from './TimeOffList';
import { useTimeOffRequests } from '../../../shared/queries/timeOff';
import { upcomingTimeOff } from '../api/timeOffApi';

/**
 * The signed-in user's dashboard, or another user's at /dashboard/:userId. Actions that belong to
 * other features (request time off, badge summary) are passed in by the page that composes it.
 */
export function DashboardView({
  renderActions,
}: {
  renderActions?: (profile: UserProfileJson) => ReactNode;
}) {
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
      <Group justify="space-between" wrap="wrap" gap="sm">
        <ProfileSummary profile={user} />
        {renderActions && <Group gap="xs">{renderActions(user)}</Group>}
      </Group>
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
