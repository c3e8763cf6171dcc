import { useId, useState } from 'react';
import { ActionIcon, Combobox, Group, Stack, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { IconX } from '@tabler/icons-react';
import { profileMessages } from '@hgn/domain/messages';
import { userSearchQuery } from '../../../shared/queries/userSearch';
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
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), 200);
  const found = useQuery(userSearchQuery(search));
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const candidates = (found.data ?? []).filter((person) => !people.some((p) => p.userID === person._id));
  const nothingFound = search.length > 0 && found.isSuccess && found.data.length === 0;

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
        <Combobox
          store={combobox}
          onOptionSubmit={(id) => {
            const person = candidates.find((candidate) => candidate._id === id);
            if (person)
              onChange([
                ...people,
                {
                  userID: person._id,
                  name: `${person.firstName} ${person.lastName}`,
                  profilePic: person.profilePic,
                },
              ]);
            setText('');
            combobox.closeDropdown();
          }}
        >
          <Combobox.Target>
            <TextInput
              label="Add a person"
              placeholder="Type a name"
              value={text}
              error={error ?? (nothingFound ? profileMessages.userNotFound : null)}
              onChange={(event) => {
                setText(event.currentTarget.value);
                combobox.openDropdown();
                combobox.updateSelectedOptionIndex();
              }}
              onFocus={() => combobox.openDropdown()}
              onBlur={() => combobox.closeDropdown()}
            />
          </Combobox.Target>
          <Combobox.Dropdown hidden={candidates.length === 0}>
            <Combobox.Options>
              {candidates.map((person) => (
                <Combobox.Option value={person._id} key={person._id}>
                  <Group gap="xs" wrap="nowrap">
                    <UserPhoto
                      profilePic={person.profilePic}
                      firstName={person.firstName}
                      lastName={person.lastName}
                      size="sm"
                    />
                    <Text size="sm">
                      {person.firstName} {person.lastName}
                    </Text>
                  </Group>
                </Combobox.Option>
              ))}
            </Combobox.Options>
          </Combobox.Dropdown>
        </Combobox>
      )}
    </Stack>
  );
}
