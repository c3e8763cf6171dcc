import { useState } from 'react';
import { Button, Group, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { modals } from '@mantine/modals';
import { HARD_CODED_DEFAULT_PRESET, type RoleJson, type RolePresetJson } from '@hgn/domain/permissions';
import { ListLoadFailed } from '../../../ui/ListStates';
import { EmptyText, Section } from '../../../ui/Section';
import {
  useCreatePreset,
  useDeletePreset,
  useRolePresets,
  useSaveRolePermissions,
} from '../api/permissionsApi';
import { toastSuccess } from '../../../ui/notify';
import { notifyFailure } from './notify';

interface RolePresetsProps {
  role: RoleJson;
  /** The permissions as ticked now, saved or not: what "Save as preset" keeps. */
  currentPermissions: string[];
}

/** Saved permission sets of one role: keep the current ticks, apply one, delete one. */
export function RolePresets({ role, currentPermissions }: RolePresetsProps) {
  const presets = useRolePresets(role.roleName, true);
  const createPreset = useCreatePreset();
  const deletePreset = useDeletePreset();
  const applyPreset = useSaveRolePermissions();
  const [presetName, setPresetName] = useState('');

  const save = () => {
    createPreset.mutate(
      { roleName: role.roleName, presetName: presetName.trim(), permissions: currentPermissions },
      {
        onSuccess: ({ message }) => {
          setPresetName('');
          toastSuccess(message);
        },
        onError: notifyFailure,
      },
    );
  };

  const apply = (preset: RolePresetJson) =>
    modals.openConfirmModal({
      title: `Apply “${preset.presetName}”?`,
      children: (
        <Text size="sm">
          The {role.roleName} role will have exactly the {preset.permissions.length} permissions of this
          preset, for all its users, at once.
        </Text>
      ),
      labels: { confirm: 'Apply preset', cancel: 'Cancel' },
      onConfirm: () =>
        applyPreset.mutate(
          { roleId: role._id, permissions: preset.permissions },
          {
            onSuccess: () => toastSuccess(`Preset “${preset.presetName}” applied to ${role.roleName}.`),
            onError: notifyFailure,
          },
        ),
    });

  const remove = (preset: RolePresetJson) =>
    modals.openConfirmModal({
      title: `Delete preset “${preset.presetName}”?`,
      children: <Text size="sm">The role itself does not change.</Text>,
      labels: { confirm: 'Delete preset', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        deletePreset.mutate(preset._id, {
          onSuccess: ({ message }) => toastSuccess(message),
          onError: notifyFailure,
        }),
    });

  return (
    <Section
      title="Presets"
      aside={
        presets.data ? (
          <Text size="sm" c="dimmed">
            {presets.data.length}
          </Text>
        ) : null
      }
    >
      <Stack gap="md">
        <Group align="flex-end" wrap="wrap" gap="sm">
          <TextInput
            label="Save the current permissions as a preset"
            placeholder="Preset name"
            value={presetName}
            onChange={(event) => setPresetName(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && presetName.trim()) save();
            }}
            style={{ flex: '1 1 14rem' }}
          />
          <Button onClick={save} disabled={!presetName.trim()} loading={createPreset.isPending}>
            Save preset
          </Button>
        </Group>
        {presets.isPending ? (
          <Text size="sm" c="dimmed" role="status">
            Loading presets…
          </Text>
        ) : presets.isError ? (
          <ListLoadFailed message="The presets could not be loaded." />
        ) : presets.data.length === 0 ? (
          <EmptyText>No presets yet.</EmptyText>
        ) : (
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Preset</Table.Th>
                <Table.Th>Permissions</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {presets.data.map((preset) => {
                const isDefault = preset.presetName === HARD_CODED_DEFAULT_PRESET;
                return (
                  <Table.Tr key={preset._id}>
                    <Table.Td>
                      {preset.presetName}
                      {isDefault ? (
                        <Text size="xs" c="dimmed">
                          Restores the built-in defaults
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>{preset.permissions.length}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" justify="flex-end" wrap="nowrap">
                        <Button
                          size="compact-sm"
                          variant="light"
                          onClick={() => apply(preset)}
                          aria-label={`Apply preset ${preset.presetName}`}
                        >
                          Apply
                        </Button>
                        {isDefault ? null : (
                          <Button
                            size="compact-sm"
                            variant="subtle"
                            color="red"
                            onClick={() => remove(preset)}
                            aria-label={`Delete preset ${preset.presetName}`}
                          >
                            Delete
                          </Button>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Section>
  );
}
