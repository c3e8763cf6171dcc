import { useState } from 'react';
import { Button, Combobox, Group, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { profileMessages, teamMessages } from '@hgn/domain/messages';
import type { MemberCandidateJson, TeamMemberJson } from '@hgn/domain/teams';
import { useAssignTeamMember, useMemberCandidates } from '../api/teamsApi';
import { serverSentence } from '../../../shared/api/apiError';
import { toastSuccess } from '../../../ui/notify';

const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`;

/** Active people found by name or e-mail (accents and case ignored), at most ten, added with one click. */
export function AddMemberField({ teamId, members }: { teamId: string; members: readonly TeamMemberJson[] }) {
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<MemberCandidateJson | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [search] = useDebouncedValue(text.trim(), 200);
  const candidates = useMemberCandidates(teamId, search);
  const assign = useAssignTeamMember();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });

  const found = candidates.data ?? [];
  const nothingFound = search.length > 0 && candidates.isSuccess && found.length === 0;

  const add = () => {
    if (!chosen || fullName(chosen) !== text) {
      setError(teamMessages.chooseValidUser);
      return;
    }
    if (members.some((member) => member._id === chosen._id)) {
      setError(teamMessages.memberAlreadyInTeam);
      return;
    }
    assign.mutate(
      { teamId, userId: chosen._id, operation: 'Assign' },
      {
        onSuccess: () => {
          toastSuccess(teamMessages.assigned);
          setText('');
          setChosen(null);
        },
        onError: (failure) => setError(serverSentence(failure, teamMessages.assignFailed)),
      },
    );
  };

  return (
    <Group align="flex-start" gap="sm" wrap="wrap">
      <Combobox
        store={combobox}
        onOptionSubmit={(id) => {
          const person = found.find((candidate) => candidate._id === id) ?? null;
          setChosen(person);
          if (person) setText(fullName(person));
          setError(null);
          combobox.closeDropdown();
        }}
      >
        <Combobox.Target>
          <TextInput
            label="Add a member"
            placeholder="Name or e-mail"
            value={text}
            error={error ?? (nothingFound ? profileMessages.userNotFound : null)}
            style={{ flex: '1 1 14rem' }}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setChosen(null);
              setError(null);
              combobox.openDropdown();
              combobox.updateSelectedOptionIndex();
            }}
            onFocus={() => combobox.openDropdown()}
            onBlur={() => combobox.closeDropdown()}
          />
        </Combobox.Target>
        <Combobox.Dropdown hidden={found.length === 0}>
          <Combobox.Options>
            {found.map((person) => (
              <Combobox.Option value={person._id} key={person._id}>
                <Text size="sm">{fullName(person)}</Text>
                <Text size="xs" c="dimmed">
                  {person.role} · {person.email}
                </Text>
              </Combobox.Option>
            ))}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      <Button onClick={add} loading={assign.isPending} mt={{ base: 0, xs: 25 }}>
        Add
      </Button>
    </Group>
  );
}
