import { useState, type FormEvent } from 'react';
import { Modal, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
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
import { serverSentence } from '../../../shared/api/apiError';
import { CancelSubmitButtons, FormErrorAlert } from '../../../ui/FormParts';
import { toastSuccess } from '../../../ui/notify';
import { useEditInventoryType, useInventoryUnits } from '../api/inventoryTypesApi';
import { problemsOf, serverFieldProblem, type FieldProblems } from './inventoryTypeFormProblems';

type Form = { name: string; description: string; unit: string; size: string; fuelType: string };
const FIELDS = ['name', 'description', 'unit', 'size', 'fuelType'];

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
  const [form, setForm] = useState<Form>({
    name: type.name,
    description: type.description,
    unit: type.unit,
    size: type.size,
    fuelType: type.fuelType ?? FUEL_TYPES[0],
  });
  const [problems, setProblems] = useState<FieldProblems>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const isEquipment = type.category === 'Equipment';

  const set = (key: keyof Form, value: string) => {
    setForm((current) => ({ ...current, [key]: value }));
    setProblems((current) => ({ ...current, [key]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRefusal(null);
    const changes = changesOf(type, form);
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    const checked = inventoryTypeUpdateInput.safeParse(changes);
    if (!checked.success) {
      setProblems(problemsOf(checked.error));
      return;
    }
    try {
      const saved = await edit.mutateAsync({ category: type.category, typeId: type._id, body: checked.data });
      toastSuccess(m.typeSaved(saved.name));
      onClose();
    } catch (error) {
      const onField = serverFieldProblem(error, FIELDS);
      if (onField) setProblems(onField);
      else setRefusal(serverSentence(error, `"${type.name}" could not be saved.`));
    }
  };

  const descriptionMax = isEquipment ? EQUIPMENT_DESCRIPTION_MAX : INVENTORY_DESCRIPTION_MAX;
  return (
    <Modal opened onClose={onClose} title={`Edit ${type.name}`}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={`Edit ${type.name}`}>
        <Stack gap="md">
          <FormErrorAlert message={refusal} />
          <TextInput
            label="Name"
            required
            data-autofocus
            maxLength={TEXT_MAX.name}
            value={form.name}
            onChange={(event) => set('name', event.currentTarget.value)}
            error={problems.name}
          />
          <Textarea
            label="Description"
            autosize
            minRows={3}
            maxLength={descriptionMax}
            description={`${form.description.length}/${descriptionMax}`}
            value={form.description}
            onChange={(event) => set('description', event.currentTarget.value)}
            error={problems.description}
          />
          {hasUnit(type.category) ? (
            <NativeSelect
              label="Unit"
              value={form.unit}
              onChange={(event) => set('unit', event.currentTarget.value)}
              error={problems.unit}
              data={[...new Set([form.unit, ...(units.data ?? []).map((unit) => unit.unit)].filter(Boolean))]}
            />
          ) : null}
          {type.category === 'Consumable' ? (
            <TextInput
              label="Size"
              maxLength={TEXT_MAX.name}
              value={form.size}
              onChange={(event) => set('size', event.currentTarget.value)}
              error={problems.size}
            />
          ) : null}
          {isEquipment ? (
            <NativeSelect
              label="Fuel type"
              value={form.fuelType}
              onChange={(event) => set('fuelType', event.currentTarget.value)}
              error={problems.fuelType}
              data={[...FUEL_TYPES]}
            />
          ) : null}
          <CancelSubmitButtons submitLabel="Save" submitting={edit.isPending} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
