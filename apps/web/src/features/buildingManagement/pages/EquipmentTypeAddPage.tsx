import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { NativeSelect, Textarea } from '@mantine/core';
import {
  EQUIPMENT_DESCRIPTION_MAX,
  equipmentTypeInput,
  FUEL_TYPES,
  type FuelType,
} from '@hgn/domain/buildingManagement';
import { inventoryTypeMessages as m } from '@hgn/domain/messages';
import { isApiError, isUnexpectedStatus } from '../../../shared/api/apiError';
import { refusalCode } from '../../../shared/api/call';
import { inventoryTypesEndpoints } from '../../../shared/api/endpoints/inventoryTypes';
import { toastError, toastSuccess } from '../../../ui/notify';
import { useAddInventoryType } from '../api/inventoryTypesApi';
import { InventoryTypeFormCard } from '../components/InventoryTypeFormCard';
import { problemsOf, serverFieldProblem, type FieldProblems } from '../components/inventoryTypeFormProblems';
import { buildingPaths } from '../../../shared/routing/buildingPaths';

type Form = { name: string; desc: string; fuel: FuelType };
const EMPTY: Form = { name: '', desc: '', fuel: 'Diesel' };

/** The refusal's toast (spec 002, 8); failures outside 400 to 500 are reported by the API client. */
function toastRefused(error: unknown) {
  if (!isApiError(error) || isUnexpectedStatus(error.status)) return;
  if (refusalCode(error, inventoryTypesEndpoints.createEquipment) === 'INVENTORY_TYPE_NAME_TAKEN')
    toastError(m.equipmentTypeExists);
  else toastError(m.equipmentRefused(error.status, error.statusText || error.serverMessage || ''));
}

/** A new equipment type: name, description and fuel (spec 002, 2.3, 5 and 8). */
export function EquipmentTypeAddPage() {
  const navigate = useNavigate();
  const addType = useAddInventoryType();
  const [form, setForm] = useState<Form>(EMPTY);
  const [problems, setProblems] = useState<FieldProblems>({});

  const set = <K extends keyof Form>(key: K, value: Form[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setProblems((current) => ({ ...current, [key]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = equipmentTypeInput.safeParse(form);
    if (!checked.success) {
      setProblems(problemsOf(checked.error));
      return;
    }
    try {
      await addType.mutateAsync({ category: 'Equipment', body: form });
      toastSuccess(m.equipmentAdded);
      void navigate(buildingPaths.buildingEquipment);
    } catch (error) {
      setProblems(serverFieldProblem(error, ['name', 'desc', 'fuel']) ?? {});
      toastRefused(error);
    }
  };

  return (
    <InventoryTypeFormCard
      back={{ to: buildingPaths.buildingEquipment, label: 'Equipment' }}
      title="Add Equipment Type"
      formLabel="Add equipment type"
      submitLabel="Add equipment type"
      submitting={addType.isPending}
      onSubmit={(event) => void submit(event)}
      nameInput={{
        value: form.name,
        onChange: (event) => set('name', event.currentTarget.value),
        error: problems.name,
      }}
    >
      <Textarea
        label="Description"
        required
        autosize
        minRows={3}
        description={`${form.desc.length}/${EQUIPMENT_DESCRIPTION_MAX}`}
        value={form.desc}
        onChange={(event) => set('desc', event.currentTarget.value)}
        error={problems.desc}
      />
      <NativeSelect
        label="Fuel type"
        value={form.fuel}
        onChange={(event) => {
          const chosen = event.currentTarget.value;
          set('fuel', FUEL_TYPES.find((fuel) => fuel === chosen) ?? 'Diesel');
        }}
        error={problems.fuel}
        data={[...FUEL_TYPES]}
      />
    </InventoryTypeFormCard>
  );
}
