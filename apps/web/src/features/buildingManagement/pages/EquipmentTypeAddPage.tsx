import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { NativeSelect, Textarea } from '@mantine/core';
import {
  EQUIPMENT_DESCRIPTION_MAX,
  equipmentTypeInput,
  FUEL_TYPES,
  type EquipmentTypeInput,
} from '@hgn/domain/buildingManagement';
import { inventoryTypeMessages as m } from '@hgn/domain/messages';
import { isApiError, isUnexpectedStatus, refusedField, serverSentence } from '../../../shared/api/apiError';
import { refusalCode } from '../../../shared/api/call';
import { inventoryTypesEndpoints } from '../../../shared/api/endpoints/inventoryTypes';
import { toastError, toastSuccess } from '../../../ui/notify';
import { useAddInventoryType } from '../api/inventoryTypesApi';
import { InventoryTypeFormCard } from '../components/InventoryTypeFormCard';
import { buildingPaths } from '../../../shared/routing/buildingPaths';
import { useDialogForm } from '../../../ui/useDialogForm';

const BLANK = { name: '', desc: '', fuel: 'Diesel' } as const;
const isFormField = (name: string): name is keyof typeof BLANK => name in BLANK;

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
  const { form, showFailure } = useDialogForm<EquipmentTypeInput, unknown>(equipmentTypeInput, BLANK);
  const { errors } = form.formState;
  const desc = useWatch({ control: form.control, name: 'desc' }) ?? '';

  const submit = form.handleSubmit(async () => {
    const { name, desc, fuel } = form.getValues();
    try {
      await addType.mutateAsync({ category: 'Equipment', body: { name, desc, fuel } });
      toastSuccess(m.equipmentAdded);
      void navigate(buildingPaths.buildingEquipment);
    } catch (error) {
      const field = refusedField(error);
      if (field !== undefined && isFormField(field))
        showFailure({ field, message: serverSentence(error, '') });
      toastRefused(error);
    }
  });

  return (
    <InventoryTypeFormCard
      back={{ to: buildingPaths.buildingEquipment, label: 'Equipment' }}
      title="Add Equipment Type"
      formLabel="Add equipment type"
      submitLabel="Add equipment type"
      submitting={addType.isPending}
      onSubmit={(event) => void submit(event)}
      nameInput={{ ...form.register('name'), error: errors.name?.message }}
    >
      <Textarea
        label="Description"
        required
        autosize
        minRows={3}
        description={`${desc.length}/${EQUIPMENT_DESCRIPTION_MAX}`}
        {...form.register('desc')}
        error={errors.desc?.message}
      />
      <NativeSelect
        label="Fuel type"
        {...form.register('fuel')}
        error={errors.fuel?.message}
        data={[...FUEL_TYPES]}
      />
    </InventoryTypeFormCard>
  );
}
