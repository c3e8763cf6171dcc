import { wbsMessages, wbsNameSchema, type WbsListItemJson } from '@hgn/domain/wbs';
import { serverSentence } from '../../../shared/api/apiError';
import { refusalCode } from '../../../shared/api/call';
import { wbsEndpoints } from '../../../shared/api/endpoints';
import { NameEditModal } from '../../../ui/NameEditModal';
import { toastRefusal, toastSuccess } from '../../../ui/notify';
import { useUpdateWbs } from '../api/wbsApi';
import { wbsNotices } from '../wbsText';

/** Renaming a WBS; a name another WBS of the project has (ignoring case) is said on the field. */
export function RenameWbsModal({ wbs, onClose }: { wbs: WbsListItemJson; onClose: () => void }) {
  const update = useUpdateWbs();

  const save = (wbsName: string, showError: (message: string) => void) =>
    update.mutate(
      { wbsId: wbs._id, wbsName },
      {
        onSuccess: () => {
          toastSuccess(wbsNotices.renamed);
          onClose();
        },
        onError: (failure) => {
          if (refusalCode(failure, wbsEndpoints.update) === 'WBS_NAME_TAKEN')
            showError(serverSentence(failure, wbsMessages.nameTaken(wbsName)));
          else toastRefusal(failure, wbsNotices.updateFailed);
        },
      },
    );

  return (
    <NameEditModal
      title={`Rename ${wbs.wbsName}`}
      label="WBS name"
      initialName={wbs.wbsName}
      schema={wbsNameSchema}
      missingMessage={wbsMessages.nameRequired}
      saving={update.isPending}
      onSave={save}
      onClose={onClose}
    />
  );
}
