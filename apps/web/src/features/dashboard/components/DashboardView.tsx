import { useEffect, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { Group, Stack } from '@mantine/core';
import { Columns } from '../../../ui/Columns';
import { isSameUser, type Actor } from '@hgn/domain/permissions';
import type { UserProfileJson } from '@hgn/domain/users';
import { useActor } from '../../../shared/session/useActor';
import { useSession } from '../../../shared/session/useSession';
import { startViewingUser, useViewingUser } from '../../../shared/session/viewingUser';
import { useUserProfile } from '../../../shared/queries/userProfile';
import { ErrorDisplay } from '../../../ui/ErrorDisplay';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { BadgeList } from '../../../ui/profile/BadgeList';
import { BlueSquareList } from '../../../ui/profile/BlueSquareList';
import { ProfileLoadError } from '../../../ui/profile/ProfileLoadError';
import { ProfileMemberships } from '../../../ui/profile/ProfileMemberships';
import { ProfileSummary } from './ProfileSummary';
import { SummaryBar } from './SummaryBar';
import { TeamWeekNotice } from './TeamWeekNotice';
import { TimeOffList } from './TimeOffList';
import { useTimeOffRequests } from '../../../shared/queries/timeOff';
import { upcomingTimeOff } from '../api/timeOffApi';

/**
 * Opening another person's dashboard switches an Owner or Administrator to viewing them
 * (routes-permissions.md: the viewing flag belongs to those two roles).
 */
const viewsAsOtherUser = (actor: Actor, userId: string): boolean =>
  (actor.role === 'Owner' || actor.role === 'Administrator') && !isSameUser(actor, userId);

/**
 * The signed-in user's dashboard, or another user's at /dashboard/:userId, or at /dashboard the one
 * an Owner or Administrator is viewing. Actions that belong to other features (request time off,
 * badge summary) are passed in by the page that composes it.
 */
export function DashboardView({
  renderActions,
  renderSections,
  renderEnd,
  renderBarActions,
}: {
  renderActions?: (profile: UserProfileJson) => ReactNode;
  /** Sections of other features shown under the summary, for the dashboard's user. */
  renderSections?: (profile: UserProfileJson) => ReactNode;
  /** Sections of other features shown at the end of the page, for the dashboard's user. */
  renderEnd?: (profile: UserProfileJson) => ReactNode;
  /** Buttons of other features in the summary bar, on one's own dashboard. */
  renderBarActions?: (profile: UserProfileJson) => ReactNode;
}) {
  const params = useParams();
  const session = useSession();
  const actor = useActor();
  const viewing = useViewingUser();
  const userId = params.userId ?? viewing?.userId ?? session?.claims.userid ?? '';
  const profile = useUserProfile(userId);
  const timeOff = useTimeOffRequests();
  const opened = params.userId !== undefined ? profile.data : undefined;

  useEffect(() => {
    if (actor && opened && viewsAsOtherUser(actor, opened._id))
      startViewingUser({ userId: opened._id, firstName: opened.firstName, profilePic: opened.profilePic });
  }, [actor, opened]);

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
      {isOwn && <TeamWeekNotice />}
      <SummaryBar profile={user} actions={isOwn ? renderBarActions?.(user) : undefined} />
      {renderSections?.(user)}
      <ProfileMemberships teams={user.teams} projects={user.projects} />
      <BadgeList entries={user.badgeCollection} isOwn={isOwn} />
      <Columns from="md">
        <BlueSquareList infringements={user.infringements} />
        {timeOff.isPending ? (
          <PageSkeleton label="Loading time off" />
        ) : timeOff.isError ? (
          <ErrorDisplay error={timeOff.error} />
        ) : (
          <TimeOffList requests={upcomingTimeOff(timeOff.data[user._id] ?? [], new Date())} />
        )}
      </Columns>
      {renderEnd?.(user)}
    </Stack>
  );
}
