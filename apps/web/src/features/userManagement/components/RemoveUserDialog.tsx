import { useState } from 'react';
import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { pacificDate } from '@hgn/domain/time';
import type { UserPageItemJson } from '@hgn/domain/userManagement';
import { isApiError } from '../../../shared/api/apiError';
import { useChangeStatus, useRemoveUser } from '../api/userManagementApi';
import { fullName } from '../userTableModel';
import { FormErrorAlert } from '../../../ui/FormParts';
import { toastSuccess } from '../../../ui/notify';

type RemovalMode = 'delete' | 'archive' | 'inactive';

const modes: { value: RemovalMode; label: string; description: string }[] = [
  {
    value: 'inactive',
    label: 'Make inactive',
    description: 'The user can no longer sign in; everything is kept and they can be activated again.',
  },
  {
    value: 'archive',
    label: 'Archive',
    description:
      'The user is made inactive and moves to the Archived status; their records are kept and they can be restored.',
  },
  {
    value: 'delete',
    label: 'Delete',
    description: 'The user and their own records are removed for good. This cannot be undone.',
  },
];

/** The three ways to remove a user: make inactive, archive, delete. An archived user can only be deleted. */
export function RemoveUserDialog({ user, onClose }: { user: UserPageItemJson; onClose: () => void }) {
  const remove = useRemoveUser();
  const changeStatus = useChangeStatus();
  const offered = user.isArchived ? modes.filter((option) => option.value === 'delete') : modes;
  const [mode, setMode] = useState<RemovalMode>(user.isArchived ? 'delete' : 'inactive');
  const [error, setError] = useState<string | null>(null);

  const confirm = async (): Promise<void> => {
    setError(null);
    try {
      const { message } =
        mode === 'inactive'
          ? await changeStatus.mutateAsync({
              userId: user._id,
              change: { action: 'DEACTIVATE', endDate: pacificDate(new Date()) },
            })
          : await remove.mutateAsync({ userId: user._id, option: mode });
      toastSuccess(mode === 'inactive' ? `${fullName(user)}: ${message}` : message);
      onClose();
    } catch (failure) {
      setError(
        (isApiError(failure) && failure.serverError) || 'The user could not be removed. Please try again.',
      );
    }
  };

  return (
    <Modal opened onClose={onClose} title={`Remove ${fullName(user)}`}>
      <Stack gap="md">
        <FormErrorAlert message={error} />
        <Radio.Group
          label="How should this user be removed?"
          value={mode}
          onChange={(value) => setMode(value)}
        >
          <Stack gap="xs" mt="xs">
            {offered.map((option) => (
              <Radio
                key={option.value}
                value={option.value}
                label={option.label}
                description={option.description}
              />
            ))}
          </Stack>
        </Radio.Group>
        {mode === 'delete' && <Text c="red">Deleting is permanent.</Text>}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            color="red"
            loading={remove.isPending || changeStatus.isPending}
            onClick={() => void confirm()}
          >
            {modes.find((option) => option.value === mode)?.label}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
