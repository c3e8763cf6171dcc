import { Table, Text } from '@mantine/core';
import type { ToolItemJson } from '@hgn/domain/buildingManagement';
import { toolMessages } from '@hgn/domain/messages';
import { ListTable } from '../../../ui/ListTable';
import { ProfileLink } from '../../../ui/ProfileLink';
import { formatDay } from '../../../ui/formatDate';

type Person = ToolItemJson['updateRecord'][number]['createdBy'];

const fullName = (person: Person) =>
  person
    ? `${person.firstName} ${person.lastName}`.trim() || toolMessages.unknownName
    : toolMessages.unknownName;

/** A person's name opening their profile, or "Unknown". */
export function PersonCell({ person }: { person: Person }) {
  return (
    <Table.Td>
      {person ? <ProfileLink userId={person._id} name={fullName(person)} /> : toolMessages.unknownName}
    </Table.Td>
  );
}

/** The item's status updates: date, condition and who wrote them. */
export function ItemUpdatesTable({ item }: { item: ToolItemJson }) {
  if (item.updateRecord.length === 0) return <Text c="dimmed">No updates yet.</Text>;
  return (
    <ListTable aria-label="Updates" headings={['Date', 'Condition', 'Created by']}>
      {item.updateRecord.map((record, index) => (
        <Table.Tr key={index}>
          <Table.Td>{formatDay(record.date)}</Table.Td>
          <Table.Td>{record.condition}</Table.Td>
          <PersonCell person={record.createdBy} />
        </Table.Tr>
      ))}
    </ListTable>
  );
}

/** The purchase requests of the item's type in its project. */
export function ItemPurchasesTable({ item }: { item: ToolItemJson }) {
  if (item.purchaseRecord.length === 0) return <Text c="dimmed">No purchases yet.</Text>;
  return (
    <ListTable
      aria-label="Purchases"
      minWidth={640}
      headings={['Priority', 'Brand', 'Quantity', 'Requested by', 'Date', 'Status', 'Description']}
    >
      {item.purchaseRecord.map((record) => (
        <Table.Tr key={record._id}>
          <Table.Td>{record.priority}</Table.Td>
          <Table.Td>{record.makeModelPref || record.brand}</Table.Td>
          <Table.Td>{record.quantity}</Table.Td>
          <PersonCell person={record.requestedBy} />
          <Table.Td>{formatDay(record.date)}</Table.Td>
          <Table.Td>{record.status}</Table.Td>
          <Table.Td style={{ overflowWrap: 'anywhere' }}>{record.usageDesc}</Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}
