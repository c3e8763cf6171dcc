import { Button, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import type { MapPersonJson } from '@hgn/domain/mapLocations';
import { mapLocationsMessages as messages } from '@hgn/domain/messages';
import { toastRefusal, toastSuccess } from '../../../ui/notify';
import { EmptyText } from '../../../ui/Section';
import { useRemoveMapPerson } from '../api/mapLocationsApi';

/**
 * Everyone on the map: the Owner edits any of them (`onEdit`), and those who may remove (`canRemove`:
 * Owners and Administrators) remove a manual entry.
 */
export function UsersListModal({
  opened,
  people,
  onEdit,
  canRemove,
  onClose,
}: {
  opened: boolean;
  people: readonly MapPersonJson[];
  onEdit: ((person: MapPersonJson) => void) | undefined;
  canRemove: boolean;
  onClose: () => void;
}) {
  const remove = useRemoveMapPerson();
  const removeEntry = (person: MapPersonJson) =>
    remove.mutate(person._id, {
      onSuccess: (answer) => toastSuccess(answer.message),
      onError: (error) => toastRefusal(error, messages.somethingWentWrong, messages.errorOccurred),
    });
  return (
    <Modal opened={opened} onClose={onClose} title="Users list" size="lg">
      {people.length === 0 ? (
        <EmptyText>{messages.noUsersToEdit}</EmptyText>
      ) : (
        <ScrollArea h={300} type="auto">
          <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {people.map((person) => {
              const name = `${person.firstName} ${person.lastName}`;
              return (
                <Group key={person._id} component="li" justify="space-between" wrap="nowrap" pr="sm">
                  <div>
                    <Text size="sm" fw={600}>
                      {name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {person.jobTitle} · {person.location.userProvided}
                    </Text>
                  </div>
                  <Group gap="xs" wrap="nowrap">
                    {onEdit ? (
                      <Button
                        size="compact-sm"
                        variant="light"
                        onClick={() => onEdit(person)}
                        aria-label={`Edit ${name}`}
                      >
                        Edit
                      </Button>
                    ) : null}
                    {canRemove && person.type === 'm_user' ? (
                      <Button
                        size="compact-sm"
                        variant="light"
                        color="red"
                        loading={remove.isPending && remove.variables === person._id}
                        onClick={() => removeEntry(person)}
                        aria-label={`Remove ${name}`}
                      >
                        Remove
                      </Button>
                    ) : null}
                  </Group>
                </Group>
              );
            })}
          </Stack>
        </ScrollArea>
      )}
    </Modal>
  );
}
