import { useMemo, useState, type ReactNode } from 'react';
import { Accordion, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { checklistGroups } from './permissionChecklistModel';

interface PermissionChecklistProps {
  /** Names the list for assistive technology, e.g. "Permissions of Manager". */
  label: string;
  isChecked: (key: string) => boolean;
  onToggle: (key: string, checked: boolean) => void;
  /** Every box is read-only when the actor may not change this list. */
  readOnly?: boolean;
  /** A single box the actor may not change, with the reason shown beside it. */
  lockedReason?: (key: string) => string | undefined;
  /** A note beside a permission, e.g. where it comes from. */
  note?: (key: string) => ReactNode;
}

// Accordion items become element ids, which may hold no spaces or ampersands.
const itemValue = (group: string) => group.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** The catalogue as ticked boxes with labels and descriptions, by group, narrowed by a search. */
export function PermissionChecklist({
  label,
  isChecked,
  onToggle,
  readOnly,
  lockedReason,
  note,
}: PermissionChecklistProps) {
  const [search, setSearch] = useState('');
  const [openGroups, setOpenGroups] = useState<string[]>([]);
  const groups = useMemo(() => checklistGroups(isChecked, search), [isChecked, search]);
  const isSearching = search.trim().length > 0;

  return (
    <Stack gap="sm" role="group" aria-label={label}>
      <TextInput
        type="search"
        label="Search permissions"
        placeholder="Name, description or group"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      {groups.length === 0 ? (
        <Text c="dimmed" size="sm" role="status">
          No permission matches “{search.trim()}”.
        </Text>
      ) : (
        <Accordion
          multiple
          variant="separated"
          // While searching, every group with a match is open so the matches can be seen at once.
          value={isSearching ? groups.map((g) => itemValue(g.group)) : openGroups}
          onChange={(value) => {
            if (!isSearching) setOpenGroups(value);
          }}
        >
          {groups.map(({ group, entries, checkedCount, total }) => (
            <Accordion.Item key={group} value={itemValue(group)}>
              <Accordion.Control>
                <Group justify="space-between" wrap="nowrap" pr="xs">
                  <Text fw={600}>{group}</Text>
                  <Text size="sm" c="dimmed">
                    {checkedCount} of {total}
                  </Text>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <Stack gap="sm">
                  {entries.map((entry) => {
                    const locked = lockedReason?.(entry.key);
                    const noteContent = note?.(entry.key);
                    return (
                      <Group
                        key={entry.key}
                        justify="space-between"
                        align="flex-start"
                        wrap="nowrap"
                        gap="xs"
                      >
                        <Checkbox
                          checked={isChecked(entry.key)}
                          disabled={readOnly || locked !== undefined}
                          onChange={(event) => onToggle(entry.key, event.currentTarget.checked)}
                          label={entry.label}
                          description={
                            <>
                              {entry.description}{' '}
                              <Text span size="xs" c="dimmed" ff="monospace">
                                {entry.key}
                              </Text>
                              {locked ? (
                                <Text span size="xs" c="dimmed" fs="italic" display="block">
                                  {locked}
                                </Text>
                              ) : null}
                            </>
                          }
                        />
                        {noteContent}
                      </Group>
                    );
                  })}
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Stack>
  );
}
