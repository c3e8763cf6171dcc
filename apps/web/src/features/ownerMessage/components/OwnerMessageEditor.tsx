import { useState } from 'react';
import { Button, FileInput, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { ownerMessageMessages as words } from '@hgn/domain/messages';
import { isOwnerMessagePicture, OWNER_MESSAGE_LIMITS, type OwnerMessageJson } from '@hgn/domain/ownerMessage';
import { serverSentence } from '../../../shared/api/apiError';
import { toastError, toastSuccess } from '../../../ui/notify';
import { readFileAsDataUrl } from '../../../ui/readFileAsDataUrl';
import { useChangeOwnerMessage } from '../api/changeOwnerMessage';

const PICTURE_NAME = /\.(jpe?g|png)$/i;
const PICTURE_TYPES: readonly string[] = OWNER_MESSAGE_LIMITS.pictureTypes;

/** Whether a chosen file is a picture the header takes: a .jpg, .jpeg or .png of a picture type. */
export const isAcceptedPicture = (file: File): boolean =>
  PICTURE_NAME.test(file.name) && PICTURE_TYPES.includes(file.type);

/**
 * Sets the header message (a text of up to 100 characters or a picture) as the current or the
 * standard message, or deletes the current one. Saving is off until something changed.
 */
export function OwnerMessageEditor({ current, onClose }: { current: OwnerMessageJson; onClose: () => void }) {
  const initialText = isOwnerMessagePicture(current.message) ? '' : current.message;
  const [text, setText] = useState(initialText);
  const [file, setFile] = useState<File | null>(null);
  const [picture, setPicture] = useState<string | null>(null);
  const [isInvalidPicture, setInvalidPicture] = useState(false);
  const { save, remove } = useChangeOwnerMessage();
  const isUnchanged = picture === null && text.trim() === initialText;
  const isBusy = save.isPending || remove.isPending;

  const choose = async (chosen: File | null) => {
    setPicture(null);
    if (chosen && !isAcceptedPicture(chosen)) {
      setFile(null);
      setInvalidPicture(true);
      return;
    }
    setFile(chosen);
    if (chosen) setPicture(await readFileAsDataUrl(chosen));
  };

  const submit = (isStandard: boolean) =>
    save.mutate(
      { newMessage: picture ?? text.trim(), isStandard },
      {
        onSuccess: () => {
          toastSuccess(isStandard ? words.standardSaved : words.messageSaved);
          onClose();
        },
        onError: (error) => toastError(words.standardSaveFailed(serverSentence(error, error.message))),
      },
    );
  const deleteMessage = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toastSuccess(words.messageDeleted);
        onClose();
      },
      onError: (error) => toastError(words.deleteFailed(serverSentence(error, error.message))),
    });

  return (
    <>
      <Modal opened onClose={onClose} title="Header message">
        <Stack gap="sm">
          <Textarea
            label="Message"
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            maxLength={OWNER_MESSAGE_LIMITS.textMax}
            description={`${text.length} / ${OWNER_MESSAGE_LIMITS.textMax}`}
            disabled={picture !== null}
            autosize
            minRows={2}
          />
          <FileInput
            label="Picture"
            accept=".jpg,.jpeg,.png,image/png,image/jpeg"
            value={file}
            onChange={(chosen) => void choose(chosen)}
            clearable
            description={words.pictureHint}
          />
          <Group justify="space-between">
            <Button
              variant="light"
              color="red"
              onClick={deleteMessage}
              loading={remove.isPending}
              disabled={isBusy}
            >
              Delete message
            </Button>
            <Group gap="xs">
              <Button variant="default" onClick={() => submit(true)} disabled={isUnchanged || isBusy}>
                Save as standard
              </Button>
              <Button onClick={() => submit(false)} loading={save.isPending} disabled={isUnchanged || isBusy}>
                Save
              </Button>
            </Group>
          </Group>
        </Stack>
      </Modal>
      <Modal
        opened={isInvalidPicture}
        onClose={() => setInvalidPicture(false)}
        title={words.invalidImageTitle}
      >
        <Text>{words.invalidImage}</Text>
      </Modal>
    </>
  );
}
