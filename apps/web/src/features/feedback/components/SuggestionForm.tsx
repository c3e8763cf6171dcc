import { ActionIcon, Button, Divider, Group, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { allowed } from '@hgn/domain/contracts/endpoint';
import {
  feedbackMessages,
  makeSuggestionInput,
  type MakeSuggestionInput,
  type SuggestionOptionsJson,
} from '@hgn/domain/feedback';
import { feedbackEndpoints } from '../../../shared/api/endpoints/feedback';
import { useActor } from '../../../shared/session/useActor';
import { ErrorDisplay } from '../../../ui/ErrorDisplay';
import { CancelSubmitButtons } from '../../../ui/FormParts';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { toastRefusal } from '../../../ui/notify';
import { useDialogForm } from '../../../ui/useDialogForm';
import {
  emailSending,
  useEditSuggestionOptions,
  useMakeSuggestion,
  useSuggestionOptions,
} from '../api/feedbackApi';

/** An Owner's editor of one of the lists: remove an entry, or add one. */
function OptionList({
  userId,
  label,
  entries,
  isField,
}: {
  userId: string;
  label: string;
  entries: readonly string[];
  isField: boolean;
}) {
  const edit = useEditSuggestionOptions(userId);
  const [entry, setEntry] = useState('');
  const flags = isField ? { field: true } : { suggestion: true };
  const change = (action: 'add' | 'delete', newField: string) =>
    edit.mutate(
      { action, newField, ...flags },
      {
        onSuccess: () => setEntry(''),
        onError: (error) => toastRefusal(error, feedbackMessages.allFieldsRequired),
      },
    );
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      {entries.map((item) => (
        <Group key={item} gap="xs" wrap="nowrap">
          <Text size="sm" style={{ flex: 1 }}>
            {item}
          </Text>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Remove ${item}`}
            onClick={() => change('delete', item)}
          >
            <IconX size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      <Group gap="xs" align="flex-end">
        <TextInput
          aria-label={`New entry of ${label}`}
          placeholder="New entry"
          value={entry}
          maxLength={200}
          onChange={(event) => setEntry(event.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <Button
          variant="default"
          onClick={() => change('add', entry.trim())}
          disabled={entry.trim() === ''}
          loading={edit.isPending}
        >
          Add
        </Button>
      </Group>
    </Stack>
  );
}

function SuggestionFields({
  userId,
  options,
  onClose,
}: {
  userId: string;
  options: SuggestionOptionsJson;
  onClose: () => void;
}) {
  const blank = { suggestionCate: '', suggestion: '', answers: {} };
  const { form, close } = useDialogForm(makeSuggestionInput, blank, onClose);
  const send = useMakeSuggestion(userId);
  const { errors } = form.formState;
  const submit = form.handleSubmit((input: MakeSuggestionInput) => send.mutate(input, emailSending(close)));
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <Controller
          control={form.control}
          name="suggestionCate"
          render={({ field }) => (
            <Select
              label="Category"
              withAsterisk
              data={options.suggestion}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              error={errors.suggestionCate?.message}
            />
          )}
        />
        <Textarea
          label="Your suggestion"
          withAsterisk
          autosize
          minRows={3}
          {...form.register('suggestion')}
          error={errors.suggestion?.message}
        />
        {options.field.map((name) => (
          <Textarea
            key={name}
            label={name}
            withAsterisk
            autosize
            minRows={1}
            {...form.register(`answers.${name}`)}
            error={errors.answers?.[name]?.message}
          />
        ))}
        <CancelSubmitButtons submitLabel="Send suggestion" submitting={send.isPending} onCancel={close} />
      </Stack>
    </form>
  );
}

/** The suggestion form, and for an Owner the editor of its categories and extra fields. */
export function SuggestionForm({ userId, onClose }: { userId: string; onClose: () => void }) {
  const actor = useActor();
  const options = useSuggestionOptions(userId);
  if (options.isPending) return <PageSkeleton label="Loading the suggestion form" />;
  if (options.isError) return <ErrorDisplay error={options.error} />;
  const mayEdit = allowed(actor ?? undefined, feedbackEndpoints.editSuggestionOptions, {
    params: { userId },
  });
  return (
    <Stack gap="md">
      <SuggestionFields
        key={options.data.field.join('\n')}
        userId={userId}
        options={options.data}
        onClose={onClose}
      />
      {mayEdit ? (
        <>
          <Divider label="Owner: the form's lists" />
          <OptionList userId={userId} label="Categories" entries={options.data.suggestion} isField={false} />
          <OptionList userId={userId} label="Extra fields" entries={options.data.field} isField />
        </>
      ) : null}
    </Stack>
  );
}
