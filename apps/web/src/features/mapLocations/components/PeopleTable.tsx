import { useMemo, useState } from 'react';
import { Button, Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { MapPersonJson } from '@hgn/domain/mapLocations';
import { mapLocationsMessages as messages } from '@hgn/domain/messages';
import { EmptyText } from '../../../ui/Section';

export type SortKey = 'name' | 'jobTitle' | 'location' | 'country';
type Sort = { key: SortKey; ascending: boolean };

const columns: { key: SortKey; label: string }[] = [
  { key: 'name', label: 'Name' },
  { key: 'jobTitle', label: 'Job title' },
  { key: 'location', label: 'Location' },
  { key: 'country', label: 'Country' },
];

const valueOf = (person: MapPersonJson, key: SortKey): string => {
  if (key === 'name') return `${person.firstName} ${person.lastName}`;
  if (key === 'jobTitle') return person.jobTitle;
  if (key === 'location') return person.location.userProvided;
  return person.location.country;
};

/** The people in the order of a column, either way; names compared as people read them. */
export const sortPeople = (people: readonly MapPersonJson[], sort: Sort): MapPersonJson[] =>
  [...people].sort(
    (a, b) =>
      valueOf(a, sort.key).localeCompare(valueOf(b, sort.key), undefined, { sensitivity: 'base' }) *
      (sort.ascending ? 1 : -1),
  );

/** The people on the map as a table sorted by any column; "Show" flies the map to them. */
export function PeopleTable({
  people,
  onShow,
}: {
  people: readonly MapPersonJson[];
  onShow: (person: MapPersonJson) => void;
}) {
  const [sort, setSort] = useState<Sort>({ key: 'name', ascending: true });
  const rows = useMemo(() => sortPeople(people, sort), [people, sort]);
  if (people.length === 0) return <EmptyText>{messages.noUsersFound}</EmptyText>;
  return (
    <Table.ScrollContainer minWidth={560} maxHeight={420}>
      <Table striped highlightOnHover stickyHeader aria-label="People on the map">
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => {
              const active = sort.key === column.key;
              return (
                <Table.Th
                  key={column.key}
                  aria-sort={active ? (sort.ascending ? 'ascending' : 'descending') : 'none'}
                >
                  <UnstyledButton
                    fw={700}
                    fz="sm"
                    onClick={() => setSort({ key: column.key, ascending: active ? !sort.ascending : true })}
                  >
                    {column.label} {active ? (sort.ascending ? '▲' : '▼') : ''}
                  </UnstyledButton>
                </Table.Th>
              );
            })}
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((person) => (
            <Table.Tr key={person._id}>
              {columns.map((column) => (
                <Table.Td key={column.key}>{valueOf(person, column.key)}</Table.Td>
              ))}
              <Table.Td>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  onClick={() => onShow(person)}
                  aria-label={`Show ${person.firstName} ${person.lastName} on the map`}
                >
                  Show
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
