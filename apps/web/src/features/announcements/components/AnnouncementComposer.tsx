import { useState } from 'react';
import { Button, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { modals } from '@mantine/modals';
import { broadcastEmailsInput, sendEmailsInput } from '@hgn/domain/announcements';
import { announcementMessages } from '@hgn/domain/messages';
import { refusedField, serverSentence } from '../../../shared/api/apiError';
import { toastRefusal, toastSuccess } from '../../../ui/notify';
import { useBroadcastEmails, useSendEmails } from '../api/announcementsApi';
import { AnnouncementEditor } from './AnnouncementEditor';

type Field = 'to' | 'subject' | 'html';
type Problems = Partial<Record<Field, string>>;

/** The first message of each field a parse refused. */
function problemsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Problems {
  const problems: Problems = {};
  for (const issue of issues) {
    const field = issue.path[0] as Field;
    problems[field] ??= issue.message;
  }
  return problems;
}

/**
 * Writes an announcement and sends it to the addresses typed, or, when `canBroadcast`, to every
 * subscriber. The rules are the server's own, checked before sending.
 */
export function AnnouncementComposer({ canBroadcast }: { canBroadcast: boolean }) {
  const [to, setTo] = useState('');
  const [subject, setSubject] = useState('');
  const [html, setHtml] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const send = useSendEmails();
  const broadcast = useBroadcastEmails();
  const busy = send.isPending || broadcast.isPending;

  const handlers = {
    onSuccess: () => toastSuccess(announcementMessages.sent),
    onError: (error: unknown) => {
      const field = refusedField(error);
      if (field === 'to' || field === 'subject' || field === 'html')
        setProblems({ [field]: serverSentence(error, announcementMessages.failed) });
      else toastRefusal(error, announcementMessages.failed);
    },
  };

  const sendToList = () => {
    const parsed = sendEmailsInput.safeParse({ to, subject, html });
    setProblems(parsed.success ? {} : problemsOf(parsed.error.issues));
    if (parsed.success) send.mutate({ to, subject, html }, handlers);
  };
  const sendToAll = () => {
    const parsed = broadcastEmailsInput.safeParse({ subject, html });
    setProblems(parsed.success ? {} : problemsOf(parsed.error.issues));
    if (!parsed.success) return;
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

  return (
    <form
      noValidate
      aria-label="Announcement"
      onSubmit={(event) => {
        event.preventDefault();
        sendToList();
      }}
    >
      <Stack gap="md">
        <Textarea
          label="Recipients"
          description="E-mail addresses separated by commas."
          withAsterisk={!canBroadcast}
          autosize
          minRows={2}
          maxRows={6}
          value={to}
          onChange={(event) => setTo(event.currentTarget.value)}
          error={problems.to}
        />
        <TextInput
          label="Subject"
          required
          value={subject}
          onChange={(event) => setSubject(event.currentTarget.value)}
          error={problems.subject}
        />
        <AnnouncementEditor error={problems.html} onChange={setHtml} />
        <Group justify="flex-end">
          {canBroadcast && (
            <Button variant="default" onClick={sendToAll} loading={broadcast.isPending} disabled={busy}>
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
