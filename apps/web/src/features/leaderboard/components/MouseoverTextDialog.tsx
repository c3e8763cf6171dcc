import { TEXT_MAX } from '@hgn/domain/limits';
import { mouseoverTextInput, mouseoverTextMessages, type MouseoverTextJson } from '@hgn/domain/dashboard';
import { refusalCode } from '../../../shared/api/call';
import { dashboardEndpoints } from '../../../shared/api/endpoints/dashboard';
import { NameEditModal } from '../../../ui/NameEditModal';
import { useSaveMouseoverText } from '../api/leaderboardApi';

/**
 * The Owner writes the text shown on the leaderboard's total hours: the first one, or a change of it.
 * When another Owner wrote the first one meanwhile, the field says so and the text is read again.
 */
export function MouseoverTextDialog({
  current,
  onClose,
}: {
  current: MouseoverTextJson | null;
  onClose: () => void;
}) {
  const save = useSaveMouseoverText();
  return (
    <NameEditModal
      title="Mouseover text of the total hours"
      label="Mouseover text"
      initialName={current?.mouseoverText ?? ''}
      schema={mouseoverTextInput.shape.newMouseoverText}
      missingMessage={mouseoverTextMessages.required}
      maxLength={TEXT_MAX.title}
      update={save}
      variablesOf={(text) => ({ id: current?._id ?? null, text })}
      savedNotice={current ? mouseoverTextMessages.updated : mouseoverTextMessages.created}
      failedNotice="The mouseover text could not be saved."
      takenMessage={(failure) =>
        refusalCode(failure, dashboardEndpoints.createMouseoverText) === 'MOUSEOVER_TEXT_EXISTS'
          ? mouseoverTextMessages.exists
          : undefined
      }
      onClose={onClose}
    />
  );
}
