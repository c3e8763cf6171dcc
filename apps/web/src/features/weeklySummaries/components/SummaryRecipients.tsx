import { useState } from 'react';
import { ActionIcon, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconMail, IconX } from '@tabler/icons-react';
import { ErrorDisplay } from '../../../ui/ErrorDisplay';
import { ListLoading } from '../../../ui/ListStates';
import { PersonSearch } from '../../../ui/PersonSearch';
import { toastRefusal } from '../../../ui/notify';
import { EmptyText } from '../../../ui/Section';
import { useSetSummaryRecipient, useSummaryRecipients } from '../api/summaryRecipientsApi';

/** The recipients' list and the search that adds an active person (one of the report's people) to it. */
function RecipientsEditor() {
  const recipients = useSummaryRecipients();
  const setRecipient = useSetSummaryRecipient();
  if (recipients.isPending) return <ListLoading label="Loading the recipients" />;
  if (recipients.isError) return <ErrorDisplay error={recipients.error} />;

  const receiving = new Set(recipients.data.map((person) => person._id));
  const change = (userId: string, receives: boolean) =>
    setRecipient.mutate(
      { userId, receives },
      { onError: (error) => toastRefusal(error, 'The recipients could not be changed.') },
    );

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        The weekly summaries e-mail goes out on Sunday at midnight Pacific time to the organisation&apos;s
        inbox and to these people.
      </Text>
      {recipients.data.length === 0 ? (
        <EmptyText>No one else receives it yet.</EmptyText>
      ) : (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {recipients.data.map((person) => {
            const name = `${person.firstName} ${person.lastName}`;
            return (
              <Group key={person._id} component="li" justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {name}{' '}
                  <Text span c="dimmed">
                    {person.email}
                  </Text>
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Stop sending the e-mail to ${name}`}
                  disabled={setRecipient.isPending}
                  onClick={() => change(person._id, false)}
                >
                  <IconX size={16} aria-hidden />
                </ActionIcon>
              </Group>
            );
          })}
        </Stack>
      )}
      <PersonSearch
        label="Add a recipient"
        excluded={receiving}
        disabled={setRecipient.isPending}
        onChoose={(person) => change(person._id, true)}
      />
    </Stack>
  );
}

/** The button that opens the weekly summaries e-mail's recipients, for Owners and Administrators. */
export function SummaryRecipientsButton() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconMail size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        E-mail recipients
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Weekly summaries e-mail recipients">
        {opened && <RecipientsEditor />}
      </Modal>
    </>
  );
}
