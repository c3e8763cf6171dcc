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
import { useAiPrompt, useMarkAiPromptCopied, useUpdateAiPrompt } from '../api/feedbackApi';

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

/** The prompt to give an AI with one's summary; copying it is remembered with its date. */
export function AiPromptDialog({ userId }: { userId: string }) {
  const actor = useActor();
  const prompt = useAiPrompt();
  const copied = useMarkAiPromptCopied(userId);
  if (prompt.isPending) return <PageSkeleton label="Loading the AI prompt" />;
  if (prompt.isError) return <ErrorDisplay error={prompt.error} />;
  const { aIPromptText, modifiedDatetime } = prompt.data;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(aIPromptText);
      copied.mutate();
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
      <Group justify="flex-end">
        <Button onClick={() => void copy()}>Copy prompt</Button>
      </Group>
      {allowed(actor ?? undefined, feedbackEndpoints.updateAiPrompt, {}) ? (
        <PromptEditor key={aIPromptText} text={aIPromptText} />
      ) : null}
    </Stack>
  );
}
