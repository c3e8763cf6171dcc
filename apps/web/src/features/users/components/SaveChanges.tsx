import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertTriangle } from '@tabler/icons-react';
import { profileMessages } from '@hgn/domain/messages';
import type { ErrorCodeOf } from '@hgn/domain/contracts/endpoint';
import { isApiError, serverSentence } from '../../../shared/api/apiError';
import { refusalCode } from '../../../shared/api/call';
import { usersEndpoints } from '../../../shared/api/endpoints/users';
import { reloadPage } from '../../../ui/reloadPage';

/** The red sticky reminder shown after any change until it is saved. */
export function UnsavedChangesWarning({ isShown }: { isShown: boolean }) {
  if (!isShown) return null;
  return (
    <Alert
      color="red"
      variant="filled"
      icon={<IconAlertTriangle aria-hidden />}
      role="status"
      style={{ position: 'sticky', top: 'calc(var(--app-shell-header-height, 0px) + 8px)', zIndex: 5 }}
    >
      {profileMessages.unsavedChanges}
    </Alert>
  );
}

/** 'Must save first.' in a modal titled 'Error, {action}': an action that leaves unsaved changes behind. */
export const showMustSaveFirst = (action: string): void => {
  modals.open({
    title: profileMessages.errorTitle(action),
    closeButtonProps: { 'aria-label': 'Close dialog' },
    children: <Text>{profileMessages.mustSaveFirst}</Text>,
  });
};

type Outcome =
  | { kind: 'saved' }
  | { kind: 'stale'; message: string }
  | { kind: 'refused'; message: string }
  | { kind: 'failed' };

/** Refusals of a profile save whose sentence the server wrote for the user to read. */
const SAID_IN_SERVER_WORDS: ReadonlySet<string> = new Set<ErrorCodeOf<typeof usersEndpoints.update>>([
  'FORBIDDEN',
  'FIELD_FORBIDDEN',
  'EMAIL_TAKEN',
  'NOT_A_VALID_USER',
  'TEAM_NOT_FOUND',
  'PROJECT_NOT_FOUND',
  'VALIDATION_FAILED',
  'INVALID_CHARACTERS',
  'BAD_REQUEST',
  'OUT_OF_RANGE',
  'INVALID_VALUE',
  'TOO_LONG',
  'INVALID_DATE',
]);

function outcomeOf(error: unknown): Outcome {
  const code = refusalCode(error, usersEndpoints.update);
  if (code === 'STALE_WRITE')
    return {
      kind: 'stale',
      message: serverSentence(error, 'This profile was changed elsewhere. Reload the page.'),
    };
  if (code !== undefined && SAID_IN_SERVER_WORDS.has(code) && isApiError(error) && error.serverMessage)
    return { kind: 'refused', message: error.serverMessage };
  return { kind: 'failed' };
}

interface SaveChangesButtonProps {
  isDirty: boolean;
  isDisabled: boolean;
  onSave: () => Promise<void>;
}

/** Save Changes: a confirmation, 'Saving...', then a result dialog; a stale copy asks for a reload. */
export function SaveChangesButton({ isDirty, isDisabled, onSave }: SaveChangesButtonProps) {
  const [isConfirming, setConfirming] = useState(false);
  const [isSaving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const save = async (): Promise<void> => {
    setConfirming(false);
    setSaving(true);
    try {
      await onSave();
      setOutcome({ kind: 'saved' });
    } catch (error) {
      setOutcome(outcomeOf(error));
    } finally {
      setSaving(false);
    }
  };

  const title =
    outcome?.kind === 'saved'
      ? 'Success'
      : outcome?.kind === 'stale'
        ? 'Reload needed'
        : profileMessages.saveErrorTitle;
  return (
    <>
      <Button
        onClick={() => setConfirming(true)}
        disabled={isDisabled || !isDirty || isSaving}
        loading={false}
      >
        {isSaving ? profileMessages.saving : 'Save Changes'}
      </Button>
      <Modal
        opened={isConfirming}
        onClose={() => setConfirming(false)}
        closeButtonProps={{ 'aria-label': 'Close dialog' }}
        title="Save Changes"
      >
        <Stack>
          <Text>Do you want to save the changes to this profile?</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button onClick={() => void save()}>Save</Button>
          </Group>
        </Stack>
      </Modal>
      <Modal
        opened={outcome !== null}
        onClose={() => setOutcome(null)}
        closeButtonProps={{ 'aria-label': 'Close dialog' }}
        title={title}
      >
        <Stack>
          <Text>
            {outcome?.kind === 'saved'
              ? 'Your changes have been saved.'
              : outcome?.kind === 'stale' || outcome?.kind === 'refused'
                ? outcome.message
                : profileMessages.saveError}
          </Text>
          <Group justify="flex-end">
            {outcome?.kind === 'stale' && <Button onClick={reloadPage}>Reload</Button>}
            <Button
              variant={outcome?.kind === 'stale' ? 'default' : 'filled'}
              onClick={() => setOutcome(null)}
            >
              Close
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
