import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Group,
  List,
  Modal,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp, IconPencil, IconSearch, IconSelector } from '@tabler/icons-react';
import { isAvailableForCheckOut, type ToolItemJson } from '@hgn/domain/buildingManagement';
import { allowed } from '@hgn/domain/contracts/endpoint';
import { TEXT_MAX } from '@hgn/domain/limits';
import { toolMessages } from '@hgn/domain/messages';
import { serverSentence } from '../../../shared/api/apiError';
import { toolsEndpoints as tools } from '../../../shared/api/endpoints/tools';
import { useActor } from '../../../shared/session/useActor';
import { linkTo } from '../../../shared/routing/paths';
import { ListLoading } from '../../../ui/ListStates';
import { ITEMS_PAGE_SIZE, itemStatusPath, useItems, type ItemCategory } from '../api/toolsApi';
import { ItemCondition } from '../components/ItemCondition';
import { BuildingProjectSelect } from '../components/ItemFormParts';
import { ItemPurchasesTable, ItemUpdatesTable } from '../components/ItemRecords';
import { PendingItemPurchases } from '../components/PendingItemPurchases';
import { buildingPaths } from '../../../shared/routing/buildingPaths';

type SortKey = 'project' | 'name';
type Sort = { key: SortKey; ascending: boolean } | null;
type View = { item: ToolItemJson; records: 'Updates' | 'Purchases' } | null;

const nameOf = (item: ToolItemJson) => item.itemType.name || toolMessages.unknownName;
const projectOf = (item: ToolItemJson) => item.project.name || toolMessages.unknownName;
const isAvailable = (item: ToolItemJson) =>
  isAvailableForCheckOut({
    inAvailable: item.itemType.available.includes(item._id),
    condition: item.condition,
  });

const PAGES = {
  Tool: {
    title: 'Tools',
    empty: toolMessages.noItemsData,
    detail: buildingPaths.buildingTool,
    noun: 'Tool',
    purchase: { path: buildingPaths.buildingToolPurchase, endpoint: tools.purchaseTools },
    updateStatus: tools.updateToolStatus,
  },
  Equipment: {
    title: 'Equipment',
    empty: toolMessages.noEquipmentsData,
    detail: buildingPaths.buildingEquipmentItem,
    noun: 'Equipment',
    purchase: { path: buildingPaths.buildingEquipmentPurchase, endpoint: tools.purchaseEquipment },
    updateStatus: tools.updateEquipmentStatus,
  },
} as const satisfies Record<ItemCategory, unknown>;

/** The time typing may pause before the list is asked again. */
const NAME_SEARCH_PAUSE_MS = 300;

