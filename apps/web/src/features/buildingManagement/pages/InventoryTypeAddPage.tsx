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
import { problemsOf, serverFieldProblem, type FieldProblems } from '../components/inventoryTypeFormProblems';
import { buildingPaths } from '../../../shared/routing/buildingPaths';

type CountedCategory = 'Material' | 'Consumable' | 'Reusable';

const SCHEMAS = { Material: materialTypeInput, Consumable: consumableTypeInput, Reusable: reusableTypeInput };
const FIELDS = ['name', 'description', 'unit', 'size', 'image'];

type Form = { name: string; description: string; unit: string; size: string };
const EMPTY: Form = { name: '', description: '', unit: '', size: '' };

/** The request for the category with the form's fields. */
function requestOf(category: CountedCategory, form: Form, image: string | null): NewInventoryType {
  const common = { name: form.name, description: form.description, ...(image ? { image } : {}) };
  switch (category) {
    case 'Material':
      return { category, body: { ...common, unit: form.unit } };
    case 'Consumable':
      return { category, body: { ...common, unit: form.unit, size: form.size } };
    case 'Reusable':
      return { category, body: common };
  }
}

/** A new material, consumable or reusable type: name, description, unit, size and a picture with its preview. */
function InventoryTypeAddForm({ category }: { category: CountedCategory }) {
  const navigate = useNavigate();
  const units = useInventoryUnits();
  const addType = useAddInventoryType();
  const [form, setForm] = useState<Form>(EMPTY);
  const [picture, setPicture] = useState<{ file: File; dataUrl: string } | null>(null);
  const [problems, setProblems] = useState<FieldProblems>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const hasUnit = category !== 'Reusable';
  const title = `Add ${category} Type`;
  const typesPage = `${buildingPaths.buildingInventoryTypes}?filter=${INVENTORY_CATEGORY_LISTS[category]}`;

  const set = (key: keyof Form, value: string) => {
    setForm((current) => ({ ...current, [key]: value }));
    setProblems((current) => ({ ...current, [key]: undefined }));
  };

  const choose = async (file: File | null) => {
    setProblems((current) => ({ ...current, image: undefined }));
    setPicture(file ? { file, dataUrl: await readFileAsDataUrl(file) } : null);
  };

  const submit = async () => {
    setRefusal(null);
    const request = requestOf(category, form, picture?.dataUrl ?? null);
    const checked = SCHEMAS[category].safeParse({ ...request.body, image: undefined });
    if (!checked.success) {
      setProblems(problemsOf(checked.error));
      return;
    }
    try {
      const added = await addType.mutateAsync(request);
      toastSuccess(m.typeAdded(category, added.name));
      void navigate(typesPage);
    } catch (error) {
      const onField = serverFieldProblem(error, FIELDS);
      if (onField) setProblems(onField);
      else setRefusal(serverSentence(error, `The ${category.toLowerCase()} type could not be added.`));
    }
  };

  return (
    <InventoryTypeFormCard
      back={{ to: typesPage, label: 'Inventory Types' }}
      title={title}
      formLabel={title}
      submitLabel={title}
      submitting={addType.isPending}
      onSubmit={submit}
      name={form.name}
      onName={(name) => set('name', name)}
      nameError={problems.name}
    >
      <FormErrorAlert message={refusal} />
      <Textarea
        label="Description"
        autosize
        minRows={3}
        maxLength={INVENTORY_DESCRIPTION_MAX}
        value={form.description}
        onChange={(event) => set('description', event.currentTarget.value)}
        error={problems.description}
      />
      {hasUnit ? (
        <NativeSelect
          label="Unit"
          required
          value={form.unit}
          onChange={(event) => set('unit', event.currentTarget.value)}
          error={problems.unit ?? (units.isError ? serverSentence(units.error, m.chooseUnit) : undefined)}
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
          value={form.size}
          onChange={(event) => set('size', event.currentTarget.value)}
          error={problems.size}
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
        error={problems.image}
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
