import type { FormEvent } from 'react';
import { ActionIcon, Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { JobCcListJson } from '@hgn/domain/jobListings';
import { jobNotificationMessages as messages } from '@hgn/domain/messages';
import { jobListingsEndpoints } from '../../../shared/api/endpoints/jobListings';
import { toastError, toastSuccess } from '../../../ui/notify';
import { useAddCcToJob, useRemoveCcEntry } from '../api/jobListingsApi';
import { useCcEmailField } from './useCcEmailField';

/** One job's CC list: its addresses, each removable, and a field to add one. */
export function CcListEditor({ job }: { job: JobCcListJson }) {
  const field = useCcEmailField(jobListingsEndpoints.addToJob);
  const add = useAddCcToJob();
  const remove = useRemoveCcEntry();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const email = field.checkedEmail();
    if (email) add.mutate({ email, jobId: job._id }, field.outcome);
  };

  return (
    <Stack gap="xs">
      {job.ccList.length === 0 ? (
        <Text size="sm" c="dimmed">
          {messages.noEmails}
        </Text>
      ) : (
        <Group
          gap="xs"
          component="ul"
          aria-label={`CC list of ${job.title}`}
          style={{ listStyle: 'none', padding: 0 }}
        >
          {job.ccList.map((entry) => (
            <li key={entry._id}>
              <Badge
                variant="light"
                size="lg"
                tt="none"
                rightSection={
                  <ActionIcon
                    size="xs"
                    variant="transparent"
                    aria-label={`Remove ${entry.email} from ${job.title}`}
                    onClick={() =>
                      remove.mutate(entry._id, {
                        onSuccess: () => toastSuccess(messages.removed),
                        onError: () => toastError(messages.removeFailed),
                      })
                    }
                  >
                    ×
                  </ActionIcon>
                }
              >
                {entry.email}
              </Badge>
            </li>
          ))}
        </Group>
      )}
      <form onSubmit={submit} noValidate aria-label={`Add an email to ${job.title}`}>
        <Group align="flex-start" gap="xs">
          <TextInput aria-label={`Email for ${job.title}`} {...field.fieldProps} />
          <Button type="submit" variant="light" loading={add.isPending}>
            Add
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
