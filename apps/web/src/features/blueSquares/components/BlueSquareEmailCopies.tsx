import { ActionIcon, Badge, Group, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { ErrorDisplay } from '../../../ui/ErrorDisplay';
import { toastRefusal, toastSuccess } from '../../../ui/notify';
import { EmptyText, Section } from '../../../ui/Section';
import { PersonSearch } from '../../../ui/PersonSearch';
import { useAddEmailCopy, useEmailCopies, useRemoveEmailCopy } from '../api/emailCopiesApi';

/**
 * The people who get a blind copy of every blue-square e-mail (the weekly ones and those given by
 * hand); shown to those who keep the list.
 */
export function BlueSquareEmailCopies() {
  const copies = useEmailCopies();
  const add = useAddEmailCopy();
  const remove = useRemoveEmailCopy();

  if (copies.isPending) return <Skeleton height={120} aria-label="Loading the blue square e-mail copies" />;
  if (copies.isError) return <ErrorDisplay error={copies.error} />;
  const listed = new Set(copies.data.map((copy) => copy.assignedTo._id));

  return (
    <Section title="Blue square e-mail copies" level={3}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          These people get a blind copy of every blue square e-mail.
        </Text>
        {copies.data.length === 0 ? (
          <EmptyText>Nobody gets a copy of the blue square e-mails yet.</EmptyText>
        ) : (
          <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {copies.data.map((copy) => {
              const name = `${copy.assignedTo.firstName} ${copy.assignedTo.lastName}`;
              return (
                <Group key={copy._id} component="li" justify="space-between" wrap="nowrap" gap="xs">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Group gap={6}>
                      <Text size="sm" fw={500}>
                        {name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {copy.assignedTo.role}
                      </Text>
                      {!copy.assignedTo.isActive && (
                        <Badge size="xs" color="gray" variant="light">
                          Inactive: gets no copies
                        </Badge>
                      )}
                    </Group>
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {copy.email}
                    </Text>
                  </Stack>
                  <Tooltip label={`Remove ${name}`}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove ${name}`}
                      loading={remove.isPending && remove.variables === copy._id}
                      onClick={() =>
                        remove.mutate(copy._id, {
                          onSuccess: () => toastSuccess(`${name} no longer gets the blue square e-mails.`),
                          onError: (error) => toastRefusal(error, `${name} could not be removed.`),
                        })
                      }
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              );
            })}
          </Stack>
        )}
        <PersonSearch
          label="Add a person"
          excluded={listed}
          disabled={add.isPending}
          onChoose={(person) => {
            const name = `${person.firstName} ${person.lastName}`;
            add.mutate(person._id, {
              onSuccess: () => toastSuccess(`${name} now gets a copy of every blue square e-mail.`),
              onError: (error) => toastRefusal(error, `${name} could not be added.`),
            });
          }}
        />
      </Stack>
    </Section>
  );
}
