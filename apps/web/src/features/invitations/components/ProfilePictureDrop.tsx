import { useRef, useState, type DragEvent } from 'react';
import { Avatar, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { PICTURE_ACCEPT, pictureFileProblem, readAsDataUrl } from '../pictureFile';

interface ProfilePictureDropProps {
  value: string | undefined;
  onChange: (dataUrl: string | undefined) => void;
}

/** A single png, jpeg or jpg of at most 50 KB, dropped or chosen, previewed before it is sent. */
export function ProfilePictureDrop({ value, onChange }: ProfilePictureDropProps) {
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [isOver, setOver] = useState(false);

  const take = async (file: File | undefined): Promise<void> => {
    if (!file) return;
    const refused = pictureFileProblem(file);
    setProblem(refused ?? null);
    if (refused) return;
    try {
      onChange(await readAsDataUrl(file));
    } catch {
      setProblem('The picture could not be read. Please choose another file.');
    }
  };

  const onDrop = (event: DragEvent<HTMLDivElement>): void => {
    event.preventDefault();
    setOver(false);
    void take(event.dataTransfer.files[0]);
  };

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} id="profile-picture-label">
        Profile picture (optional)
      </Text>
      <Paper
        withBorder
        p="md"
        radius="md"
        style={{ borderStyle: 'dashed', borderColor: isOver ? 'var(--mantine-color-blue-6)' : undefined }}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <Group gap="md" wrap="nowrap">
          <Avatar src={value} size={64} radius="xl" alt={value ? 'Your profile picture' : undefined} />
          <Stack gap={4} align="flex-start">
            <Text size="sm">Drop a png, jpeg or jpg of at most 50KB here, or</Text>
            <Group gap="xs">
              <Button size="xs" variant="default" onClick={() => input.current?.click()}>
                Choose a picture
              </Button>
              {value && (
                <Button size="xs" variant="subtle" color="gray" onClick={() => onChange(undefined)}>
                  Remove
                </Button>
              )}
            </Group>
          </Stack>
        </Group>
        <input
          ref={input}
          type="file"
          accept={PICTURE_ACCEPT}
          hidden
          aria-labelledby="profile-picture-label"
          onChange={(event) => {
            void take(event.currentTarget.files?.[0]);
            event.currentTarget.value = '';
          }}
        />
      </Paper>
      {problem && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
