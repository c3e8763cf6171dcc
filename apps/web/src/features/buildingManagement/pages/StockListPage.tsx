import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Badge, Button, Group, Modal, Select, Stack, Table, Text, Title } from '@mantine/core';
import type { CountedCategory, StockJson } from '@hgn/domain/buildingManagement';
import { allowed } from '@hgn/domain/contracts/endpoint';
import { stockMessages } from '@hgn/domain/messages';
import { stockEndpoints } from '../../../shared/api/endpoints/stock';
import { useActor } from '../../../shared/session/useActor';
import { formatDay } from '../../../ui/formatDate';
import { formatNumber } from '../../../ui/formatNumber';
import { ListTable } from '../../../ui/ListTable';
import { useBuildingProjects } from '../api/buildingProjectsApi';
import { useStock } from '../api/stockApi';
import { PurchaseDecision } from '../components/PurchaseDecision';
import { mayOpen } from '../pageAccess';
import { STOCK_PAGES } from '../stock/stockCategories';
import { StockRowsState } from '../stock/StockRowsState';

const personName = (person: { firstName: string; lastName: string } | null) =>
  person ? `${person.firstName} ${person.lastName}`.trim() : 'Unknown';

const statusColor = { Pending: 'yellow', Approved: 'green', Rejected: 'red' } as const;

function PurchasesView({ row, canDecide }: { row: StockJson; canDecide: boolean }) {
  if (row.purchaseRecord.length === 0) return <Text c="dimmed">{stockMessages.noPurchases}</Text>;
  return (
    <ListTable
      aria-label="Purchases"
      minWidth={640}
      headings={[
        'Priority',
        'Brand',
        'Quantity',
        'Unit price',
        'Requested by',
        'Date',
        'Status',
        canDecide && 'Decision',
      ]}
    >
      {row.purchaseRecord.map((purchase) => (
        <Table.Tr key={purchase._id}>
          <Table.Td>{purchase.priority}</Table.Td>
          <Table.Td>{purchase.brand || '—'}</Table.Td>
          <Table.Td>{formatNumber(purchase.quantity)}</Table.Td>
          <Table.Td>{purchase.unitPrice === null ? '—' : `$${purchase.unitPrice.toFixed(2)}`}</Table.Td>
          <Table.Td>{personName(purchase.requestedBy)}</Table.Td>
          <Table.Td>{formatDay(purchase.date)}</Table.Td>
          <Table.Td>
            <Badge color={statusColor[purchase.status]} variant="light" miw="max-content">
              {purchase.status}
            </Badge>
          </Table.Td>
          {canDecide ? (
            <Table.Td>
              {purchase.status === 'Pending' ? <PurchaseDecision purchase={purchase} /> : null}
            </Table.Td>
          ) : null}
        </Table.Tr>
      ))}
    </ListTable>
  );
}

