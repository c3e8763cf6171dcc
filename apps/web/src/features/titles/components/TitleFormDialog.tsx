import { Controller, type Control } from 'react-hook-form';
import { Modal, Select, Stack, TextInput, type SelectProps } from '@mantine/core';
import {
  TITLE_CODE_MAX,
  titleInput,
  type TitleInput,
  type TitleJson,
  type TitleValues,
} from '@hgn/domain/titles';
import { serverSentence } from '../../../shared/api/apiError';
import { refusalCode } from '../../../shared/api/call';
import { titlesEndpoints } from '../../../shared/api/endpoints/titles';
import { CancelSubmitButtons, FormErrorAlert } from '../../../ui/FormParts';
import { toastSuccess } from '../../../ui/notify';
import { useDialogForm, type FormFailure } from '../../../ui/useDialogForm';
import { useCreateTitle, useTitleChoices, useUpdateTitle } from '../api/titlesApi';

type FormValues = TitleInput;

const valuesOf = (title?: TitleJson): FormValues => ({
  titleName: title?.titleName ?? '',
  titleCode: title?.titleCode ?? '',
  teamCode: title?.teamCode ?? '',
  mediaFolder: title?.mediaFolder ?? '',
  projectAssigned: { _id: title?.projectAssigned._id ?? '' },
  teamAssiged: { _id: title?.teamAssiged?._id ?? '' },
});

/** The field a refusal belongs to, from its code; anything else is said above the form. */
const FIELD_OF_REFUSAL: Record<string, FormFailure<FormValues>['field']> = {
  TITLE_CODE_TAKEN: 'titleCode',
  TITLE_NAME_TAKEN: 'titleName',
  TITLE_TEAM_CODE_UNKNOWN: 'teamCode',
  TITLE_PROJECT_UNKNOWN: 'projectAssigned._id',
  TITLE_TEAM_UNKNOWN: 'teamAssiged._id',
};

/** A searchable choice of the form, held as text: empty when nothing is chosen. */
function ChoiceSelect({
  control,
  name,
  required = false,
  ...select
}: {
  control: Control<FormValues, unknown, TitleValues>;
  name: 'projectAssigned._id' | 'teamAssiged._id' | 'teamCode';
  label: string;
  description?: string;
  required?: boolean;
  data: SelectProps['data'];
  error: string | undefined;
  nothingFoundMessage: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          {...select}
          required={required}
          clearable={!required}
          searchable
          value={field.value || null}
          onChange={(value) => field.onChange(value ?? '')}
        />
      )}
    />
  );
}

/** Adds a Quick Setup title, or edits the one given. */
export function TitleFormDialog({ title, onClose }: { title?: TitleJson; onClose: () => void }) {
  const choices = useTitleChoices();
  const create = useCreateTitle();
  const update = useUpdateTitle();
  const dialog = useDialogForm(titleInput, valuesOf(title), onClose);
  const {
    register,
    control,
    handleSubmit,
    getValues,
    formState: { errors },
  } = dialog.form;

  // The form's own values are sent: the server trims and checks them with the same schema.
  const send = async (): Promise<void> => {
    dialog.clearFormError();
    const input = getValues();
    try {
      if (title) await update.mutateAsync({ id: title._id, input });
      else await create.mutateAsync(input);
      toastSuccess(title ? 'Title updated.' : 'Title added.');
      dialog.close();
    } catch (error) {
      const code = refusalCode(error, title ? titlesEndpoints.update : titlesEndpoints.create);
      dialog.showFailure({
        field: (code && FIELD_OF_REFUSAL[code]) || 'form',
        message: serverSentence(error, 'The title could not be saved.'),
      });
    }
  };
  const submit = handleSubmit(send);

  return (
    <Modal
      opened
      onClose={dialog.close}
      title={title ? `Edit ${title.titleName}` : 'Add a Quick Setup title'}
    >
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Quick Setup title">
        <Stack gap="sm">
          <FormErrorAlert message={dialog.formError} />
          <TextInput
            label="Title name"
            required
            data-autofocus
            error={errors.titleName?.message}
            {...register('titleName')}
          />
          <TextInput
            label="Title code"
            description={`Up to ${TITLE_CODE_MAX} characters, with at least one letter`}
            required
            maxLength={TITLE_CODE_MAX}
            error={errors.titleCode?.message}
            {...register('titleCode')}
          />
          <ChoiceSelect
            control={control}
            name="projectAssigned._id"
            label="Project"
            required
            data={choices.projects}
            error={errors.projectAssigned?._id?.message ?? errors.projectAssigned?.message}
            nothingFoundMessage="No project found"
          />
          <ChoiceSelect
            control={control}
            name="teamAssiged._id"
            label="Team"
            data={choices.teams}
            error={errors.teamAssiged?._id?.message}
            nothingFoundMessage="No team found"
          />
          <ChoiceSelect
            control={control}
            name="teamCode"
            label="Team code"
            description="A code volunteers already use"
            data={choices.teamCodes}
            error={errors.teamCode?.message}
            nothingFoundMessage="No volunteer uses this code"
          />
          <TextInput
            label="Media folder"
            placeholder="https://"
            error={errors.mediaFolder?.message}
            {...register('mediaFolder')}
          />
          <CancelSubmitButtons
            submitLabel={title ? 'Save' : 'Add title'}
            submitting={create.isPending || update.isPending}
            onCancel={dialog.close}
          />
        </Stack>
      </form>
    </Modal>
  );
}
