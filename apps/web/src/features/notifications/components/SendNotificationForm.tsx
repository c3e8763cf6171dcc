import { Stack, Textarea } from '@mantine/core';
import type { z } from 'zod';
import { notificationInput, sendNotificationMessages } from '@hgn/domain/notifications';
import { refusalCode } from '../../../shared/api/call';
import { serverSentence } from '../../../shared/api/apiError';
import { notificationsEndpoints as notifications } from '../../../shared/api/endpoints/notifications';
import { CancelSubmitButtons } from '../../../ui/FormParts';
import { toastRefusal, toastSuccess } from '../../../ui/notify';
import { useDialogForm } from '../../../ui/useDialogForm';
import { useSendNotification } from '../api/notificationsApi';

/** The dialog's one field: the recipient is the profile's person. */
const messageInput = notificationInput.pick({ message: true });
const blank = { message: '' };

/** Writes a notification to one person; the server keeps formatting and links of its HTML only. */
export function SendNotificationForm({ recipientId, onClose }: { recipientId: string; onClose: () => void }) {
  const { form, close, showFailure } = useDialogForm<
    z.input<typeof messageInput>,
    z.output<typeof messageInput>
  >(messageInput, blank, onClose);
  const send = useSendNotification();
  const submit = form.handleSubmit(({ message }) =>
    send.mutate(
      { message, recipient: recipientId },
      {
        onSuccess: () => {
          toastSuccess(sendNotificationMessages.sent);
          close();
        },
        onError: (error) => {
          // A message with no text once sanitised is refused on its field.
          if (refusalCode(error, notifications.send) === 'VALIDATION_FAILED')
            showFailure({
              field: 'message',
              message: serverSentence(error, sendNotificationMessages.failed),
            });
          else toastRefusal(error, sendNotificationMessages.failed);
        },
      },
    ),
  );
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <Textarea
          label="Message"
          description="HTML is welcome: formatting and links are kept, anything else is left out."
          withAsterisk
          autosize
          minRows={4}
          maxRows={12}
          data-autofocus
          {...form.register('message')}
          error={form.formState.errors.message?.message}
        />
        <CancelSubmitButtons submitLabel="Send" submitting={send.isPending} onCancel={close} />
      </Stack>
    </form>
  );
}