function UpdatesView({ row }: { row: StockJson }) {
  if (row.updateRecord.length === 0) return <Text c="dimmed">{stockMessages.noUpdates}</Text>;
  return (
    <ListTable aria-label="Updates" headings={['Date', 'Used', 'Wasted', 'Logged by']}>
      {row.updateRecord.map((update) => (
        <Table.Tr key={update._id}>
          <Table.Td>{formatDay(update.date)}</Table.Td>
          <Table.Td>{formatNumber(update.quantityUsed)}</Table.Td>
          <Table.Td>{formatNumber(update.quantityWasted)}</Table.Td>
          <Table.Td>{personName(update.createdBy)}</Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}

/** A category's stock per project and type, with each row's purchases and use logs. */
function StockListPage({ category }: { category: CountedCategory }) {
  const names = STOCK_PAGES[category];
  const actor = useActor();
  const projects = useBuildingProjects();
  const [projectId, setProjectId] = useState('');
  const [typeId, setTypeId] = useState('');
  const stock = useStock(category, projectId);
  const [open, setOpen] = useState<{ id: string; view: 'purchases' | 'updates' } | null>(null);
  const canDecide = allowed(actor ?? undefined, stockEndpoints.decidePurchase);

  const types = useMemo(() => {
    const byId = new Map((stock.data ?? []).map((row) => [row.itemType._id, row.itemType.name]));
    return [...byId]
      .map(([value, label]) => ({ value, label }))
      .sort((a, b) => a.label.localeCompare(b.label));
  }, [stock.data]);
  const rows = (stock.data ?? []).filter((row) => !typeId || row.itemType._id === typeId);
  const opened = open ? stock.data?.find((row) => row._id === open.id) : undefined;
  const viewButton = (row: StockJson, view: 'purchases' | 'updates', count: number) => (
    <Button
      size="xs"
      variant="subtle"
      aria-label={`${view === 'purchases' ? 'Purchases' : 'Updates'} of ${row.itemType.name} at ${row.project.name}`}
      onClick={() => setOpen({ id: row._id, view })}
    >
      View ({count})
    </Button>
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          {names.plural}
        </Title>
        <Group gap="xs">
          {mayOpen(actor ?? undefined, names.purchase) ? (
            <Button component={Link} to={names.purchase} variant="light">
              Purchase {names.plural.toLowerCase()}
            </Button>
          ) : null}
          {names.update && mayOpen(actor ?? undefined, names.update) ? (
            <Button component={Link} to={names.update} variant="light">
              Log use
            </Button>
          ) : null}
        </Group>
      </Group>
      <Group align="flex-end">
        <Select
          label="Project"
          placeholder="All projects"
          clearable
          value={projectId || null}
          onChange={(value) => {
            setProjectId(value ?? '');
            setTypeId('');
          }}
          data={(projects.data ?? []).map((project) => ({ value: project._id, label: project.name }))}
        />
        <Select
          label={names.singular}
          placeholder={`All ${names.plural.toLowerCase()}`}
          clearable
          searchable
          value={typeId || null}
          onChange={(value) => setTypeId(value ?? '')}
          data={types}
        />
      </Group>
      <StockRowsState stock={stock} rows={rows} label={names.plural}>
        <ListTable
          aria-label={names.plural}
          minWidth={860}
          headings={[
            'Project',
            'Name',
            'Unit',
            'Bought',
            'Used',
            'Wasted',
            'Available',
            'Purchases',
            'Updates',
          ]}
        >
          {rows.map((row) => (
            <Table.Tr key={row._id}>
              <Table.Td>{row.project.name || 'Unknown'}</Table.Td>
              <Table.Td>{row.itemType.name || 'Unknown'}</Table.Td>
              <Table.Td>{row.itemType.unit}</Table.Td>
              <Table.Td>{formatNumber(row.stockBought)}</Table.Td>
              <Table.Td>{formatNumber(row.stockUsed)}</Table.Td>
              <Table.Td>{formatNumber(row.stockWasted)}</Table.Td>
              <Table.Td>{formatNumber(row.stockAvailable)}</Table.Td>
              <Table.Td>{viewButton(row, 'purchases', row.purchaseRecord.length)}</Table.Td>
              <Table.Td>{viewButton(row, 'updates', row.updateRecord.length)}</Table.Td>
            </Table.Tr>
          ))}
        </ListTable>
      </StockRowsState>
      <Modal
        opened={opened !== undefined}
        onClose={() => setOpen(null)}
        size="min(100%, 1100px)"
        title={
          opened
            ? `${open?.view === 'purchases' ? 'Purchases' : 'Updates'}: ${opened.itemType.name}, ${opened.project.name}`
            : ''
        }
      >
        {opened && open?.view === 'purchases' ? <PurchasesView row={opened} canDecide={canDecide} /> : null}
        {opened && open?.view === 'updates' ? <UpdatesView row={opened} /> : null}
      </Modal>
    </Stack>
  );
}

export const MaterialsListPage = () => <StockListPage category="Material" />;
export const ConsumablesListPage = () => <StockListPage category="Consumable" />;
export const ReusablesListPage = () => <StockListPage category="Reusable" />;
