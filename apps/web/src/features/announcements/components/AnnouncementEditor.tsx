import { useState } from 'react';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Input, Paper } from '@mantine/core';
import { RichTextToolbar } from '../../../ui/RichTextToolbar';

const tools = ['bold', 'italic', 'heading', 'bulletList', 'orderedList'] as const;
const MIN_HEIGHT = 240;

/** The announcement's body as rich text; an editor with nothing in it reports ''. */
export function AnnouncementEditor({
  error,
  onChange,
}: {
  error: string | undefined;
  onChange: (html: string) => void;
}) {
  // Built once: tiptap applies changed options to the view again, which would drop keys typed meanwhile.
  const [options] = useState(() => ({
    editorProps: {
      attributes: {
        'aria-labelledby': 'announcement-message-label',
        'aria-describedby': 'announcement-message-error',
        role: 'textbox',
        'aria-multiline': 'true',
        style: `min-height: ${MIN_HEIGHT}px; outline: none`,
      },
    },
  }));
  const editor = useEditor({
    extensions: [StarterKit],
    ...options,
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? '' : changed.getHTML()),
  });
  return (
    <div>
      <Input.Label id="announcement-message-label" required>
        Message
      </Input.Label>
      <RichTextToolbar editor={editor} tools={tools} />
      <Paper
        withBorder
        p="sm"
        mt={4}
        style={{ borderColor: error ? 'var(--mantine-color-error)' : undefined }}
      >
        <EditorContent editor={editor} />
      </Paper>
      <Input.Error id="announcement-message-error">{error}</Input.Error>
    </div>
  );
}
