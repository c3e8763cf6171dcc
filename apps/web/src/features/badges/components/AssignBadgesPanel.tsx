import { useEffect, useState } from 'react';
import { Alert, Button, Group, MultiSelect, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import type { BadgeDefinitionJson } from '@hgn/domain/badges';
import { badgeMessages, profileMessages } from '@hgn/domain/messages';
import { userProfileQuery } from '../../../shared/queries/userProfile';
import { useAssignBadges, useUserSearch } from '../api/badgesApi';
import { ASSIGN_MESSAGE_MS, collectionWithAwards } from '../badgeAssignment';

export const choosePersonAndBadge = 'Please choose a person and at least one badge.';

/** Gives the chosen badges, once each, to one volunteer found by name. */
export function AssignBadgesPanel({ badges }: { badges: readonly BadgeDefinitionJson[] }) {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const people = useUserSearch(debounced);
  const [userId, setUserId] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const assign = useAssignBadges();

  useEffect(() => {
    if (!result) return undefined;
    const timer = window.setTimeout(() => setResult(null), ASSIGN_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [result]);

  const options = (people.data ?? []).map((person) => ({
    value: person._id,
    label: `${person.firstName} ${person.lastName}`,
  }));
  const noMatch = debounced.trim() !== '' && people.isSuccess && options.length === 0 && userId === null;

  const submit = async () => {
    if (!userId || chosen.length === 0) {
      setResult({ ok: false, text: choosePersonAndBadge });
      return;
    }
    try {
      const profile = await queryClient.fetchQuery({ ...userProfileQuery(userId), staleTime: 0 });
      await assign.mutateAsync({
        userId,
        badgeCollection: collectionWithAwards(profile.badgeCollection, chosen, new Date()),
      });
      setResult({ ok: true, text: badgeMessages.assigned });
      setChosen([]);
    } catch {
      setResult({ ok: false, text: badgeMessages.assignFailed });
    }
  };

  return (
    <Stack gap="sm" maw={560}>
      <Select
        label="Volunteer"
        placeholder="Type a name"
        searchable
        required
        data={options}
        value={userId}
        onChange={setUserId}
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options: all }) => all}
        nothingFoundMessage={noMatch ? profileMessages.userNotFound : undefined}
      />
      <MultiSelect
        label="Badges"
        placeholder="Choose badges"
        searchable
        required
        data={badges.map((badge) => ({ value: badge._id, label: badge.badgeName }))}
        value={chosen}
        onChange={setChosen}
      />
      <Group>
        <Button onClick={() => void submit()} loading={assign.isPending}>
          Assign
        </Button>
      </Group>
      {result && (
        <Alert color={result.ok ? 'green' : 'red'} role="status">
          <Text size="sm">{result.text}</Text>
        </Alert>
      )}
    </Stack>
  );
}
