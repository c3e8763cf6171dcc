import { useState } from 'react';
import { Avatar, Button, Stack, Text } from '@mantine/core';
import { PictureDropZone } from '../../../ui/PictureDropZone';
import { pictureFileProblem, readAsDataUrl } from '../pictureFile';
import { FormProblemText } from '../../../ui/FormParts';

interface ProfilePictureDropProps {
  value: string | undefined;
  onChange: (dataUrl: string | undefined) => void;
}

/** A single png, jpeg or jpg of at most 50 KB, dropped or chosen, previewed before it is sent. */
export function ProfilePictureDrop({ value, onChange }: ProfilePictureDropProps) {
  const [problem, setProblem] = useState<string | null>(null);

  const take = async (file: File): Promise<void> => {
    const refused = pictureFileProblem(file);
    setProblem(refused ?? null);
    if (refused) return;
    try {
      onChange(await readAsDataUrl(file));
    } catch {
      setProblem('The picture could not be read. Please choose another file.');
    }
  };

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} id="profile-picture-label">
        Profile picture (optional)
      </Text>
      <PictureDropZone
        preview={
          <Avatar src={value} size={64} radius="xl" alt={value ? 'Your profile picture' : undefined} />
        }
        onFile={(file) => void take(file)}
        inputName={{ 'aria-labelledby': 'profile-picture-label' }}
        actions={
          value && (
            <Button size="xs" variant="subtle" color="gray" onClick={() => onChange(undefined)}>
              Remove
            </Button>
          )
        }
      />
      <FormProblemText message={problem} />
    </Stack>
  );
}
