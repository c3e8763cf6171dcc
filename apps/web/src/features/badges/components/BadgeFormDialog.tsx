import { Button, Checkbox, FileButton, Group, Modal, Stack, TextInput, Textarea } from '@mantine/core';
import {
  BADGE_CATEGORIES,
  BADGE_TYPE_FIELDS,
  BADGE_TYPES,
  badgeInput,
  type BadgeDefinitionJson,
  type BadgeFields,
  type BadgeInput,
} from '@hgn/domain/badges';
import { serverSentence } from '../../../shared/api/apiError';
import { refusalCode } from '../../../shared/api/call';
import { badgesEndpoints } from '../../../shared/api/endpoints/badges';
import { ChoiceField } from '../../../ui/ChoiceField';
import { FormNumberInput } from '../../../ui/FormNumberInput';
import { CancelSubmitButtons, FormErrorAlert } from '../../../ui/FormParts';
import { readFileAsDataUrl } from '../../../ui/readFileAsDataUrl';
import { useDialogForm } from '../../../ui/useDialogForm';
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

type FormValues = BadgeInput;

const valuesOf = (badge?: BadgeDefinitionJson): FormValues => ({
  badgeName: badge?.badgeName ?? '',
  description: badge?.description ?? '',
  imageUrl: badge?.imageUrl ?? '',
  showReport: badge?.showReport ?? false,
  type: badge?.type ?? 'Custom',
  category: badge?.category ?? 'Unspecified',
  // Left empty, the badge is unranked (0).
  ranking: badge?.ranking ?? 0,
  multiple: badge?.multiple,
  weeks: badge?.weeks,
  months: badge?.months,
  totalHrs: badge?.totalHrs,
  people: badge?.people,
});

/** A badge's figures are whole numbers; emptied, one is held as empty text, which the schema reads as none. */
const noFigure = () => '' as const;

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
  const create = useCreateBadge();
  const update = useUpdateBadge();
  const dialog = useDialogForm(badgeInput, valuesOf(badge), onClose);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    watch,
    formState: { errors },
  } = dialog.form;
  const fields = BADGE_TYPE_FIELDS[watch('type') ?? 'Custom'];

  const send = async (values: BadgeFields): Promise<void> => {
    dialog.clearFormError();
    // A type awarded in no category keeps none.
    const input = { ...values, category: fields.includes('category') ? values.category : 'Unspecified' };
    try {
      if (badge) await update.mutateAsync({ id: badge._id, input });
      else await create.mutateAsync(input);
      toastSuccess(badge ? 'Badge updated.' : 'Badge created.');
      dialog.close();
    } catch (error) {
      // A name in use is said on the name; any other refusal above the form, in the server's words.
      const nameTaken =
        refusalCode(error, badge ? badgesEndpoints.update : badgesEndpoints.create) === 'BADGE_NAME_TAKEN';
      dialog.showFailure({
        field: nameTaken ? 'badgeName' : 'form',
        message: serverSentence(error, 'The badge could not be saved.'),
      });
    }
  };
  const submit = handleSubmit(send);

  return (
    <Modal
      opened={opened}
      onClose={dialog.close}
      title={badge ? `Edit ${badge.badgeName}` : 'Create a badge'}
      size="lg"
    >
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Badge">
        <Stack gap="sm">
          <FormErrorAlert message={dialog.formError} />
          <TextInput label="Name" required error={errors.badgeName?.message} {...register('badgeName')} />
          <Group align="flex-end" wrap="nowrap">
            <BadgeImage
              name={watch('badgeName') || '?'}
              imageUrl={errors.imageUrl ? '' : (watch('imageUrl') ?? '')}
              size="lg"
            />
            <TextInput
              style={{ flex: 1 }}
              label="Image URL"
              description="An https address, or upload a picture"
              error={errors.imageUrl?.message}
              {...register('imageUrl')}
            />
            <FileButton
              accept="image/png,image/jpeg,image/gif,image/webp"
              onChange={(file) =>
                file &&
                void readFileAsDataUrl(file).then((url) =>
                  setValue('imageUrl', url, { shouldValidate: errors.imageUrl !== undefined }),
                )
              }
            >
              {(props) => (
                <Button variant="default" {...props}>
                  Upload
                </Button>
              )}
            </FileButton>
          </Group>
          <ChoiceField control={control} name="type" label="Type" data={BADGE_TYPES} />
          {fields.includes('category') && (
            <ChoiceField control={control} name="category" label="Category" data={BADGE_CATEGORIES} />
          )}
          {(Object.keys(numberLabels) as NumberField[])
            .filter((key) => fields.includes(key))
            .map((key) => (
              <FormNumberInput
                key={key}
                control={control}
                name={key}
                label={numberLabels[key]}
                min={0}
                allowDecimal={false}
                notANumber={noFigure}
              />
            ))}
          <FormNumberInput
            control={control}
            name="ranking"
            label="Ranking"
            description="1 is shown first; 0 means unranked and is shown last"
            min={0}
            allowDecimal={false}
            notANumber={noFigure}
          />
          <Textarea
            label="Description"
            autosize
            minRows={2}
            error={errors.description?.message}
            {...register('description')}
          />
          <Checkbox label="Show in reports" {...register('showReport')} />
          <CancelSubmitButtons
            submitLabel={badge ? 'Save' : 'Create'}
            submitting={create.isPending || update.isPending}
            onCancel={dialog.close}
          />
        </Stack>
      </form>
    </Modal>
  );
}
