import { Stack, Text, Title } from '@mantine/core';
import { allowed } from '@hgn/domain/contracts/endpoint';
import { canEnterRoute, ROUTE_RULES } from '@hgn/domain/permissions';
import { permissionsEndpoints as permissions } from '../../../shared/api/endpoints/permissions';
import { useActor } from '../../../shared/session/useActor';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { PermissionChangeLog } from '../components/PermissionChangeLog';
import { RoleList } from '../components/RoleList';
import { UserPermissionsPanel } from '../components/UserPermissionsPanel';

/** Roles, one user's permissions and the log of changes; each part shows to those who may use it. */
export function PermissionsManagementPage() {
  const actor = useActor();
  if (!actor) return <PageSkeleton label="Loading permissions" />;

  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          Permissions Management
        </Title>
        <Text size="sm" c="dimmed">
          A user may do what their role allows, minus what was removed for them, plus what was added for them.
          Changes apply at once.
        </Text>
      </div>
      <RoleList
        canOpenRoles={canEnterRoute(actor, ROUTE_RULES['/permissionsmanagement/:userRole'])}
        canCreateRoles={allowed(actor, permissions.createRole)}
      />
      {allowed(actor, permissions.setUserPermissions) ? <UserPermissionsPanel actor={actor} /> : null}
      {allowed(actor, permissions.changeLog) ? <PermissionChangeLog readerId={actor.userId} /> : null}
    </Stack>
  );
}
