import { useCallback, useState } from 'react';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { allowed } from '@hgn/domain/contracts/endpoint';
import { isUndeletableRole, type RoleJson } from '@hgn/domain/permissions';
import { permissionsEndpoints } from '../../../shared/api/endpoints/permissions';
import { useActor } from '../../../shared/session/useActor';
import { ErrorDisplay } from '../../../ui/ErrorDisplay';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { Section } from '../../../ui/Section';
import { useAllRoles, useDeleteRole, useSaveRolePermissions } from '../api/permissionsApi';
import { toastSuccess } from '../../../ui/notify';
import { notifyFailure } from '../components/notify';
import { PermissionChecklist } from '../components/PermissionChecklist';
import { isSameSet, permissionCount, toggleRolePermission } from '../components/permissionChecklistModel';
import { RolePresets } from '../components/RolePresets';

const MANAGEMENT_PATH = '/permissionsmanagement';

// Links carry the role name as typed ("Core Team"); older links wrote it without spaces ("CoreTeam").
const sameRoleName = (a: string, b: string) =>
  a.replace(/\s+/g, '').toLowerCase() === b.replace(/\s+/g, '').toLowerCase();

/** One role's permissions, its presets, and deleting it. */
export function RolePermissionsPage() {
  const { userRole = '' } = useParams();
  const roles = useAllRoles();
  const role = roles.data?.find((candidate) => sameRoleName(candidate.roleName, userRole));

  if (roles.isPending) return <PageSkeleton label="Loading role" />;
  if (roles.isError) return <ErrorDisplay error={roles.error} />;
  if (!role)
    return (
      <Stack gap="md">
        <BackLink />
        <Title order={1} size="h2">
          Role not found
        </Title>
        <Text>There is no role named “{userRole}”.</Text>
      </Stack>
    );
  // Keyed by role and stored permissions: after a save or an applied preset the ticks start afresh.
  return <RoleEditor key={`${role._id}:${role.permissions.join(',')}`} role={role} />;
}

const BackLink = () => (
  <Anchor component={Link} to={MANAGEMENT_PATH} size="sm">
    <Group gap={4} component="span">
      <IconArrowLeft size={14} aria-hidden /> Permissions Management
    </Group>
  </Anchor>
);

function RoleEditor({ role }: { role: RoleJson }) {
  const actor = useActor();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<string[]>(role.permissions);
  const save = useSaveRolePermissions();
  const deleteRole = useDeleteRole();

  const params = { roleId: role._id };
  const mayEdit = allowed(actor ?? undefined, permissionsEndpoints.setRolePermissions, { params });
  const mayDelete =
    allowed(actor ?? undefined, permissionsEndpoints.deleteRole, { params }) &&
    !isUndeletableRole(role.roleName);
  const isDirty = !isSameSet(draft, role.permissions);

  const isChecked = useCallback((key: string) => draft.includes(key), [draft]);
  const onToggle = (key: string, checked: boolean) =>
    setDraft((current) => toggleRolePermission(current, key, checked));

  const onSave = () =>
    save.mutate(
      { roleId: role._id, permissions: draft },
      { onSuccess: () => toastSuccess(`Permissions of ${role.roleName} saved.`), onError: notifyFailure },
    );

  const onDelete = () =>
    modals.openConfirmModal({
      title: `Delete the ${role.roleName} role?`,
      children: (
        <Text size="sm">
          Everyone who has this role becomes a Volunteer, and the role’s presets are deleted. This cannot be
          undone.
        </Text>
      ),
      labels: { confirm: 'Delete role', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        deleteRole.mutate(role._id, {
          onSuccess: ({ message }) => {
            toastSuccess(message);
            void navigate(MANAGEMENT_PATH);
          },
          onError: notifyFailure,
        }),
    });

  return (
    <Stack gap="md">
      <BackLink />
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={1} size="h2">
            {role.roleName}
          </Title>
          <Text size="sm" c="dimmed">
            {permissionCount(draft.length)}
            {isDirty ? ' (unsaved changes)' : ''}
          </Text>
        </div>
        <Group gap="sm" wrap="wrap">
          <Button variant="default" onClick={() => setDraft(role.permissions)} disabled={!isDirty}>
            Undo changes
          </Button>
          <Button onClick={onSave} disabled={!mayEdit || !isDirty} loading={save.isPending}>
            Save
          </Button>
          <Button
            color="red"
            variant="light"
            onClick={onDelete}
            disabled={!mayDelete}
            title={
              isUndeletableRole(role.roleName) ? `The ${role.roleName} role cannot be deleted.` : undefined
            }
          >
            Delete role
          </Button>
        </Group>
      </Group>
      {mayEdit ? null : (
        <Text size="sm" c="dimmed">
          Read only: changing a role needs the Edit roles permission.
        </Text>
      )}
      <Section title="Permissions">
        <PermissionChecklist
          label={`Permissions of ${role.roleName}`}
          isChecked={isChecked}
          onToggle={onToggle}
          readOnly={!mayEdit}
        />
      </Section>
      {mayEdit ? <RolePresets role={role} currentPermissions={draft} /> : null}
    </Stack>
  );
}
