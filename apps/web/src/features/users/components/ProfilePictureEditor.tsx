import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { profileMessages } from '@hgn/domain/messages';
import { serverSentence } from '../../../shared/api/apiError';
import { PictureDropZone } from '../../../ui/PictureDropZone';
import { UserPhoto } from '../../../ui/UserPhoto';
import { useRemovePicture, useUploadPicture } from '../api/profileApi';
import { pictureProblem, type PictureProblem } from '../model/pictureFile';
import { resizeToFit } from '../model/pictureResize';
import { toastSuccess } from '../../../ui/notify';

interface ProfilePictureEditorProps {
  userId: string;
  profilePic: string;
  firstName: string;
  lastName: string;
}

type Refusal = PictureProblem & { file: File };

/** A png, jpeg or jpg of at most 50 KB, dropped or chosen, uploaded at once; a larger one can be resized here. */
export function ProfilePictureEditor({ userId, profilePic, firstName, lastName }: ProfilePictureEditorProps) {
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [isResizing, setResizing] = useState(false);
  const upload = useUploadPicture(userId);
  const remove = useRemovePicture(userId);

  const send = (picture: Blob): void =>
    upload.mutate(picture, {
      onSuccess: () => toastSuccess('Profile picture updated.'),
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: profileMessages.pictureErrorTitle,
          message: serverSentence(error, profileMessages.saveError),
        }),
    });

  const take = (file: File): void => {
    const problem = pictureProblem(file);
    if (problem) setRefusal({ ...problem, file });
    else send(file);
  };

  const resize = async (file: File): Promise<void> => {
    setResizing(true);
    try {
      const smaller = await resizeToFit(file);
      if (!smaller) throw new Error('too large');
      setRefusal(null);
      send(smaller);
    } catch {
      setRefusal({
        kind: 'type',
        message: 'The picture could not be resized. Please choose another file.',
        file,
      });
    } finally {
      setResizing(false);
    }
  };

  return (
    <PictureDropZone
      preview={
        <UserPhoto profilePic={profilePic} firstName={firstName} lastName={lastName} size={96} radius={96} />
      }
      onFile={take}
      inputName={{ 'aria-label': 'Profile picture file' }}
      chooseVariant="light"
      choosing={upload.isPending}
      testId="profile-picture-drop"
      actions={
        profilePic && (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            loading={remove.isPending}
            onClick={() => remove.mutate()}
          >
            Remove picture
          </Button>
        )
      }
    >
      <Modal
        opened={refusal !== null}
        onClose={() => setRefusal(null)}
        closeButtonProps={{ 'aria-label': 'Close dialog' }}
        title={profileMessages.pictureErrorTitle}
      >
        <Stack>
          <Text>{refusal?.message}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRefusal(null)}>
              Close
            </Button>
            {refusal?.kind === 'size' && (
              <Button loading={isResizing} onClick={() => void resize(refusal.file)}>
                Resize
              </Button>
            )}
          </Group>
        </Stack>
      </Modal>
    </PictureDropZone>
  );
}
