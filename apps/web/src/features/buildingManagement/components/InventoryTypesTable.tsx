import { useState } from 'react';
import { ActionIcon, Table, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { InventoryCategory, InventoryTypeJson } from '@hgn/domain/buildingManagement';
import { ListTable } from '../../../ui/ListTable';
import { EmptyText } from '../../../ui/Section';
import { InventoryTypeEditModal } from './InventoryTypeEditModal';
import { StoredImage } from './StoredImage';

/** The categories' names as the filter and the headings say them (spec 002, 9). */
export const CATEGORY_LABELS: Record<InventoryCategory, string> = {
  Material: 'Materials',
  Consumable: 'Consumables',
  Equipment: 'Equipments',
  Tool: 'Tools',
  Reusable: 'Reusables',
};

const hasUnit = (category: InventoryCategory) => category === 'Material' || category === 'Consumable';
const hasItems = (category: InventoryCategory) => category === 'Tool' || category === 'Equipment';

/** The types of one category: a picture, name and description, and what the category adds. */
export function InventoryTypesTable({
  category,
  types,
  mayEdit,
}: {
  category: InventoryCategory;
  types: readonly InventoryTypeJson[];
  /** Whether each row offers editing its type (putInvType). */
  mayEdit: boolean;
}) {
  const [editing, setEditing] = useState<InventoryTypeJson | null>(null);
  const label = CATEGORY_LABELS[category];
  if (types.length === 0) return <EmptyText>No {label.toLowerCase()} yet.</EmptyText>;
  return (
    <>
      <ListTable
        aria-label={label}
        minWidth={640}
        headings={[
          'Picture',
          'Name',
          'Description',
          hasUnit(category) && 'Unit',
          category === 'Consumable' && 'Size',
          category === 'Equipment' && 'Fuel',
          hasItems(category) && 'Available',
          hasItems(category) && 'In use',
          mayEdit && 'Edit',
        ]}
      >
        {types.map((type) => (
          <Table.Tr key={type._id}>
            <Table.Td w={72}>
              {type.imageUrl ? (
                <StoredImage src={type.imageUrl} alt={type.name} h={48} w={48} fit="cover" radius="sm" />
              ) : (
                <Text c="dimmed" size="sm">
                  None
                </Text>
              )}
            </Table.Td>
            <Table.Td fw={500}>{type.name}</Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{type.description}</Table.Td>
            {hasUnit(category) ? <Table.Td>{type.unit}</Table.Td> : null}
            {category === 'Consumable' ? <Table.Td>{type.size}</Table.Td> : null}
            {category === 'Equipment' ? <Table.Td>{type.fuelType ?? ''}</Table.Td> : null}
            {hasItems(category) ? <Table.Td>{type.available.length}</Table.Td> : null}
            {hasItems(category) ? <Table.Td>{type.using.length}</Table.Td> : null}
            {mayEdit ? (
              <Table.Td>
                <ActionIcon
                  variant="subtle"
                  aria-label={`Edit ${type.name}`}
                  onClick={() => setEditing(type)}
                >
                  <IconPencil aria-hidden size={16} />
                </ActionIcon>
              </Table.Td>
            ) : null}
          </Table.Tr>
        ))}
      </ListTable>
      {editing ? <InventoryTypeEditModal type={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
