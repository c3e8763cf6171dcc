import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FileInput, Image, NativeSelect, Textarea, TextInput } from '@mantine/core';
import {
  consumableTypeInput,
  INVENTORY_CATEGORY_LISTS,
  INVENTORY_DESCRIPTION_MAX,
  materialTypeInput,
  reusableTypeInput,
  storedFileAccept,
} from '@hgn/domain/buildingManagement';
import { TEXT_MAX } from '@hgn/domain/limits';
import { inventoryTypeMessages as m } from '@hgn/domain/messages';
import { serverSentence } from '../../../shared/api/apiError';
import { FormErrorAlert } from '../../../ui/FormParts';
import { toastSuccess } from '../../../ui/notify';
import { readFileAsDataUrl } from '../api/storedFiles';
import { useAddInventoryType, useInventoryUnits, type NewInventoryType } from '../api/inventoryTypesApi';
import { InventoryTypeFormCard } from '../components/InventoryTypeFormCard';
import { buildingPaths } from '../../../shared/routing/buildingPaths';
import { useDialogForm } from '../../../ui/useDialogForm';

type CountedCategory = 'Material' | 'Consumable' | 'Reusable';

const SCHEMAS = { Material: materialTypeInput, Consumable: consumableTypeInput, Reusable: reusableTypeInput };

/**
 * What the form holds; the picture is read into a data URL as soon as it is chosen and kept beside it,
 * `image` carrying only a refusal of it.
 */
type Form = { name: string; description?: string; unit?: string; size?: string; image?: string };
const BLANK: Form = { name: '', description: '', unit: '', size: '', image: undefined };

/** The request for the category with the form's fields. */
function requestOf(category: CountedCategory, form: Form, image: string | null): NewInventoryType {
  const common = { name: form.name, description: form.description, ...(image ? { image } : {}) };
  switch (category) {
    case 'Material':
      return { category, body: { ...common, unit: form.unit ?? '' } };
    case 'Consumable':
      return { category, body: { ...common, unit: form.unit ?? '', size: form.size } };
    case 'Reusable':
      return { category, body: common };
  }
}

/** A new material, consumable or reusable type: name, description, unit, size and a picture with its preview. */
function InventoryTypeAddForm({ category }: { category: CountedCategory }) {
  const navigate = useNavigate();
  const units = useInventoryUnits();
  const addType = useAddInventoryType();
  const { form, formError, showRefusal, clearFormError } = useDialogForm<Form, unknown>(
    SCHEMAS[category],
    BLANK,
  );
  const { errors } = form.formState;
  const [picture, setPicture] = useState<{ file: File; dataUrl: string } | null>(null);
  const hasUnit = category !== 'Reusable';
  const title = `Add ${category} Type`;
  const typesPage = `${buildingPaths.buildingInventoryTypes}?filter=${INVENTORY_CATEGORY_LISTS[category]}`;

  const choose = async (file: File | null) => {
    form.clearErrors('image');
    setPicture(file ? { file, dataUrl: await readFileAsDataUrl(file) } : null);
  };

  const submit = form.handleSubmit(async () => {
    clearFormError();
    try {
      const added = await addType.mutateAsync(
        requestOf(category, form.getValues(), picture?.dataUrl ?? null),
      );
      toastSuccess(m.typeAdded(category, added.name));
      void navigate(typesPage);
    } catch (error) {
      showRefusal(error, `The ${category.toLowerCase()} type could not be added.`);
    }
  });

  return (
    <InventoryTypeFormCard
      back={{ to: typesPage, label: 'Inventory Types' }}
      title={title}
      formLabel={title}
      submitLabel={title}
      submitting={addType.isPending}
      onSubmit={(event) => void submit(event)}
      nameInput={{ ...form.register('name'), error: errors.name?.message }}
    >
      <FormErrorAlert message={formError} />
      <Textarea
        label="Description"
        autosize
        minRows={3}
        maxLength={INVENTORY_DESCRIPTION_MAX}
        {...form.register('description')}
        error={errors.description?.message}
      />
      {hasUnit ? (
        <NativeSelect
          label="Unit"
          required
          {...form.register('unit')}
          error={
            errors.unit?.message ?? (units.isError ? serverSentence(units.error, m.chooseUnit) : undefined)
          }
          disabled={units.isPending}
          data={[
            { value: '', label: units.isPending ? 'Loading units…' : m.chooseUnit },
            ...(units.data ?? []).map((unit) => ({ value: unit.unit, label: unit.unit })),
          ]}
        />
      ) : null}
      {category === 'Consumable' ? (
        <TextInput
          label="Size"
          description="The size of one piece, e.g. 4 x 40 mm"
          maxLength={TEXT_MAX.name}
          {...form.register('size')}
          error={errors.size?.message}
        />
      ) : null}
      <FileInput
        label="Picture"
        description="A png or jpeg picture of at most 2 MB"
        accept={storedFileAccept('image')}
        clearable
        clearButtonProps={{ 'aria-label': 'Remove the picture' }}
        value={picture?.file ?? null}
        onChange={(file) => void choose(file)}
        error={errors.image?.message}
      />
      {picture ? (
        <Image
          src={picture.dataUrl}
          alt={`Preview of ${picture.file.name}`}
          h={160}
          w="auto"
          fit="contain"
          radius="sm"
          style={{ alignSelf: 'flex-start' }}
        />
      ) : null}
    </InventoryTypeFormCard>
  );
}

export const MaterialTypeAddPage = () => <InventoryTypeAddForm category="Material" />;
export const ConsumableTypeAddPage = () => <InventoryTypeAddForm category="Consumable" />;
export const ReusableTypeAddPage = () => <InventoryTypeAddForm category="Reusable" />;
