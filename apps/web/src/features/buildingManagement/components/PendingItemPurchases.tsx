import { Table, Text } from '@mantine/core';
import { allowed } from '@hgn/domain/contracts/endpoint';
import { toolMessages } from '@hgn/domain/messages';
import { stockEndpoints } from '../../../shared/api/endpoints/stock';
import { useActor } from '../../../shared/session/useActor';
import { formatDay } from '../../../ui/formatDate';
import { ListLoadFailed, ListLoading } from '../../../ui/ListStates';
import { ListTable } from '../../../ui/ListTable';
import { EmptyText, Section } from '../../../ui/Section';
import { usePendingItemPurchases, type ItemCategory } from '../api/toolsApi';
import { PersonCell } from './ItemRecords';
import { PurchaseDecision } from './PurchaseDecision';

const NOUN = { Tool: 'tools', Equipment: 'equipment' } as const;

/**
 * The category's purchase requests awaiting a decision, whether or not the project has items of the
 * type yet; an Owner or Administrator approves each with the quantity bought and the unit price paid,
 * which adds that many items, or rejects it.
 */
export function PendingItemPurchases({ category }: { category: ItemCategory }) {
  const actor = useActor() ?? undefined;
  const requests = usePendingItemPurchases(category);
  const canDecide = allowed(actor, stockEndpoints.decidePurchase);
  const title = 'Purchase requests awaiting approval';
  return (
    <Section title={title} aside={requests.data ? <Text size="sm">{requests.data.length}</Text> : undefined}>
      {requests.isPending ? (
        <ListLoading label={`Loading the purchase requests of ${NOUN[category]}`} rows={2} />
      ) : requests.isError ? (
        <ListLoadFailed message="The purchase requests could not be loaded." />
      ) : requests.data.length === 0 ? (
        <EmptyText>No purchase of {NOUN[category]} is awaiting approval.</EmptyText>
      ) : (
        <ListTable
          aria-label={title}
          minWidth={900}
          headings={[
            'Project',
            'Name',
            'Quantity',
            'Priority',
            'Make or model',
            'Requested by',
            'Date',
            canDecide && 'Decision',
          ]}
        >
          {requests.data.map((request) => (
            <Table.Tr key={request._id}>
              <Table.Td>{request.project.name || toolMessages.unknownName}</Table.Td>
              <Table.Td>{request.itemType.name || toolMessages.unknownName}</Table.Td>
              <Table.Td>{request.quantity}</Table.Td>
              <Table.Td>{request.priority}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{request.makeModelPref || '—'}</Table.Td>
              <PersonCell person={request.requestedBy} />
              <Table.Td>{formatDay(request.date)}</Table.Td>
              {canDecide ? (
                <Table.Td>
                  <PurchaseDecision purchase={request} wholeQuantity />
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </ListTable>
      )}
    </Section>
  );
}
