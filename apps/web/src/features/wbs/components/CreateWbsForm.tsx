import { wbsMessages, wbsNameSchema } from '@hgn/domain/wbs';
import { serverSentence } from '../../../shared/api/apiError';
import { refusalCode } from '../../../shared/api/call';
import { wbsEndpoints } from '../../../shared/api/endpoints/wbs';
import { CreateByNameForm, type CreateByNameOutcome } from '../../../ui/CreateByNameForm';
import { toastRefusal, toastSuccess } from '../../../ui/notify';
import { useCreateWbs } from '../api/wbsApi';
import { wbsNotices } from '../wbsText';

/** A new active WBS of the project by name; a missing or taken name is said on the field. */
export function CreateWbsForm({ projectId }: { projectId: string }) {
  const create = useCreateWbs(projectId);

  const createNamed = (name: string, { onNameError, onCreated }: CreateByNameOutcome) => {
    const parsed = wbsNameSchema.safeParse(name);
    if (!parsed.success) {
      onNameError(parsed.error.issues[0]?.message ?? wbsMessages.nameRequired);
      return;
    }
    create.mutate(
      { wbsName: parsed.data, isActive: true },
      {
        onSuccess: () => {
          toastSuccess(wbsNotices.created);
          onCreated();
        },
        onError: (failure) => {
          if (refusalCode(failure, wbsEndpoints.create) === 'WBS_NAME_TAKEN')
            onNameError(serverSentence(failure, wbsMessages.nameTaken(parsed.data)));
          else toastRefusal(failure, wbsNotices.createFailed);
        },
      },
    );
  };

  return (
    <CreateByNameForm
      label="New WBS name"
      placeholder="WBS name"
      maxLength={200}
      submitLabel="Create WBS"
      isCreating={create.isPending}
      create={createNamed}
    />
  );
}
