import { useState } from 'react';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { allowed } from '@hgn/domain/contracts/endpoint';
import { feedbackMessages } from '@hgn/domain/feedback';
import { formatUSDateTimePT } from '@hgn/domain/time';
import { feedbackEndpoints } from '../../../shared/api/endpoints/feedback';
import { useActor } from '../../../shared/session/useActor';
import { ErrorDisplay } from '../../../ui/ErrorDisplay';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { toastError, toastRefusal, toastSuccess } from '../../../ui/notify';
import { useAiPrompt, useAiPromptCopied, useMarkAiPromptCopied, useUpdateAiPrompt } from '../api/feedbackApi';

/** The Owner's editor of the prompt. */
function PromptEditor({ text }: { text: string }) {
  const update = useUpdateAiPrompt();
  const [draft, setDraft] = useState(text);
  return (
    <Stack gap="xs">
      <Textarea
        label="Edit the prompt"
        autosize
        minRows={4}
        maxLength={10_000}
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
      />
      <Group justify="flex-end">
        <Button
          onClick={() =>
            update.mutate(draft, {
              onSuccess: () => toastSuccess(feedbackMessages.promptUpdated),
              onError: (error) => toastRefusal(error, feedbackMessages.promptUpdateFailed),
            })
          }
          loading={update.isPending}
          disabled={draft.trim() === '' || draft === text}
        >
          Save prompt
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The prompt to give an AI with one's summary; copying it is remembered with its date, which the
 * dialog shows (on one's own dashboard: the date is the person's own).
 */
export function AiPromptDialog({ userId }: { userId: string }) {
  const actor = useActor();
  const prompt = useAiPrompt();
  const mayRecordCopy = allowed(actor ?? undefined, feedbackEndpoints.markAiPromptCopied, {
    params: { userId },
  });
  const lastCopy = useAiPromptCopied(userId, mayRecordCopy);
  const copied = useMarkAiPromptCopied(userId);
  if (prompt.isPending) return <PageSkeleton label="Loading the AI prompt" />;
  if (prompt.isError) return <ErrorDisplay error={prompt.error} />;
  const { aIPromptText, modifiedDatetime } = prompt.data;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(aIPromptText);
      if (mayRecordCopy) copied.mutate();
      toastSuccess(feedbackMessages.promptCopied);
    } catch {
      toastError(feedbackMessages.promptCopyFailed);
    }
  };
  return (
    <Stack gap="md">
      <Text style={{ whiteSpace: 'pre-wrap' }}>{aIPromptText}</Text>
      {modifiedDatetime ? (
        <Text size="xs" c="dimmed">
          Last changed {formatUSDateTimePT(modifiedDatetime)}
        </Text>
      ) : null}
      <Group justify="space-between" wrap="wrap">
        <Text size="xs" c="dimmed">
          {lastCopy.data?.message ? `You last copied it ${formatUSDateTimePT(lastCopy.data.message)}` : null}
        </Text>
        <Button onClick={() => void copy()}>Copy prompt</Button>
      </Group>
      {allowed(actor ?? undefined, feedbackEndpoints.updateAiPrompt, {}) ? (
        <PromptEditor key={aIPromptText} text={aIPromptText} />
      ) : null}
    </Stack>
  );
}
