import { useState, type ChangeEvent } from 'react';
import {
  Button,
  Checkbox,
  FileButton,
  Group,
  Modal,
  NumberInput,
  Select,
  Stack,
  TextInput,
  Textarea,
} from '@mantine/core';
import {
  BADGE_CATEGORIES,
  BADGE_TYPE_FIELDS,
  BADGE_TYPES,
  badgeInput,
  type BadgeDefinitionJson,
  type BadgeInput,
  type BadgeType,
} from '@hgn/domain/badges';
import { serverSentence } from '../../../shared/api/apiError';
import { refusalCode } from '../../../shared/api/call';
import { badgesEndpoints } from '../../../shared/api/endpoints/badges';
import { useCreateBadge, useUpdateBadge } from '../api/badgesApi';
import { BadgeImage } from './BadgeImage';
import { toastSuccess } from '../../../ui/notify';

type NumberField = 'multiple' | 'weeks' | 'months' | 'totalHrs' | 'people';
const numberLabels: Record<NumberField, string> = {
  multiple: 'Multiple of commitment',
  weeks: 'Weeks',
  months: 'Months',
  totalHrs: 'Total hours',
  people: 'People led',
};

type FormState = Required<Pick<BadgeInput, 'badgeName' | 'description' | 'imageUrl' | 'showReport'>> & {
  type: BadgeType;
  category: string;
  /** Left empty, the badge is unranked (0). */
  ranking?: number;
} & Partial<Record<NumberField, number>>;

const initialState = (badge?: BadgeDefinitionJson): FormState => ({
  badgeName: badge?.badgeName ?? '',
  description: badge?.description ?? '',
  imageUrl: badge?.imageUrl ?? '',
  showReport: badge?.showReport ?? false,
  type: badge?.type ?? 'Custom',
  category: badge?.category ?? 'Unspecified',
  ranking: badge?.ranking ?? 0,
  multiple: badge?.multiple,
  weeks: badge?.weeks,
  months: badge?.months,
  totalHrs: badge?.totalHrs,
  people: badge?.people,
});

const readAsDataUrl = (file: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable file'));
    reader.onerror = () => reject(new Error('unreadable file'));
    reader.readAsDataURL(file);
  });

/** Create a badge, or edit one when `badge` is given. */
export function BadgeFormDialog({
  badge,
  opened,
  onClose,
}: {
  badge?: BadgeDefinitionJson;
  opened: boolean;
  onClose: () => void;
}) {
  const [form, setForm] = useState<FormState>(() => initialState(badge));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateBadge();
  const update = useUpdateBadge();
  const saving = create.isPending || update.isPending;
  const fields = BADGE_TYPE_FIELDS[form.type];

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const text =
    (key: 'badgeName' | 'description' | 'imageUrl') =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set(key, event.currentTarget.value);

  const submit = async () => {
    const parsed = badgeInput.safeParse({
      ...form,
      category: fields.includes('category') ? form.category : 'Unspecified',
    });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    setErrors({});
    try {
      if (badge) await update.mutateAsync({ id: badge._id, input: parsed.data });
      else await create.mutateAsync(parsed.data);
      toastSuccess(badge ? 'Badge updated.' : 'Badge created.');
      onClose();
    } catch (error) {
      // A name in use is said on the name; any other refusal under the form, in the server's words.
      const nameTaken =
        refusalCode(error, badge ? badgesEndpoints.update : badgesEndpoints.create) === 'BADGE_NAME_TAKEN';
      setErrors({
        [nameTaken ? 'badgeName' : 'form']: serverSentence(error, 'The badge could not be saved.'),
      });
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={badge ? `Edit ${badge.badgeName}` : 'Create a badge'}
      size="lg"
    >
      <Stack gap="sm">
        <TextInput
          label="Name"
          required
          value={form.badgeName}
          onChange={text('badgeName')}
          error={errors.badgeName}
        />
        <Group align="flex-end" wrap="nowrap">
          <BadgeImage
            name={form.badgeName || '?'}
            imageUrl={errors.imageUrl ? '' : form.imageUrl}
            size="lg"
          />
          <TextInput
            style={{ flex: 1 }}
            label="Image URL"
            description="An https address, or upload a picture"
            value={form.imageUrl}
            onChange={text('imageUrl')}
            error={errors.imageUrl}
          />
          <FileButton
            accept="image/png,image/jpeg,image/gif,image/webp"
            onChange={(file) => file && void readAsDataUrl(file).then((url) => set('imageUrl', url))}
          >
            {(props) => (
              <Button variant="default" {...props}>
                Upload
              </Button>
            )}
          </FileButton>
        </Group>
        <Select
          label="Type"
          data={[...BADGE_TYPES]}
          value={form.type}
          allowDeselect={false}
          onChange={(value) => value && set('type', value)}
          error={errors.type}
        />
        {fields.includes('category') && (
          <Select
            label="Category"
            data={[...BADGE_CATEGORIES]}
            value={form.category}
            allowDeselect={false}
            onChange={(value) => value && set('category', value)}
            error={errors.category}
          />
        )}
        {(Object.keys(numberLabels) as NumberField[])
          .filter((key) => fields.includes(key))
          .map((key) => (
            <NumberInput
              key={key}
              label={numberLabels[key]}
              min={0}
              allowDecimal={false}
              value={form[key] ?? ''}
              onChange={(value) => set(key, typeof value === 'number' ? value : undefined)}
              error={errors[key]}
            />
          ))}
        <NumberInput
          label="Ranking"
          description="1 is shown first; 0 means unranked and is shown last"
          min={0}
          allowDecimal={false}
          value={form.ranking ?? ''}
          onChange={(value) => set('ranking', typeof value === 'number' ? value : undefined)}
          error={errors.ranking}
        />
        <Textarea
          label="Description"
          autosize
          minRows={2}
          value={form.description}
          onChange={text('description')}
          error={errors.description}
        />
        <Checkbox
          label="Show in reports"
          checked={form.showReport}
          onChange={(event) => set('showReport', event.currentTarget.checked)}
        />
        {errors.form && (
          <div role="alert" style={{ color: 'var(--mantine-color-error)' }}>
            {errors.form}
          </div>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} loading={saving}>
            {badge ? 'Save' : 'Create'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
