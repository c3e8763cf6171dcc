import { useMemo, useState } from 'react';
import { Badge, Button, Group, Modal, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { allowed } from '@hgn/domain/contracts/endpoint';
import { countryCountOf, type MapPersonJson } from '@hgn/domain/mapLocations';
import { mapLocationsMessages as messages } from '@hgn/domain/messages';
import { mapLocationsEndpoints as map } from '../../../shared/api/endpoints/mapLocations';
import { useActor } from '../../../shared/session/useActor';
import { ErrorDisplay } from '../../../ui/ErrorDisplay';
import { EmptyText } from '../../../ui/Section';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { useMapPeople, useMapTiles } from '../api/mapLocationsApi';
import { MapPersonForm } from '../components/MapPersonForm';
import { PeopleTable } from '../components/PeopleTable';
import { TeamMap, type MapFocus } from '../components/TeamMap';
import { UsersListModal } from '../components/UsersListModal';
import { matchesSearch } from '../components/peopleSearch';

/** The world map of where the team lives, with the Owner's tools to add, edit and remove people. */
export function MapLocationsPage() {
  const actor = useActor();
  const isManager = allowed(actor ?? undefined, map.edit);
  const canRemove = allowed(actor ?? undefined, map.remove);
  const people = useMapPeople();
  const tiles = useMapTiles();
  const [showTable, setShowTable] = useState(false);
  const [search, setSearch] = useState('');
  const [focus, setFocus] = useState<MapFocus | null>(null);
  const [listOpen, setListOpen] = useState(false);
  const [editing, setEditing] = useState<MapPersonJson | 'new' | null>(null);

  const everyone = useMemo(
    () => (people.data ? [...people.data.users, ...people.data.mUsers] : []),
    [people.data],
  );
  // Counted from the people already here rather than asked for: the same figure, one query fewer.
  const countryCount = useMemo(() => countryCountOf(everyone), [everyone]);
  const found = useMemo(
    () => (search.trim() === '' ? [] : everyone.filter((person) => matchesSearch(person, search))),
    [everyone, search],
  );

  if (people.isPending || tiles.isPending) return <PageSkeleton label="Loading the team map" />;
  if (people.isError) return <ErrorDisplay error={people.error} />;

  const show = (person: MapPersonJson) => setFocus({ ...person.location.coords, key: (focus?.key ?? 0) + 1 });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1}>Team Locations</Title>
        <Badge size="lg" variant="light" aria-live="polite">
          Total countries: {countryCount}
        </Badge>
      </Group>
      <Group justify="space-between" align="flex-end">
        <Group gap="sm" align="flex-end">
          <Switch
            label="Show table"
            checked={showTable}
            onChange={(e) => setShowTable(e.currentTarget.checked)}
          />
          {isManager ? (
            <TextInput
              label="Search"
              placeholder="Name, job title or place"
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              w={260}
            />
          ) : null}
        </Group>
        {isManager || canRemove ? (
          <Group gap="xs">
            {isManager ? <Button onClick={() => setEditing('new')}>Add person</Button> : null}
            <Button variant="default" onClick={() => setListOpen(true)}>
              Users list
            </Button>
          </Group>
        ) : null}
      </Group>
      {isManager && search.trim() !== '' ? (
        found.length === 0 ? (
          <EmptyText>{messages.noUsersFound}</EmptyText>
        ) : (
          <Group gap="xs" aria-label="Search results">
            {found.slice(0, 20).map((person) => (
              <Button key={person._id} size="compact-sm" variant="light" onClick={() => show(person)}>
                {person.firstName} {person.lastName}
              </Button>
            ))}
          </Group>
        )
      ) : null}
      <TeamMap people={everyone} tileUrl={tiles.data?.tileUrl ?? null} focus={focus} />
      {everyone.length === 0 ? <Text c="dimmed">{messages.noUsersFound}</Text> : null}
      {showTable ? <PeopleTable people={everyone} onShow={show} /> : null}
      <UsersListModal
        opened={listOpen}
        people={everyone}
        onEdit={isManager ? (person) => setEditing(person) : undefined}
        canRemove={canRemove}
        onClose={() => setListOpen(false)}
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? 'Add person' : 'Edit person'}
      >
        {editing !== null ? (
          <MapPersonForm
            key={editing === 'new' ? 'new' : editing._id}
            person={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
          />
        ) : null}
      </Modal>
    </Stack>
  );
}
