import { wbsMessages, wbsNameSchema, type WbsListItemJson } from '@hgn/domain/wbs';
import { serverSentence } from '../../../shared/api/apiError';
import { refusalCode } from '../../../shared/api/call';
import { wbsEndpoints } from '../../../shared/api/endpoints/wbs';
import { NameEditModal } from '../../../ui/NameEditModal';
import { useUpdateWbs } from '../api/wbsApi';
import { wbsNotices } from '../wbsText';

/** Renaming a WBS; a name another WBS of the project has (ignoring case) is said on the field. */
export function RenameWbsModal({ wbs, onClose }: { wbs: WbsListItemJson; onClose: () => void }) {
  const update = useUpdateWbs();
  return (
    <NameEditModal
      title={`Rename ${wbs.wbsName}`}
      label="WBS name"
      initialName={wbs.wbsName}
      schema={wbsNameSchema}
      missingMessage={wbsMessages.nameRequired}
      update={update}
      variablesOf={(wbsName) => ({ wbsId: wbs._id, wbsName })}
      savedNotice={wbsNotices.renamed}
      failedNotice={wbsNotices.updateFailed}
      takenMessage={(failure, wbsName) =>
        refusalCode(failure, wbsEndpoints.update) === 'WBS_NAME_TAKEN'
          ? serverSentence(failure, wbsMessages.nameTaken(wbsName))
          : undefined
      }
      onClose={onClose}
    />
  );
}
