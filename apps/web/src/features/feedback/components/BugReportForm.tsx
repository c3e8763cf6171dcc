import { Select, Stack, TextInput, Textarea } from '@mantine/core';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { BUG_SEVERITIES, bugReportInput, type BugReportInput } from '@hgn/domain/feedback';
import { CancelSubmitButtons } from '../../../ui/FormParts';
import { useDialogForm } from '../../../ui/useDialogForm';
import { emailSending, useBugReport } from '../api/feedbackApi';

const blank = { title: '', environment: '', reproduction: '', expected: '', actual: '', visual: '' };

const FIELDS = [
  ['environment', 'Environment (browser, device, operating system)'],
  ['reproduction', 'Steps to reproduce'],
  ['expected', 'Expected result'],
  ['actual', 'Actual result'],
  ['visual', 'Visual proof (links to screenshots or videos)'],
] as const;

/** The bug report: every field is needed; it is e-mailed to the organisation's inbox. */
export function BugReportForm({ userId, onClose }: { userId: string; onClose: () => void }) {
  const { form, close } = useDialogForm<z.input<typeof bugReportInput>, BugReportInput>(
    bugReportInput,
    blank,
    onClose,
  );
  const send = useBugReport(userId);
  const { errors } = form.formState;
  const submit = form.handleSubmit((input: BugReportInput) => send.mutate(input, emailSending(close)));
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <TextInput label="Title" withAsterisk {...form.register('title')} error={errors.title?.message} />
        {FIELDS.map(([name, label]) => (
          <Textarea
            key={name}
            label={label}
            withAsterisk
            autosize
            minRows={2}
            {...form.register(name)}
            error={errors[name]?.message}
          />
        ))}
        <Controller
          control={form.control}
          name="severity"
          render={({ field }) => (
            <Select
              label="Severity"
              withAsterisk
              data={[...BUG_SEVERITIES]}
              value={field.value ?? null}
              onChange={(value) => field.onChange(value ?? undefined)}
              error={errors.severity?.message}
            />
          )}
        />
        <CancelSubmitButtons submitLabel="Send report" submitting={send.isPending} onCancel={close} />
      </Stack>
    </form>
  );
}
