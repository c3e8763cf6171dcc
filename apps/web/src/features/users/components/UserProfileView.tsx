import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  linkHref,
  mayEditProfile,
  timeZoneLabel,
  utcOffsetOf,
  type ProfileLinkJson,
  type UserProfileJson,
} from '@hgn/domain/users';
import { useActor } from '../../../shared/session/useActor';
import { useSession } from '../../../shared/session/useSession';
import { useUserProfile } from '../../../shared/queries/userProfile';
import { linkTo, paths } from '../../../shared/routing/paths';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { ProtectedAccountNotice } from '../../../ui/profile/ProtectedAccountNotice';
import { UserPhoto } from '../../../ui/UserPhoto';
import { BadgeList } from '../../../ui/profile/BadgeList';
import { BlueSquareList } from '../../../ui/profile/BlueSquareList';
import { ProfileLoadError } from '../../../ui/profile/ProfileLoadError';
import { ProfileMemberships } from '../../../ui/profile/ProfileMemberships';
import { RoleBadges } from '../../../ui/profile/RoleBadges';
import { GoogleDocButton } from './GoogleDocButton';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** The links that lead somewhere, personal ones first, each opening in a new tab. */
function LinkList({ links }: { links: readonly ProfileLinkJson[] }) {
  const shown = links.filter((link) => link.Link.trim() !== '');
  if (shown.length === 0) return 'None given';
  return (
    <Stack gap={2}>
      {shown.map((link) => (
        <Anchor
          key={`${link.Name}|${link.Link}`}
          href={linkHref(link.Link)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {link.Name}
        </Anchor>
      ))}
    </Stack>
  );
}

const placeOf = (location: UserProfileJson['location']): string =>
  [location.city, location.country].filter(Boolean).join(', ') || location.userProvided || 'Not set';

/**
 * A read-only view of a profile: what the server lets this viewer see (a private e-mail, phone or
 * blue squares arrive empty). Actions of other features (the Badge Summary) are passed in by the page,
 * and so are sections of theirs shown below the person's details (the Quick Setup titles).
 */
export function UserProfileView({
  renderActions,
  renderSections,
}: {
  renderActions?: (profile: UserProfileJson) => ReactNode;
  renderSections?: (profile: UserProfileJson) => ReactNode;
}) {
  const { userId = '' } = useParams();
  const session = useSession();
  const profile = useUserProfile(userId);
  const actor = useActor();

  if (profile.isPending) return <PageSkeleton label="Loading profile" />;
  if (profile.isError) return <ProfileLoadError error={profile.error} />;

  const user = profile.data;
  const isOwn = user._id === session?.claims.userid;
  const canEdit =
    actor !== null &&
    mayEditProfile(actor, { userId: user._id, role: user.role, isProtected: user.isProtected });
  return (
    <Stack gap="md">
      <ProtectedAccountNotice isProtected={user.isProtected} />
      <Card withBorder padding="lg">
        <Group gap="lg" align="flex-start">
          <UserPhoto
            profilePic={user.profilePic}
            firstName={user.firstName}
            lastName={user.lastName}
            size={120}
            radius={120}
          />
          <Stack gap="sm" style={{ flex: 1, minWidth: 220 }}>
            <Group gap="sm">
              <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
                {user.firstName} {user.lastName}
              </Title>
              <RoleBadges role={user.role} isActive={user.isActive} />
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Detail label="Email">
                {user.email ? <Anchor href={`mailto:${user.email}`}>{user.email}</Anchor> : 'Not shown'}
              </Detail>
              {user.phoneNumber.length > 0 && (
                <Detail label="Phone">
                  <Stack gap={2}>
                    {user.phoneNumber.map((phone) => (
                      <Anchor key={phone} href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
                        {phone}
                      </Anchor>
                    ))}
                  </Stack>
                </Detail>
              )}
              <Detail label="Job title">
                {user.jobTitle.length > 0 ? user.jobTitle.join(', ') : 'None given'}
              </Detail>
              <Detail label="Time zone">
                {user.timeZone
                  ? timeZoneLabel({ name: user.timeZone, utcOffset: utcOffsetOf(user.timeZone, new Date()) })
                  : 'Not set'}
              </Detail>
              <Detail label="Location">{placeOf(user.location)}</Detail>
              <Detail label="Links">
                <LinkList links={[...user.personalLinks, ...user.adminLinks]} />
              </Detail>
            </SimpleGrid>
            <Group gap="sm">
              <Button
                component={Link}
                to={linkTo(paths.userDashboard, { userId: user._id })}
                variant="light"
                size="xs"
              >
                {isOwn ? 'My dashboard' : 'Dashboard'}
              </Button>
              {canEdit && (
                <Button component={Link} to={linkTo(paths.userProfileEdit, { userId: user._id })} size="xs">
                  Edit
                </Button>
              )}
              <GoogleDocButton adminLinks={user.adminLinks} />
              {renderActions?.(user)}
            </Group>
          </Stack>
        </Group>
      </Card>
      {renderSections?.(user)}
      <ProfileMemberships teams={user.teams} projects={user.projects} />
      <BadgeList entries={user.badgeCollection} isOwn={isOwn} />
      <BlueSquareList infringements={user.infringements} />
    </Stack>
  );
}
