import { useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { wbsMessages, wbsNameSchema } from '@hgn/domain/wbs';
import { serverSentence } from '../../../shared/api/apiError';
import { refusalCode } from '../../../shared/api/call';
import { wbsEndpoints } from '../../../shared/api/endpoints';
import { toastRefusal, toastSuccess } from '../../../ui/notify';
import { useCreateWbs } from '../api/wbsApi';
import { wbsNotices } from '../wbsText';

/** A new active WBS of the project by name; a missing or taken name is said on the field. */
export function CreateWbsForm({ projectId }: { projectId: string }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateWbs(projectId);

  const submit = () => {
    const parsed = wbsNameSchema.safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? wbsMessages.nameRequired);
      return;
    }
    create.mutate(
      { wbsName: parsed.data, isActive: true },
      {
        onSuccess: () => {
          toastSuccess(wbsNotices.created);
          setName('');
          setError(null);
        },
        onError: (failure) => {
          if (refusalCode(failure, wbsEndpoints.create) === 'WBS_NAME_TAKEN')
            setError(serverSentence(failure, wbsMessages.nameTaken(parsed.data)));
          else toastRefusal(failure, wbsNotices.createFailed);
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label="New WBS name"
          placeholder="WBS name"
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          style={{ flex: '1 1 16rem' }}
          maxLength={200}
        />
        <Button type="submit" loading={create.isPending} mt={{ base: 0, xs: 25 }}>
          Create WBS
        </Button>
      </Group>
    </form>
  );
}
