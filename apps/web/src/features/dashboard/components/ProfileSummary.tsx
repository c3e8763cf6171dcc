import { Group, Stack, Text, Title } from '@mantine/core';
import { UserPhoto } from '../../../ui/UserPhoto';
import { RoleBadges } from '../../../ui/profile/RoleBadges';
import type { UserProfileJson } from '@hgn/domain/users';

export function ProfileSummary({ profile }: { profile: UserProfileJson }) {
  return (
    <Group gap="md" wrap="nowrap" align="center">
      <UserPhoto
        profilePic={profile.profilePic}
        firstName={profile.firstName}
        lastName={profile.lastName}
        size={80}
        radius={80}
      />
      <Stack gap={4} style={{ minWidth: 0 }}>
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {profile.firstName} {profile.lastName}
        </Title>
        <Group gap="xs">
          <RoleBadges role={profile.role} isActive={profile.isActive} />
        </Group>
        {profile.jobTitle.length > 0 && (
          <Text size="sm" c="dimmed">
            {profile.jobTitle.join(', ')}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
