import { Badge, Group } from '@mantine/core';
import { TEXT_MAX } from '@hgn/domain/limits';
import { inventoryTypeMessages } from '@hgn/domain/messages';
import { serverSentence } from '../../../shared/api/apiError';
import { refusalCode } from '../../../shared/api/call';
import { inventoryTypesEndpoints } from '../../../shared/api/endpoints/inventoryTypes';
import { CreateByNameForm } from '../../../ui/CreateByNameForm';
import { ListLoadFailed, ListLoading } from '../../../ui/ListStates';
import { EmptyText, Section } from '../../../ui/Section';
import { toastRefusal, toastSuccess } from '../../../ui/notify';
import { useAddInventoryUnit, useInventoryUnits } from '../api/inventoryTypesApi';

/** The units counted types are measured in, and a form to add one when the caller may. */
export function InventoryUnitsSection({ mayAdd }: { mayAdd: boolean }) {
  const units = useInventoryUnits();
  const addUnit = useAddInventoryUnit();

  return (
    <Section title="Units" aside={units.data ? `${units.data.length}` : undefined}>
      {units.isPending ? <ListLoading label="Loading units" /> : null}
      {units.isError ? (
        <ListLoadFailed message={serverSentence(units.error, 'The units could not be loaded.')} />
      ) : null}
      {units.data && units.data.length === 0 ? <EmptyText>No units yet.</EmptyText> : null}
      {units.data && units.data.length > 0 ? (
        <Group gap="xs" mb="md" component="ul" aria-label="Units" style={{ listStyle: 'none', padding: 0 }}>
          {units.data.map((unit) => (
            <Badge key={unit._id} component="li" variant="light" tt="none">
              {unit.unit}
            </Badge>
          ))}
        </Group>
      ) : null}
      {mayAdd ? (
        <CreateByNameForm
          label="New unit"
          placeholder="e.g. tonnes"
          maxLength={TEXT_MAX.name}
          submitLabel="Add unit"
          isCreating={addUnit.isPending}
          create={(unit, outcome) => {
            if (unit.trim() === '') {
              outcome.onNameError(inventoryTypeMessages.enterUnit);
              return;
            }
            addUnit.mutate(
              { unit },
              {
                onSuccess: (added) => {
                  toastSuccess(inventoryTypeMessages.unitAdded(added.unit));
                  outcome.onCreated();
                },
                onError: (error) => {
                  if (refusalCode(error, inventoryTypesEndpoints.createUnit) === 'INVENTORY_UNIT_TAKEN')
                    outcome.onNameError(serverSentence(error, inventoryTypeMessages.unitExists(unit)));
                  else toastRefusal(error, 'The unit could not be added.');
                },
              },
            );
          }}
        />
      ) : null}
    </Section>
  );
}
