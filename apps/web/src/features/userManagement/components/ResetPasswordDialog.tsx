import { useState } from 'react';
import { Modal, PasswordInput, Stack, Text } from '@mantine/core';
import type { UserPageItemJson } from '@hgn/domain/userManagement';
import { isApiError } from '../../../shared/api/apiError';
import { CancelSubmitButtons, FormErrorAlert } from '../../../ui/FormParts';
import { useResetPassword } from '../api/userManagementApi';
import { fullName } from '../userTableModel';
import { toastSuccess } from '../../../ui/notify';

/** An administrator's reset: the password given is one-time, and the user chooses their own at the next sign-in. */
export function ResetPasswordDialog({ user, onClose }: { user: UserPageItemJson; onClose: () => void }) {
  const reset = useResetPassword();
  const [newpassword, setNewPassword] = useState('');
  const [confirmnewpassword, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (): Promise<void> => {
    setError(null);
    try {
      const { message } = await reset.mutateAsync({ userId: user._id, newpassword, confirmnewpassword });
      toastSuccess(message);
      onClose();
    } catch (failure) {
      setError(
        (isApiError(failure) && failure.serverError) || 'The password could not be reset. Please try again.',
      );
    }
  };

  return (
    <Modal opened onClose={onClose} title={`Reset the password of ${fullName(user)}`}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <FormErrorAlert message={error} />
          <Text size="sm">They will be asked to choose their own password when they next sign in.</Text>
          <PasswordInput
            label="New password"
            required
            data-autofocus
            autoComplete="new-password"
            value={newpassword}
            onChange={(event) => setNewPassword(event.currentTarget.value)}
          />
          <PasswordInput
            label="Confirm new password"
            required
            autoComplete="new-password"
            value={confirmnewpassword}
            onChange={(event) => setConfirm(event.currentTarget.value)}
          />
          <CancelSubmitButtons
            submitLabel="Reset password"
            submitting={reset.isPending}
            disabled={!newpassword || !confirmnewpassword}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}
