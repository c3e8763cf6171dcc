import { Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { TaskEditSuggestionJson } from '@hgn/domain/taskEditSuggestions';
import { formatUSDateTimePT } from '@hgn/domain/time';
import { ScrollRegion } from '../../../ui/ScrollRegion';
import { changedFields, shownValue, SUGGESTION_FIELDS } from '../suggestionFields';

const changedRow = { background: 'var(--mantine-color-yellow-light)' } as const;
const wrapping = { overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' } as const;

/** The task as it was loaded beside the task as suggested, every field, the changed ones highlighted. */
export function SuggestionComparison({ suggestion }: { suggestion: TaskEditSuggestionJson }) {
  const changed = changedFields(suggestion);
  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="wrap">
        <Text size="sm">
          Suggested by <strong>{suggestion.user}</strong> on {formatUSDateTimePT(suggestion.dateSuggested)}
        </Text>
        <Text size="sm" c="dimmed">
          {changed.size === 1 ? '1 field changed' : `${changed.size} fields changed`}
        </Text>
      </Group>
      <ScrollRegion label="Current and suggested task">
        <Table verticalSpacing="xs" miw={520} aria-label="Current and suggested task" withColumnBorders>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Field</Table.Th>
              <Table.Th scope="col">Current</Table.Th>
              <Table.Th scope="col">Suggested</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {SUGGESTION_FIELDS.map(({ field, label }) => {
              const isChanged = changed.has(field);
              return (
                <Table.Tr
                  key={field}
                  data-changed={isChanged || undefined}
                  style={isChanged ? changedRow : undefined}
                >
                  <Table.Th scope="row" fw={isChanged ? 700 : 400}>
                    {label}
                    {isChanged && <VisuallyHidden> (changed)</VisuallyHidden>}
                  </Table.Th>
                  <Table.Td style={wrapping}>{shownValue(suggestion.oldTask, field)}</Table.Td>
                  <Table.Td style={wrapping}>{shownValue(suggestion.newTask, field)}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
    </Stack>
  );
}
