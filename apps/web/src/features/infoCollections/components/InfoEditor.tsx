import { useEditor, EditorContent } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Group, Paper, Stack } from '@mantine/core';
import { RichTextToolbar } from '../../../ui/RichTextToolbar';
import { INFO_EDITOR_MAX_HEIGHT, INFO_EDITOR_MIN_HEIGHT } from '@hgn/domain/infoCollections';

interface InfoEditorProps {
  initialHtml: string;
  /** The editing area's accessible name. */
  label?: string;
  fontSize: number;
  saving: boolean;
  onSave: (html: string) => void;
  onCancel: () => void;
}

const tools = ['bold', 'italic', 'heading', 'bulletList', 'orderedList'] as const;

/** The rich-text editor pop-up content is edited in; loaded only when editing starts. */
export function InfoEditor({
  initialHtml,
  label = 'Info content',
  fontSize,
  saving,
  onSave,
  onCancel,
}: InfoEditorProps) {
  const editor = useEditor({
    extensions: [StarterKit],
    content: initialHtml,
    editorProps: { attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' } },
  });

  return (
    <Stack gap="xs">
      <RichTextToolbar editor={editor} tools={tools} />
      <Paper
        withBorder
        p="sm"
        style={{
          minHeight: INFO_EDITOR_MIN_HEIGHT,
          maxHeight: INFO_EDITOR_MAX_HEIGHT,
          overflowY: 'auto',
          fontSize,
        }}
      >
        <EditorContent editor={editor} />
      </Paper>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button loading={saving} onClick={() => editor && onSave(editor.getHTML())}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}