function SortHeader({
  label,
  sortKey,
  sort,
  onSort,
}: {
  label: string;
  sortKey: SortKey;
  sort: Sort;
  onSort: (sort: Sort) => void;
}) {
  const active = sort?.key === sortKey ? sort : null;
  const Icon = active ? (active.ascending ? IconChevronUp : IconChevronDown) : IconSelector;
  return (
    <Table.Th aria-sort={active ? (active.ascending ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton
        onClick={() => onSort({ key: sortKey, ascending: active ? !active.ascending : true })}
        aria-label={`Sort by ${label}`}
      >
        <Group gap={4} wrap="nowrap">
          <Text fw={700} size="sm">
            {label}
          </Text>
          <Icon aria-hidden size={14} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/** The tools or equipment of every project or one, with filters, sorts and each item's records (spec 2.6). */
function ItemsListPage({ category }: { category: ItemCategory }) {
  const copy = PAGES[category];
  const navigate = useNavigate();
  const actor = useActor() ?? undefined;
  const [projectId, setProjectId] = useState('');
  const [name, setName] = useState('');
  const [searchedName] = useDebouncedValue(name.trim(), NAME_SEARCH_PAUSE_MS);
  const [sort, setSort] = useState<Sort>(null);
  const [page, setPage] = useState(1);
  const [view, setView] = useState<View>(null);
  const items = useItems(category, projectId, page, searchedName);
  const mayUpdate = allowed(actor, copy.updateStatus);

  const shown = useMemo(() => {
    const rows = items.data ?? [];
    if (!sort) return rows;
    const keyOf = sort.key === 'project' ? projectOf : nameOf;
    return [...rows].sort((a, b) => keyOf(a).localeCompare(keyOf(b)) * (sort.ascending ? 1 : -1));
  }, [items.data, sort]);

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {copy.title}
        </Title>
        <Group gap="xs">
          {category === 'Tool' && allowed(actor, tools.addTool) ? (
            <Button component={Link} to={buildingPaths.buildingToolAdd} variant="light">
              Add Tool
            </Button>
          ) : null}
          {category === 'Tool' && allowed(actor, tools.logTools) ? (
            <Button component={Link} to={buildingPaths.buildingToolLog} variant="light">
              Daily Log
            </Button>
          ) : null}
          {allowed(actor, copy.purchase.endpoint) ? (
            <Button component={Link} to={copy.purchase.path} variant="light">
              Purchase Request
            </Button>
          ) : null}
        </Group>
      </Group>
      <Group gap="sm" wrap="wrap">
        <BuildingProjectSelect
          placeholder="All projects"
          clearable
          w={240}
          value={projectId}
          onChange={(value) => {
            setProjectId(value);
            setPage(1);
          }}
        />
        <TextInput
          label={`${copy.noun} name`}
          placeholder="Any name"
          maxLength={TEXT_MAX.name}
          leftSection={<IconSearch aria-hidden size={16} />}
          w={240}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setPage(1);
          }}
        />
      </Group>
      {items.isPending ? (
        <ListLoading label={`Loading ${copy.title.toLowerCase()}`} rows={4} />
      ) : items.isError ? (
        <Alert color="red" title="Errors">
          <List>
            <List.Item>{serverSentence(items.error, 'The list could not be loaded.')}</List.Item>
          </List>
        </Alert>
      ) : shown.length === 0 ? (
        <Text c="dimmed">{copy.empty}</Text>
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table striped highlightOnHover verticalSpacing="xs" aria-label={copy.title}>
            <Table.Thead>
              <Table.Tr>
                <SortHeader label="Project" sortKey="project" sort={sort} onSort={setSort} />
                <SortHeader label="Name" sortKey="name" sort={sort} onSort={setSort} />
                {[
                  'Bought',
                  'Using',
                  'Available',
                  'Condition',
                  'Code',
                  'Updates',
                  'Purchases',
                  ...(mayUpdate ? ['Edit'] : []),
                ].map((heading) => (
                  <Table.Th key={heading}>{heading}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((item) => (
                <Table.Tr key={item._id}>
                  <Table.Td>{projectOf(item)}</Table.Td>
                  <Table.Td>{nameOf(item)}</Table.Td>
                  <Table.Td>{item.purchaseStatus === 'Purchased' ? 'Yes' : 'No'}</Table.Td>
                  <Table.Td>{item.itemType.using.includes(item._id) ? 'Yes' : 'No'}</Table.Td>
                  <Table.Td>{isAvailable(item) ? 'Yes' : 'No'}</Table.Td>
                  <Table.Td>
                    <ItemCondition condition={item.condition} />
                  </Table.Td>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={linkTo(copy.detail, { toolId: item._id, equipmentId: item._id })}
                    >
                      {item.code}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      onClick={() => setView({ item, records: 'Updates' })}
                    >
                      View
                      <VisuallyHidden>{` updates of ${nameOf(item)} ${item.code}`}</VisuallyHidden>
                    </Button>
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      onClick={() => setView({ item, records: 'Purchases' })}
                    >
                      View
                      <VisuallyHidden>{` purchases of ${nameOf(item)} ${item.code}`}</VisuallyHidden>
                    </Button>
                  </Table.Td>
                  {mayUpdate ? (
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        aria-label={`Edit ${nameOf(item)} ${item.code}`}
                        onClick={() => void navigate(itemStatusPath(category, item._id))}
                      >
                        <IconPencil aria-hidden size={16} />
                      </ActionIcon>
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {items.data && (page > 1 || items.data.length === ITEMS_PAGE_SIZE) ? (
        <Group justify="flex-end" gap="xs">
          <Button variant="default" disabled={page === 1} onClick={() => setPage(page - 1)}>
            Previous page
          </Button>
          <Button
            variant="default"
            disabled={items.data.length < ITEMS_PAGE_SIZE}
            onClick={() => setPage(page + 1)}
          >
            Next page
          </Button>
        </Group>
      ) : null}
      <PendingItemPurchases category={category} />
      <Modal
        opened={view !== null}
        onClose={() => setView(null)}
        size="xl"
        title={view ? `${view.records} of ${nameOf(view.item)} ${view.item.code}` : ''}
      >
        {view?.records === 'Updates' ? <ItemUpdatesTable item={view.item} /> : null}
        {view?.records === 'Purchases' ? <ItemPurchasesTable item={view.item} /> : null}
      </Modal>
    </Stack>
  );
}

export const ToolsListPage = () => <ItemsListPage category="Tool" />;
export const EquipmentListPage = () => <ItemsListPage category="Equipment" />;
