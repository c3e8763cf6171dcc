import { useState } from 'react';
import { Combobox, Group, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { profileMessages } from '@hgn/domain/messages';
import type { UserNameJson } from '@hgn/domain/users';
import { userSearchQuery } from '../shared/queries/userSearch';
import { UserPhoto } from './UserPhoto';

/**
 * Finds an active person by name; choosing one from the list (a click, or the arrows and Enter) hands
 * them over and clears the field. `excluded` are the ids not offered (those already chosen).
 */
export function PersonSearch({
  label,
  excluded,
  disabled = false,
  error,
  onChoose,
}: {
  label: string;
  excluded: ReadonlySet<string>;
  disabled?: boolean;
  error?: string | undefined;
  onChoose: (person: UserNameJson) => void;
}) {
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), 200);
  const found = useQuery(userSearchQuery(search));
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const candidates = (found.data ?? []).filter((person) => !excluded.has(person._id));
  const nothingFound = search.length > 0 && found.isSuccess && found.data.length === 0;

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(id) => {
        const person = candidates.find((candidate) => candidate._id === id);
        if (person) onChoose(person);
        setText('');
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>
        <TextInput
          label={label}
          placeholder="Type a name"
          value={text}
          disabled={disabled}
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
  );
}
