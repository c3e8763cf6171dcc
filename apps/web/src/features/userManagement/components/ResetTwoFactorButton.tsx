import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { toastRefusal, toastSuccess } from '../../../ui/notify';
import { useResetTwoFactor } from '../api/userManagementApi';

/** An administrator's reset of a person's two-step sign-in, after a confirmation. */
export function ResetTwoFactorButton({ userId, name }: { userId: string; name: string }) {
  const reset = useResetTwoFactor();
  const confirm = () =>
    modals.openConfirmModal({
      title: `Reset the two-step sign-in of ${name}?`,
      children: (
        <Text size="sm">
          They will sign in with their password alone until they set it up again, and are told by e-mail.
        </Text>
      ),
      labels: { confirm: 'Reset two-step sign-in', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        reset.mutate(userId, {
          onSuccess: ({ message }) => toastSuccess(message),
          onError: (error) => toastRefusal(error, 'The two-step sign-in could not be reset.'),
        }),
    });
  return (
    <Button
      size="compact-xs"
      variant="default"
      aria-label={`Reset the two-step sign-in of ${name}`}
      loading={reset.isPending}
      onClick={confirm}
    >
      Reset 2-step
    </Button>
  );
}
