import { Controller } from 'react-hook-form';
import { Button, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { modals } from '@mantine/modals';
import { sendEmailsInput, type SendEmailsInput } from '@hgn/domain/announcements';
import { announcementMessages } from '@hgn/domain/messages';
import { toastRefusal, toastSuccess } from '../../../ui/notify';
import { useDialogForm } from '../../../ui/useDialogForm';
import { useBroadcastEmails, useSendEmails } from '../api/announcementsApi';
import { AnnouncementEditor } from './AnnouncementEditor';

const blank: SendEmailsInput = { to: '', subject: '', html: '' };

/**
 * Writes an announcement and sends it to the addresses typed, or, when `canBroadcast`, to every
 * subscriber. The rules are the server's own, checked before sending.
 */
export function AnnouncementComposer({ canBroadcast }: { canBroadcast: boolean }) {
  const { form, showRefusal } = useDialogForm(sendEmailsInput, blank);
  const {
    register,
    control,
    handleSubmit,
    getValues,
    clearErrors,
    formState: { errors },
  } = form;
  const send = useSendEmails();
  const broadcast = useBroadcastEmails();
  const busy = send.isPending || broadcast.isPending;

  const handlers = {
    onSuccess: () => toastSuccess(announcementMessages.sent),
    onError: (error: unknown) => {
      showRefusal(error, announcementMessages.failed, () => toastRefusal(error, announcementMessages.failed));
    },
  };

  // The fields are sent as typed: the server splits the list and trims with the same schema.
  const sendToList = handleSubmit(() => {
    const { to, subject, html } = getValues();
    send.mutate({ to, subject, html }, handlers);
  });

  const confirmBroadcast = (): void => {
    const { subject, html } = getValues();
    // A broadcast reaches everyone who subscribed and cannot be called back: it is sent only once confirmed.
    modals.openConfirmModal({
      title: 'Broadcast to all subscribers?',
      children: (
        <Text size="sm">
          &ldquo;{subject}&rdquo; goes to every volunteer who receives announcements and every confirmed
          subscriber, each with a link to unsubscribe. It cannot be called back.
        </Text>
      ),
      labels: { confirm: 'Broadcast', cancel: 'Cancel' },
      onConfirm: () => broadcast.mutate({ subject, html }, handlers),
    });
  };
  // A broadcast has no list of its own: only the subject and the message can stop it.
  const sendToAll = handleSubmit(confirmBroadcast, (problems) => {
    clearErrors('to');
    if (!problems.subject && !problems.html) confirmBroadcast();
  });

  return (
    <form noValidate aria-label="Announcement" onSubmit={(event) => void sendToList(event)}>
      <Stack gap="md">
        <Textarea
          label="Recipients"
          description="E-mail addresses separated by commas."
          withAsterisk={!canBroadcast}
          autosize
          minRows={2}
          maxRows={6}
          error={errors.to?.message}
          {...register('to')}
        />
        <TextInput label="Subject" required error={errors.subject?.message} {...register('subject')} />
        <Controller
          control={control}
          name="html"
          render={({ field, fieldState }) => (
            <AnnouncementEditor error={fieldState.error?.message} onChange={field.onChange} />
          )}
        />
        <Group justify="flex-end">
          {canBroadcast && (
            <Button
              variant="default"
              onClick={() => void sendToAll()}
              loading={broadcast.isPending}
              disabled={busy}
            >
              Broadcast to all subscribers
            </Button>
          )}
          <Button type="submit" loading={send.isPending} disabled={busy}>
            Send email
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
