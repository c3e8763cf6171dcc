import { useMemo, useState, type FormEvent } from 'react';
import {
  Button,
  Card,
  Checkbox,
  Group,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  isAvailableForCheckOut,
  TOOL_LOG_ACTIONS,
  type ToolItemJson,
  type ToolLogAction,
  toolLogJson,
  type ToolLogJson,
} from '@hgn/domain/buildingManagement';
import { toolMessages } from '@hgn/domain/messages';
import { pacificDate } from '@hgn/domain/time';
import { z } from 'zod';
import { isApiError } from '../../../shared/api/apiError';
import { BackHeading } from '../../../ui/BackHeading';
import { ErrorDisplay } from '../../../ui/ErrorDisplay';
import { ListLoading } from '../../../ui/ListStates';
import { toastError, toastRefusal, toastSuccess } from '../../../ui/notify';
import { useItems, useLogTools } from '../api/toolsApi';
import { BuildingProjectSelect } from '../components/ItemFormParts';
import { buildingPaths } from '../../../shared/routing/buildingPaths';

/** Check In lists the items in use; Check Out those available and neither lost nor worn out (spec 4). */
const canMove = (item: ToolItemJson, action: ToolLogAction) =>
  action === 'Check In'
    ? item.itemType.using.includes(item._id)
    : isAvailableForCheckOut({
        inAvailable: item.itemType.available.includes(item._id),
        condition: item.condition,
      });

/** The daily tool log: check a project's tools in or out (spec 2.6, 4). */
export function ToolLogPage() {
  const [projectId, setProjectId] = useState('');
  const [action, setAction] = useState<ToolLogAction>('Check Out');
  const [date, setDate] = useState(() => pacificDate(Date.now()));
  const [selected, setSelected] = useState<string[]>([]);
  const items = useItems('Tool', projectId);
  const logTools = useLogTools();

  const groups = useMemo(() => {
    const byType = new Map<string, { name: string; items: ToolItemJson[] }>();
    for (const item of items.data ?? []) {
      if (!canMove(item, action)) continue;
      const group = byType.get(item.itemType._id) ?? {
        name: item.itemType.name || toolMessages.unknownName,
        items: [],
      };
      group.items.push(item);
      byType.set(item.itemType._id, group);
    }
    return [...byType.entries()];
  }, [items.data, action]);

  const show = (answer: ToolLogJson) => {
    for (const result of answer.results) toastSuccess(result.message);
    for (const error of answer.errors) toastError(error.message);
    if (answer.errors.length > 0) setSelected([]);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typesArray = groups
      .map(([typeId, group]) => {
        const chosen = group.items.filter((item) => selected.includes(item._id));
        return {
          toolType: typeId,
          toolName: group.name,
          toolItems: chosen.map((item) => item._id),
          toolCodes: chosen.map((item) => item.code),
        };
      })
      .filter((type) => type.toolItems.length > 0);
    try {
      show(await logTools.mutateAsync({ action, date, typesArray }));
      setSelected([]);
    } catch (error) {
      // A log refused in part answers which items it logged and which it could not.
      const partial = z.object(toolLogJson.shape).safeParse(isApiError(error) ? error.body : undefined);
      if (partial.success) show(partial.data);
      else toastRefusal(error, toolMessages.noItemsSelected);
    }
  };

  return (
    <Stack gap="md">
      <BackHeading back={{ to: buildingPaths.buildingTools, label: 'Tools' }} title="Daily Tool Log" />
      <Card withBorder padding="md" maw={760}>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Daily tool log">
          <Stack gap="md">
            <Group gap="md" align="flex-end" wrap="wrap">
              <BuildingProjectSelect
                placeholder={toolMessages.projectRequired}
                w={260}
                value={projectId}
                onChange={(value) => {
                  setProjectId(value);
                  setSelected([]);
                }}
              />
              <TextInput
                type="date"
                label="Date"
                value={date}
                onChange={(event) => setDate(event.currentTarget.value)}
              />
            </Group>
            <div>
              <Text size="sm" fw={500} id="tool-log-action">
                Action
              </Text>
              <SegmentedControl
                aria-labelledby="tool-log-action"
                value={action}
                onChange={(value) => {
                  setAction(value === 'Check In' ? 'Check In' : 'Check Out');
                  setSelected([]);
                }}
                data={[...TOOL_LOG_ACTIONS]}
              />
            </div>
            {projectId === '' ? (
              <Text c="dimmed">{toolMessages.projectRequired}</Text>
            ) : items.isPending ? (
              <ListLoading label="Loading the project's tools" />
            ) : items.isError ? (
              <ErrorDisplay error={items.error} />
            ) : groups.length === 0 ? (
              <Text c="dimmed">{toolMessages.noToolsToLog}</Text>
            ) : (
              <Checkbox.Group
                label={`Tools to ${action.toLowerCase()}`}
                value={selected}
                onChange={setSelected}
              >
                <Stack gap="sm" mt="xs">
                  {groups.map(([typeId, group]) => (
                    <Stack key={typeId} gap={4}>
                      <Title order={2} size="h5">
                        {group.name}
                      </Title>
                      <Group gap="md">
                        {group.items.map((item) => (
                          <Checkbox key={item._id} value={item._id} label={`${group.name} ${item.code}`} />
                        ))}
                      </Group>
                    </Stack>
                  ))}
                </Stack>
              </Checkbox.Group>
            )}
            <Group justify="flex-end">
              <Button type="submit" disabled={selected.length === 0} loading={logTools.isPending}>
                Submit
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
