import { useState } from 'react';
import { Controller, useWatch, type DefaultValues } from 'react-hook-form';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import {
  Alert,
  Card,
  FileInput,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  ITEM_STATUSES,
  itemStatusInput,
  rentalDaysLeft,
  storedFileAccept,
  type ItemStatusInput,
  type ToolItemJson,
} from '@hgn/domain/buildingManagement';
import { toolMessages } from '@hgn/domain/messages';
import { pacificDate } from '@hgn/domain/time';
import { refusedField, serverSentence } from '../../../shared/api/apiError';
import { BackHeading } from '../../../ui/BackHeading';
import { ErrorDisplay } from '../../../ui/ErrorDisplay';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { formatDay } from '../../../ui/formatDate';
import { toastRefusal, toastSuccess } from '../../../ui/notify';
import { readFileAsDataUrl } from '../api/storedFiles';
import { statusPageCategory, useItem, useUpdateItemStatus, type ItemCategory } from '../api/toolsApi';
import { ItemFacts } from '../components/ItemFacts';
import { ChoiceRadios, YES_NO } from '../components/ItemFormParts';
import { buildingPaths } from '../../../shared/routing/buildingPaths';
import { CancelSubmitButtons } from '../../../ui/FormParts';
import { useDialogForm } from '../../../ui/useDialogForm';

/** The rental's end and the days left, "Expired" once it has passed. */
function RentalEnd({ item }: { item: ToolItemJson }) {
  if (item.purchaseStatus !== 'Rental' || !item.rentalDueDate) return null;
  const daysLeft = rentalDaysLeft(item.rentalDueDate, pacificDate(Date.now()));
  return (
    <Group gap="xl">
      <Text size="sm">Rental ends: {formatDay(item.rentalDueDate)}</Text>
      <Text size="sm" c={daysLeft < 0 ? 'red' : undefined} fw={daysLeft < 0 ? 700 : undefined}>
        Days left: {daysLeft < 0 ? toolMessages.expired : daysLeft}
      </Text>
    </Group>
  );
}

/** What the form holds besides the picture, which is read into a data URL only when it is sent. */
const blankStatus = (): DefaultValues<ItemStatusInput> => ({
  date: pacificDate(Date.now()),
  lastUsedBy: '',
  lastUsedFor: '',
  replacementRequired: 'no',
  image: null,
  description: '',
  sendNote: 'no',
  note: '',
});

function StatusForm({ category, item }: { category: ItemCategory; item: ToolItemJson }) {
  const navigate = useNavigate();
  const update = useUpdateItemStatus(category, item._id);
  const list = category === 'Tool' ? buildingPaths.buildingTools : buildingPaths.buildingEquipment;
  const { form, formError, showFailure, close } = useDialogForm(
    itemStatusInput,
    blankStatus(),
    () => void navigate(list),
  );
  const { errors } = form.formState;
  const [picture, setPicture] = useState<File | null>(null);
  const sendNote = useWatch({ control: form.control, name: 'sendNote' });
  const statuses = ITEM_STATUSES.filter(
    (status) => status !== 'Returned' || item.purchaseStatus === 'Rental',
  );

  const submit = form.handleSubmit(async (input) => {
    try {
      await update.mutateAsync({ ...input, image: picture ? await readFileAsDataUrl(picture) : null });
      toastSuccess(toolMessages.statusUpdated);
      close();
    } catch (error) {
      const field = refusedField(error);
      const message = serverSentence(error, toolMessages.statusRequired);
      if (field === 'sendNote') showFailure({ field: 'form', message });
      else if (field !== undefined && field in blankStatus())
        showFailure({ field: field as keyof ItemStatusInput, message });
      toastRefusal(error, toolMessages.statusRequired);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Update status">
      <Stack gap="md">
        {formError ? <Alert color="red">{formError}</Alert> : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            type="date"
            label="Update date"
            required
            {...form.register('date')}
            error={errors.date?.message}
          />
          <Controller
            control={form.control}
            name="status"
            render={({ field }) => (
              <Select
                label="Status"
                required
                placeholder="Choose a status"
                value={field.value ?? null}
                onChange={(value) => field.onChange(value ?? undefined)}
                data={statuses}
                error={errors.status?.message}
              />
            )}
          />
          <TextInput label="Last used by" {...form.register('lastUsedBy')} />
          <TextInput label="Last used for" {...form.register('lastUsedFor')} />
          <Controller
            control={form.control}
            name="replacementRequired"
            render={({ field }) => (
              <ChoiceRadios
                label="Replacement required"
                value={field.value === true || field.value === 'yes' ? 'yes' : 'no'}
                onChange={field.onChange}
                choices={YES_NO}
              />
            )}
          />
          <FileInput
            label="Picture (optional)"
            accept={storedFileAccept('image')}
            clearable
            value={picture}
            onChange={(file) => {
              setPicture(file);
              form.clearErrors('image');
            }}
            error={errors.image?.message}
          />
        </SimpleGrid>
        <Textarea label="Description (optional)" autosize minRows={2} {...form.register('description')} />
        <Controller
          control={form.control}
          name="sendNote"
          render={({ field }) => (
            <ChoiceRadios
              label="Send a note to the building manager"
              value={field.value === true || field.value === 'yes' ? 'yes' : 'no'}
              onChange={field.onChange}
              choices={YES_NO}
            />
          )}
        />
        <Textarea
          label="Note"
          autosize
          minRows={2}
          disabled={sendNote !== 'yes'}
          {...form.register('note')}
          error={errors.note?.message}
        />
        <CancelSubmitButtons submitLabel="Submit" submitting={update.isPending} onCancel={close} />
      </Stack>
    </form>
  );
}

/** Update Tool or Equipment Status (spec 2.6): the item's facts, then what was found. */
export function ItemStatusPage() {
  const { equipmentId = '' } = useParams();
  const [search] = useSearchParams();
  const category = statusPageCategory(search);
  const found = useItem(category, equipmentId);
  if (found.isPending) return <PageSkeleton label="Loading the item" />;
  if (found.isError) return <ErrorDisplay error={found.error} />;
  const item = found.data;
  return (
    <Stack gap="md">
      <BackHeading
        back={{
          to: category === 'Tool' ? buildingPaths.buildingTools : buildingPaths.buildingEquipment,
          label: 'Back to List',
        }}
        title="Update Tool or Equipment Status"
      />
      <Card withBorder padding="md">
        <Stack gap="sm">
          <ItemFacts item={item} />
          <RentalEnd item={item} />
        </Stack>
      </Card>
      <Card withBorder padding="md" maw={760}>
        <StatusForm category={category} item={item} />
      </Card>
    </Stack>
  );
}
