import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { PICTURE_FILE_ACCEPT } from '@hgn/domain/users';

/** Names the hidden file input for assistive technology: a label of its own, or the id of one. */
type InputName = { 'aria-label': string } | { 'aria-labelledby': string };

/**
 * A dashed area a picture can be dropped on, with a button that opens the file chooser (png, jpeg or
 * jpg). The caller checks and uses the file, and shows the preview and any further buttons.
 */
export function PictureDropZone({
  preview,
  onFile,
  inputName,
  chooseVariant = 'default',
  choosing = false,
  actions,
  testId,
  children,
}: {
  preview: ReactNode;
  onFile: (file: File) => void;
  inputName: InputName;
  chooseVariant?: 'default' | 'light';
  choosing?: boolean;
  actions?: ReactNode;
  testId?: string;
  children?: ReactNode;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [isOver, setOver] = useState(false);

  const take = (file: File | undefined): void => {
    if (file) onFile(file);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>): void => {
    event.preventDefault();
    setOver(false);
    take(event.dataTransfer.files[0]);
  };

  return (
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
      data-testid={testId}
    >
      <Group gap="md" wrap="nowrap" align="center">
        {preview}
        <Stack gap={6} align="flex-start">
          <Text size="sm">Drop a png, jpeg or jpg of at most 50KB here, or</Text>
          <Group gap="xs">
            <Button
              size="xs"
              variant={chooseVariant}
              loading={choosing}
              onClick={() => input.current?.click()}
            >
              Choose a picture
            </Button>
            {actions}
          </Group>
        </Stack>
      </Group>
      <input
        ref={input}
        type="file"
        accept={PICTURE_FILE_ACCEPT}
        hidden
        {...inputName}
        onChange={(event) => {
          take(event.currentTarget.files?.[0]);
          event.currentTarget.value = '';
        }}
      />
      {children}
    </Paper>
  );
}
