import { useCallback, useState } from 'react';
import { Alert, Button, Group, Select, Skeleton, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconLock } from '@tabler/icons-react';
import {
  canEditUserPermissions,
  canGrantPermission,
  type Actor,
  type UserPermissionsJson,
} from '@hgn/domain/permissions';
import { Section } from '../../../ui/Section';
import { usePermissionUserSearch, useSaveUserPermissions, useUserPermissions } from '../api/permissionsApi';
import { toastSuccess } from '../../../ui/notify';
import { notifyFailure } from './notify';
import { PermissionChecklist } from './PermissionChecklist';
import {
  isEffective,
  isSameDraft,
  permissionCount,
  permissionSource,
  toggleUserPermission,
  type PermissionSource,
  type UserPermissionDraft,
} from './permissionChecklistModel';

const SOURCE_NOTE: Record<PermissionSource, string | undefined> = {
  role: 'From role',
  granted: 'Added for this user',
  removedFromRole: 'Removed from role',
  none: undefined,
};

/** Pick a person, then grant them permissions beyond their role or take role permissions away. */
export function UserPermissionsPanel({ actor }: { actor: Actor }) {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 250);
  const [userId, setUserId] = useState<string | null>(null);
  const found = usePermissionUserSearch(debouncedSearch, true);
  const user = useUserPermissions(userId);

  const options = (found.data ?? []).map((person) => ({
    value: person._id,
    label: `${person.firstName} ${person.lastName} (${person.role})`,
  }));

  return (
    <Section title="Manage user permissions">
      <Stack gap="md">
        <Select
          label="User"
          placeholder="Search by name or e-mail"
          searchable
          clearable
          searchValue={search}
          onSearchChange={setSearch}
          // The server has already narrowed the list; the picker shows it as it comes.
          filter={({ options: all }) => all}
          data={options}
          value={userId}
          onChange={setUserId}
          nothingFoundMessage={found.isFetching ? 'Searching…' : 'Nobody found'}
          comboboxProps={{ withinPortal: true }}
        />
        {userId === null ? (
          <Text size="sm" c="dimmed">
            Choose a user to see and change their permissions.
          </Text>
        ) : user.isPending ? (
          <Stack gap="xs" aria-busy="true" aria-label="Loading the user's permissions" role="status">
            <Skeleton height={20} width="40%" />
            <Skeleton height={120} />
          </Stack>
        ) : user.isError ? (
          <Text c="red" size="sm">
            This user's permissions could not be loaded.
          </Text>
        ) : (
          <UserPermissionsEditor
            key={`${user.data.userId}:${user.data.frontPermissions.join()}:${user.data.removedDefaultPermissions.join()}`}
            actor={actor}
            user={user.data}
          />
        )}
      </Stack>
    </Section>
  );
}

function UserPermissionsEditor({ actor, user }: { actor: Actor; user: UserPermissionsJson }) {
  const stored: UserPermissionDraft = {
    frontPermissions: user.frontPermissions,
    removedDefaultPermissions: user.removedDefaultPermissions,
  };
  const [draft, setDraft] = useState<UserPermissionDraft>(stored);
  const save = useSaveUserPermissions();
  const mayEdit = canEditUserPermissions(actor, user);
  const isDirty = !isSameDraft(draft, stored);
  const sourceOf = useCallback(
    (key: string) => permissionSource(key, user.rolePermissions, draft),
    [user.rolePermissions, draft],
  );
  const isChecked = useCallback((key: string) => isEffective(sourceOf(key)), [sourceOf]);
  const fullName = `${user.firstName} ${user.lastName}`;

  const lockedReason = (key: string) =>
    // Ticking this box would grant it, and only an Owner grants what they do not hold.
    !isChecked(key) && !user.rolePermissions.includes(key) && !canGrantPermission(actor, key)
      ? 'You cannot grant a permission you do not hold.'
      : undefined;

  const onSave = () =>
    save.mutate(
      { userId: user.userId, permissions: { ...draft, isAcknowledged: false } },
      { onSuccess: () => toastSuccess(`Permissions of ${fullName} saved.`), onError: notifyFailure },
    );

  const added = draft.frontPermissions.length;
  const removed = draft.removedDefaultPermissions.length;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Text fw={600}>{fullName}</Text>
          <Text size="sm" c="dimmed">
            Role {user.role}: {permissionCount(user.rolePermissions.length)}, {added} added, {removed} removed
          </Text>
        </div>
        <Group gap="sm">
          <Button variant="default" onClick={() => setDraft(stored)} disabled={!isDirty}>
            Undo changes
          </Button>
          <Button onClick={onSave} disabled={!mayEdit || !isDirty} loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Group>
      {mayEdit ? null : (
        <Alert color="gray" icon={<IconLock size={16} aria-hidden />}>
          {user.isProtected
            ? 'This is a protected account: only an Owner changes its permissions.'
            : "Changing an Owner's permissions needs the Manage owners permission."}
        </Alert>
      )}
      <PermissionChecklist
        label={`Permissions of ${fullName}`}
        isChecked={isChecked}
        onToggle={(key, checked) =>
          setDraft((current) => toggleUserPermission(user.rolePermissions, current, key, checked))
        }
        readOnly={!mayEdit}
        lockedReason={lockedReason}
        note={(key) => {
          const note = SOURCE_NOTE[sourceOf(key)];
          return note ? (
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {note}
            </Text>
          ) : null;
        }}
      />
    </Stack>
  );
}
