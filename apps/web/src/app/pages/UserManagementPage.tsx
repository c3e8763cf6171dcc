import { useState } from 'react';
import { Button, Group, Stack, Title } from '@mantine/core';
import { IconMailPlus, IconUserPlus } from '@tabler/icons-react';
import { allowed } from '@hgn/domain/contracts/endpoint';
import { canGiveRole } from '@hgn/domain/userManagement';
import { InviteUserDialog } from '../../features/invitations/components/InviteUserDialog';
import { PendingInvitationsList } from '../../features/invitations/components/PendingInvitationsList';
import { CreateUserDialog, UserManagementTable } from '../../features/userManagement';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { userManagementEndpoints } from '../../shared/api/endpoints/userManagement';
import { useActor } from '../../shared/session/useActor';

/** `/usermanagement`: the user table with its actions, user creation and the setup invitations. */
export function UserManagementPage() {
  const actor = useActor();
  const [creating, setCreating] = useState(false);
  const [inviting, setInviting] = useState(false);
  if (!actor) return <PageSkeleton label="Loading users" />;

  // Invitations are guarded by postUserProfile on the server, like creating a user.
  const mayCreate = allowed(actor, userManagementEndpoints.create);
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          User Management
        </Title>
        {mayCreate && (
          <Group gap="xs">
            <Button
              leftSection={<IconMailPlus size={16} aria-hidden />}
              variant="default"
              onClick={() => setInviting(true)}
            >
              Invite user
            </Button>
            <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
              Create user
            </Button>
          </Group>
        )}
      </Group>
      <UserManagementTable actor={actor} />
      {mayCreate && (
        <>
          <PendingInvitationsList />
          <InviteUserDialog opened={inviting} onClose={() => setInviting(false)} />
          <CreateUserDialog
            opened={creating}
            onClose={() => setCreating(false)}
            canCreateOwners={canGiveRole(actor, 'Owner')}
          />
        </>
      )}
    </Stack>
  );
}
