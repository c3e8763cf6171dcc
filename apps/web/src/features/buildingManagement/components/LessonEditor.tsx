import { useState } from 'react';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Input, Paper, Stack } from '@mantine/core';
import { RichTextToolbar } from '../../../ui/RichTextToolbar';

/** The editor's height (spec 002, 9); longer lessons scroll inside it. */
const EDITOR_HEIGHT = 500;

const tools = ['bold', 'italic', 'heading', 'bulletList', 'orderedList'] as const;

/**
 * A lesson's content as rich text. The editor starts from `initialHtml` and reports each change; an
 * editor with nothing in it reports '' so the empty rule can say so.
 */
export function LessonEditor({
  id,
  label,
  initialHtml,
  error,
  onChange,
}: {
  id: string;
  label: string;
  initialHtml: string;
  error: string | null;
  onChange: (html: string) => void;
}) {
  const errorId = `${id}-error`;
  // Built once: tiptap applies changed options to the view again, which would drop keys typed meanwhile.
  const [options] = useState(() => ({
    content: initialHtml,
    editorProps: {
      attributes: {
        id,
        'aria-labelledby': `${id}-label`,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-describedby': errorId,
        style: `min-height: ${EDITOR_HEIGHT - 40}px; outline: none`,
      },
    },
  }));
  const editor = useEditor({
    extensions: [StarterKit],
    ...options,
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? '' : changed.getHTML()),
  });

  return (
    <Stack gap={6}>
      <Input.Label id={`${id}-label`} required>
        {label}
      </Input.Label>
      <RichTextToolbar editor={editor} tools={tools} />
      <Paper
        withBorder
        p="sm"
        h={EDITOR_HEIGHT}
        style={{ overflowY: 'auto', borderColor: error ? 'var(--mantine-color-error)' : undefined }}
      >
        <EditorContent editor={editor} />
      </Paper>
      <Input.Error id={errorId}>{error}</Input.Error>
    </Stack>
  );
}
