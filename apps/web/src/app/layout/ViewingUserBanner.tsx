import { useNavigate } from 'react-router';
import { Button, Group, Text } from '@mantine/core';
import { paths } from '../../shared/routing/paths';
import { leaveViewingUser, useViewingUser } from '../../shared/session/viewingUser';
import { UserPhoto } from '../../ui/UserPhoto';

/** Says whose dashboard an Owner or Administrator is viewing, with the way back to their own. */
export function ViewingUserBanner() {
  const viewing = useViewingUser();
  const navigate = useNavigate();
  if (!viewing) return null;
  const leave = (): void => {
    leaveViewingUser();
    void navigate(paths.dashboard);
  };
  return (
    <Group
      role="status"
      gap="xs"
      wrap="nowrap"
      px="xs"
      py={4}
      style={{
        minWidth: 0,
        borderRadius: 'var(--mantine-radius-sm)',
        background: 'var(--mantine-color-yellow-light)',
        color: 'var(--mantine-color-yellow-light-color)',
      }}
    >
      <UserPhoto
        profilePic={viewing.profilePic}
        firstName={viewing.firstName}
        lastName=""
        size={24}
        radius="xl"
      />
      <Text size="sm" truncate="end">
        You are viewing {viewing.firstName}&apos;s dashboard
      </Text>
      <Button size="compact-xs" variant="default" onClick={leave}>
        Leave
      </Button>
    </Group>
  );
}
