import { useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Modal, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { z } from 'zod';
import {
  EQUIPMENT_DESCRIPTION_MAX,
  FUEL_TYPES,
  INVENTORY_DESCRIPTION_MAX,
  inventoryTypeUpdateInput,
  type InventoryCategory,
  type InventoryTypeJson,
} from '@hgn/domain/buildingManagement';
import { TEXT_MAX } from '@hgn/domain/limits';
import { inventoryTypeMessages as m } from '@hgn/domain/messages';
import { CancelSubmitButtons, FormErrorAlert } from '../../../ui/FormParts';
import { toastSuccess } from '../../../ui/notify';
import { useEditInventoryType, useInventoryUnits } from '../api/inventoryTypesApi';
import { useDialogForm } from '../../../ui/useDialogForm';

type Form = { name: string; description: string; unit: string; size: string; fuelType: string };

const hasUnit = (category: InventoryCategory) => category === 'Material' || category === 'Consumable';

/** The changes of one type: the fields its category has, sent only when they differ from what it has. */
function changesOf(type: InventoryTypeJson, form: Form): Partial<Form> {
  const changes: Partial<Form> = {};
  if (form.name.trim() !== type.name) changes.name = form.name;
  if (form.description.trim() !== type.description) changes.description = form.description;
  if (hasUnit(type.category) && form.unit !== type.unit) changes.unit = form.unit;
  if (type.category === 'Consumable' && form.size.trim() !== type.size) changes.size = form.size;
  if (type.category === 'Equipment' && form.fuelType !== type.fuelType) changes.fuelType = form.fuelType;
  return changes;
}

/** Edits a type's name, description and its category's own fields (putInvType). */
export function InventoryTypeEditModal({ type, onClose }: { type: InventoryTypeJson; onClose: () => void }) {
  const units = useInventoryUnits();
  const edit = useEditInventoryType();
  // Only what changed is checked and sent, so a field left as it was never stops the form.
  const changesSchema = useMemo(
    () => z.preprocess((form: Form) => changesOf(type, form), inventoryTypeUpdateInput),
    [type],
  );
  const { form, formError, showRefusal, clearFormError, close } = useDialogForm(
    changesSchema,
    {
      name: type.name,
      description: type.description,
      unit: type.unit,
      size: type.size,
      fuelType: type.fuelType ?? FUEL_TYPES[0],
    },
    onClose,
  );
  const { errors } = form.formState;
  const description = useWatch({ control: form.control, name: 'description' });
  const isEquipment = type.category === 'Equipment';

  const submit = form.handleSubmit(async (changes) => {
    clearFormError();
    if (Object.keys(changes).length === 0) {
      close();
      return;
    }
    try {
      const saved = await edit.mutateAsync({ category: type.category, typeId: type._id, body: changes });
      toastSuccess(m.typeSaved(saved.name));
      close();
    } catch (error) {
      showRefusal(error, `"${type.name}" could not be saved.`);
    }
  });

  const descriptionMax = isEquipment ? EQUIPMENT_DESCRIPTION_MAX : INVENTORY_DESCRIPTION_MAX;
  return (
    <Modal opened onClose={close} title={`Edit ${type.name}`}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={`Edit ${type.name}`}>
        <Stack gap="md">
          <FormErrorAlert message={formError} />
          <TextInput
            label="Name"
            required
            data-autofocus
            maxLength={TEXT_MAX.name}
            {...form.register('name')}
            error={errors.name?.message}
          />
          <Textarea
            label="Description"
            autosize
            minRows={3}
            maxLength={descriptionMax}
            description={`${description.length}/${descriptionMax}`}
            {...form.register('description')}
            error={errors.description?.message}
          />
          {hasUnit(type.category) ? (
            <Controller
              control={form.control}
              name="unit"
              render={({ field }) => (
                <NativeSelect
                  label="Unit"
                  {...field}
                  error={errors.unit?.message}
                  data={[
                    ...new Set([field.value, ...(units.data ?? []).map((unit) => unit.unit)].filter(Boolean)),
                  ]}
                />
              )}
            />
          ) : null}
          {type.category === 'Consumable' ? (
            <TextInput
              label="Size"
              maxLength={TEXT_MAX.name}
              {...form.register('size')}
              error={errors.size?.message}
            />
          ) : null}
          {isEquipment ? (
            <NativeSelect
              label="Fuel type"
              {...form.register('fuelType')}
              error={errors.fuelType?.message}
              data={[...FUEL_TYPES]}
            />
          ) : null}
          <CancelSubmitButtons submitLabel="Save" submitting={edit.isPending} onCancel={close} />
        </Stack>
      </form>
    </Modal>
  );
}
