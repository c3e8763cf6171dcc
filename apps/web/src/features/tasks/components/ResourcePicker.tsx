import { useId } from 'react';
import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { PersonSearch } from '../../../ui/PersonSearch';
import { UserPhoto } from '../../../ui/UserPhoto';
import { namePartsOf, type TaskFormPerson } from '../taskForm';

/** The people on a task: each removable, more found by name and added from the list. */
export function ResourcePicker({
  people,
  disabled,
  error,
  onChange,
}: {
  people: readonly TaskFormPerson[];
  disabled: boolean;
  error?: string | undefined;
  onChange: (people: TaskFormPerson[]) => void;
}) {
  const labelId = useId();

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500} id={labelId}>
        Resources
      </Text>
      {people.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nobody is on this task yet.
        </Text>
      ) : (
        <Group
          gap="xs"
          component="ul"
          aria-labelledby={labelId}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {people.map((person) => (
            <Group key={person.userID} component="li" gap={6} wrap="nowrap">
              <UserPhoto profilePic={person.profilePic} {...namePartsOf(person.name)} size="sm" />
              <Text size="sm">{person.name}</Text>
              {disabled ? null : (
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="sm"
                  aria-label={`Remove ${person.name}`}
                  onClick={() => onChange(people.filter((p) => p.userID !== person.userID))}
                >
                  <IconX size={14} aria-hidden />
                </ActionIcon>
              )}
            </Group>
          ))}
        </Group>
      )}
      {disabled ? null : (
        <PersonSearch
          label="Add a person"
          excluded={new Set(people.map((person) => person.userID))}
          error={error}
          onChoose={(person) =>
            onChange([
              ...people,
              {
                userID: person._id,
                name: `${person.firstName} ${person.lastName}`,
                profilePic: person.profilePic,
              },
            ])
          }
        />
      )}
    </Stack>
  );
}
