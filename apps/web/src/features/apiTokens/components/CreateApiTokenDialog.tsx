import { useState } from 'react';
import { Alert, Modal, Stack, TextInput } from '@mantine/core';
import {
  API_TOKEN_ACCESS,
  API_TOKEN_LIMITS,
  apiTokenInput,
  type ApiTokenInput,
  type CreatedApiTokenJson,
} from '@hgn/domain/apiTokens';
import { apiTokenMessages as msg } from '@hgn/domain/messages';
import { ChoiceField } from '../../../ui/ChoiceField';
import { FormNumberInput } from '../../../ui/FormNumberInput';
import { CancelSubmitButtons, FormErrorAlert } from '../../../ui/FormParts';
import { toastSuccess } from '../../../ui/notify';
import { ShownOnceSecret } from '../../../ui/ShownOnceSecret';
import { useDialogForm } from '../../../ui/useDialogForm';
import { useCreateApiToken } from '../api/apiTokensApi';

const blank: ApiTokenInput = { name: '', access: 'read', expiresInDays: 30 };

/**
 * Makes a token, then shows its secret once, with a copy button. The secret stays while the dialog
 * fades out; the page gives each opening a new `key`, so the next one starts afresh.
 */
export function CreateApiTokenDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const create = useCreateApiToken();
  const [created, setCreated] = useState<CreatedApiTokenJson | null>(null);
  const dialog = useDialogForm(apiTokenInput, blank, onClose);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = dialog.form;

  const submit = handleSubmit(async (values) => {
    dialog.clearFormError();
    try {
      setCreated(await create.mutateAsync(values));
      toastSuccess(msg.created);
    } catch (error) {
      dialog.showRefusal(error, 'The token could not be created.');
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={dialog.close}
      title={created ? 'Your new API token' : 'Create an API token'}
    >
      {created ? (
        <ShownOnceSecret
          notice={
            <Alert color="yellow" variant="light" title="Shown only once">
              {msg.shownOnce}
            </Alert>
          }
          secret={created.token}
          label="New API token"
          testId="new-api-token"
          onDone={dialog.close}
        />
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Create an API token">
          <Stack gap="sm">
            <FormErrorAlert message={dialog.formError} />
            <TextInput
              label="Name"
              description="What the token is for, so you know it again"
              required
              maxLength={API_TOKEN_LIMITS.nameMax}
              data-autofocus
              error={errors.name?.message}
              {...register('name')}
            />
            <ChoiceField
              control={control}
              name="access"
              label="Access"
              description="A read token can only read; a write token can also change what you can change"
              data={API_TOKEN_ACCESS}
            />
            <FormNumberInput
              control={control}
              name="expiresInDays"
              label="Expires in (days)"
              description={`From ${API_TOKEN_LIMITS.daysMin} to ${API_TOKEN_LIMITS.daysMax} days`}
              min={API_TOKEN_LIMITS.daysMin}
              max={API_TOKEN_LIMITS.daysMax}
              allowDecimal={false}
              notANumber={() => ''}
              required
            />
            <CancelSubmitButtons
              submitLabel="Create token"
              submitting={create.isPending}
              onCancel={dialog.close}
            />
          </Stack>
        </form>
      )}
    </Modal>
  );
}
