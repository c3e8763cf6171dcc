import { Link, useSearchParams } from 'react-router';
import { Button, NativeSelect, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { allowed } from '@hgn/domain/contracts/endpoint';
import {
  INVENTORY_CATEGORY_LISTS,
  inventoryCategoryNamed,
  type InventoryCategory,
} from '@hgn/domain/buildingManagement';
import { serverSentence } from '../../../shared/api/apiError';
import { inventoryTypesEndpoints } from '../../../shared/api/endpoints/inventoryTypes';
import { useActor } from '../../../shared/session/useActor';
import { ListLoadFailed, ListLoading } from '../../../ui/ListStates';
import { Section } from '../../../ui/Section';
import { useInventoryTypes } from '../api/inventoryTypesApi';
import { CATEGORY_LABELS, InventoryTypesTable } from '../components/InventoryTypesTable';
import { InventoryUnitsSection } from '../components/InventoryUnitsSection';
import { buildingPaths } from '../../../shared/routing/buildingPaths';

/** The filter's order (spec 002, 9). */
const FILTER_ORDER: readonly InventoryCategory[] = [
  'Material',
  'Consumable',
  'Equipment',
  'Tool',
  'Reusable',
];

/** Where each category's new types are made. */
const ADD_PATH: Record<InventoryCategory, string> = {
  Material: buildingPaths.buildingMaterialAdd,
  Consumable: buildingPaths.buildingConsumableAdd,
  Reusable: buildingPaths.buildingReusableAdd,
  Equipment: buildingPaths.buildingEquipmentAdd,
  Tool: buildingPaths.buildingToolAdd,
};

function CategorySection({
  category,
  mayAdd,
  mayEdit,
}: {
  category: InventoryCategory;
  mayAdd: boolean;
  mayEdit: boolean;
}) {
  const types = useInventoryTypes(category);
  const label = CATEGORY_LABELS[category];
  return (
    <Section
      title={label}
      aside={
        mayAdd ? (
          <Button
            component={Link}
            to={ADD_PATH[category]}
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} aria-hidden />}
          >
            Add {category.toLowerCase()} type
          </Button>
        ) : undefined
      }
    >
      {types.isPending ? <ListLoading label={`Loading ${label.toLowerCase()}`} /> : null}
      {types.isError ? (
        <ListLoadFailed
          message={serverSentence(types.error, `The ${label.toLowerCase()} could not be loaded.`)}
        />
      ) : null}
      {types.data ? <InventoryTypesTable category={category} types={types.data} mayEdit={mayEdit} /> : null}
    </Section>
  );
}

/** Every inventory type of the five categories, filtered by category, and the units (spec 002, 2.3 and 9). */
export function InventoryTypesPage() {
  const actor = useActor();
  const [search, setSearch] = useSearchParams();
  const chosen = inventoryCategoryNamed(search.get('filter') ?? '');
  const shown = chosen ? [chosen] : FILTER_ORDER;
  const mayAdd = allowed(actor ?? undefined, inventoryTypesEndpoints.createMaterial);
  const mayEdit = allowed(actor ?? undefined, inventoryTypesEndpoints.update);

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Inventory Types
      </Title>
      <NativeSelect
        label="Show"
        maw={240}
        value={chosen ? INVENTORY_CATEGORY_LISTS[chosen] : 'all'}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setSearch(value === 'all' ? {} : { filter: value }, { replace: true });
        }}
        data={[
          { value: 'all', label: 'All' },
          ...FILTER_ORDER.map((category) => ({
            value: INVENTORY_CATEGORY_LISTS[category],
            label: CATEGORY_LABELS[category],
          })),
        ]}
      />
      {shown.map((category) => (
        <CategorySection key={category} category={category} mayAdd={mayAdd} mayEdit={mayEdit} />
      ))}
      <InventoryUnitsSection mayAdd={mayAdd} />
    </Stack>
  );
}
