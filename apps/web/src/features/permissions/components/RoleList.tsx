import { useState } from 'react';
import { Anchor, Button, Group, Modal, Select, Stack, Table, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { roleCreateInput, type RoleSummaryJson } from '@hgn/domain/permissions';
import { ListLoadFailed, ListLoading } from '../../../ui/ListStates';
import { EmptyText, Section } from '../../../ui/Section';
import { useCreateRole, useRoleSummaries } from '../api/permissionsApi';
import { toastSuccess } from '../../../ui/notify';
import { notifyFailure } from './notify';

const rolePath = (roleName: string) => `/permissionsmanagement/${encodeURIComponent(roleName)}`;

interface RoleListProps {
  /** Whether the actor may open a role's page (postRole, putRole or deleteRole). */
  canOpenRoles: boolean;
  canCreateRoles: boolean;
}

/** Every role with its number of users and permissions; a new role starts empty or as a copy of another. */
export function RoleList({ canOpenRoles, canCreateRoles }: RoleListProps) {
  const roles = useRoleSummaries();
  const [isCreating, creating] = useDisclosure(false);

  return (
    <Section
      title="Roles"
      aside={
        <Button
          size="compact-sm"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={creating.open}
          disabled={!canCreateRoles}
        >
          Create role
        </Button>
      }
    >
      {roles.isPending ? (
        <ListLoading label="Loading roles" rows={4} />
      ) : roles.isError ? (
        <ListLoadFailed message="The roles could not be loaded." />
      ) : roles.data.length === 0 ? (
        <EmptyText>No roles yet.</EmptyText>
      ) : (
        <Table verticalSpacing="xs" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Role</Table.Th>
              <Table.Th ta="right">Users</Table.Th>
              <Table.Th ta="right">Permissions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {roles.data.map((role) => (
              <Table.Tr key={role._id}>
                <Table.Td>
                  {canOpenRoles ? (
                    <Anchor component={Link} to={rolePath(role.roleName)}>
                      {role.roleName}
                    </Anchor>
                  ) : (
                    role.roleName
                  )}
                </Table.Td>
                <Table.Td ta="right">{role.userCount}</Table.Td>
                <Table.Td ta="right">{role.permissions.length}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Modal opened={isCreating} onClose={creating.close} title="Create role">
        {isCreating ? <CreateRoleForm roles={roles.data ?? []} onDone={creating.close} /> : null}
      </Modal>
    </Section>
  );
}

function CreateRoleForm({ roles, onDone }: { roles: readonly RoleSummaryJson[]; onDone: () => void }) {
  const [roleName, setRoleName] = useState('');
  const [copyFrom, setCopyFrom] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const createRole = useCreateRole();

  const submit = () => {
    const permissions = roles.find((role) => role._id === copyFrom)?.permissions ?? [];
    const parsed = roleCreateInput.safeParse({ roleName, permissions });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    createRole.mutate(
      { roleName: parsed.data.roleName, permissions: parsed.data.permissions },
      {
        onSuccess: (role) => {
          toastSuccess(`Role ${role.roleName} created.`);
          onDone();
        },
        onError: notifyFailure,
      },
    );
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <TextInput
          label="Role name"
          required
          data-autofocus
          value={roleName}
          error={error}
          onChange={(event) => {
            setRoleName(event.currentTarget.value);
            setError(undefined);
          }}
        />
        <Select
          label="Start with the permissions of"
          placeholder="No permissions"
          clearable
          data={roles.map((role) => ({ value: role._id, label: role.roleName }))}
          value={copyFrom}
          onChange={setCopyFrom}
          comboboxProps={{ withinPortal: true }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={createRole.isPending}>
            Create role
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
