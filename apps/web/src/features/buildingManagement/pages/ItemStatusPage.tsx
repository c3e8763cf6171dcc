import { useState, type FormEvent } from 'react';
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
  rentalDaysLeft,
  storedFileAccept,
  type ItemStatus,
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

type Form = {
  date: string;
  status: ItemStatus | null;
  lastUsedBy: string;
  lastUsedFor: string;
  replacementRequired: 'yes' | 'no';
  image: File | null;
  description: string;
  sendNote: 'yes' | 'no';
  note: string;
};
type Problems = Partial<Record<'date' | 'status' | 'note' | 'image' | 'sendNote', string>>;

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

function StatusForm({ category, item }: { category: ItemCategory; item: ToolItemJson }) {
  const navigate = useNavigate();
  const update = useUpdateItemStatus(category, item._id);
  const [form, setForm] = useState<Form>({
    date: pacificDate(Date.now()),
    status: null,
    lastUsedBy: '',
    lastUsedFor: '',
    replacementRequired: 'no',
    image: null,
    description: '',
    sendNote: 'no',
    note: '',
  });
  const [problems, setProblems] = useState<Problems>({});
  const set = <K extends keyof Form>(key: K, value: Form[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setProblems((current) => ({ ...current, [key]: undefined }));
  };
  const list = category === 'Tool' ? buildingPaths.buildingTools : buildingPaths.buildingEquipment;
  const statuses = ITEM_STATUSES.filter(
    (status) => status !== 'Returned' || item.purchaseStatus === 'Rental',
  );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Problems = {};
    if (!form.date) found.date = toolMessages.enterDate;
    if (!form.status) found.status = toolMessages.statusRequired;
    if (form.sendNote === 'yes' && !form.note.trim()) found.note = toolMessages.noteRequired;
    setProblems(found);
    if (Object.keys(found).length > 0 || !form.status) return;
    try {
      const { image, status, ...rest } = form;
      await update.mutateAsync({ ...rest, status, image: image ? await readFileAsDataUrl(image) : null });
      toastSuccess(toolMessages.statusUpdated);
      void navigate(list);
    } catch (error) {
      const field = refusedField(error);
      if (field !== undefined) setProblems({ [field]: serverSentence(error, '') });
      toastRefusal(error, toolMessages.statusRequired);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Update status">
      <Stack gap="md">
        {problems.sendNote ? <Alert color="red">{problems.sendNote}</Alert> : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            type="date"
            label="Update date"
            required
            value={form.date}
            onChange={(event) => set('date', event.currentTarget.value)}
            error={problems.date}
          />
          <Select
            label="Status"
            required
            placeholder="Choose a status"
            value={form.status}
            onChange={(value) => set('status', value)}
            data={statuses}
            error={problems.status}
          />
          <TextInput
            label="Last used by"
            value={form.lastUsedBy}
            onChange={(event) => set('lastUsedBy', event.currentTarget.value)}
          />
          <TextInput
            label="Last used for"
            value={form.lastUsedFor}
            onChange={(event) => set('lastUsedFor', event.currentTarget.value)}
          />
          <ChoiceRadios
            label="Replacement required"
            value={form.replacementRequired}
            onChange={(value) => set('replacementRequired', value)}
            choices={YES_NO}
          />
          <FileInput
            label="Picture (optional)"
            accept={storedFileAccept('image')}
            clearable
            value={form.image}
            onChange={(file) => set('image', file)}
            error={problems.image}
          />
        </SimpleGrid>
        <Textarea
          label="Description (optional)"
          autosize
          minRows={2}
          value={form.description}
          onChange={(event) => set('description', event.currentTarget.value)}
        />
        <ChoiceRadios
          label="Send a note to the building manager"
          value={form.sendNote}
          onChange={(value) => set('sendNote', value)}
          choices={YES_NO}
        />
        <Textarea
          label="Note"
          autosize
          minRows={2}
          disabled={form.sendNote !== 'yes'}
          value={form.note}
          onChange={(event) => set('note', event.currentTarget.value)}
          error={problems.note}
        />
        <CancelSubmitButtons
          submitLabel="Submit"
          submitting={update.isPending}
          onCancel={() => void navigate(list)}
        />
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
