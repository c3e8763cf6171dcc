import { useEffect, useRef, useState } from 'react';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Paper } from '@mantine/core';
import { RichTextToolbar } from '../../../ui/RichTextToolbar';
import { hasPicture } from '@hgn/domain/weeklySummaries';

/** The editor grows with its text from this height to the next, then scrolls. */
const MIN_HEIGHT = 180;
const MAX_HEIGHT = 500;

const tools = ['bold', 'italic', 'bulletList', 'orderedList'] as const;

/** Whether pasted or dropped content carries a picture: an image file, or HTML with one. */
const carriesPicture = (data: DataTransfer | null): boolean =>
  data !== null &&
  (Array.from(data.files).some((file) => file.type.startsWith('image/')) ||
    hasPicture(data.getData('text/html')));

/**
 * One week's summary as rich text. Pictures are refused as they are pasted or dropped (`onPicture`
 * says so); the editor keeps only text with its formatting.
 */
export function SummaryEditor({
  label,
  html,
  invalid,
  describedBy,
  onChange,
  onPicture,
}: {
  label: string;
  html: string;
  invalid: boolean;
  /** The ids of the texts that describe the editor: its word count and its error. */
  describedBy: string;
  onChange: (html: string) => void;
  onPicture: () => void;
}) {
  // What the editor last said it holds: an `html` that differs came from elsewhere (a move).
  const emitted = useRef(html);
  const onPictureRef = useRef(onPicture);
  const invalidRef = useRef(invalid);
  useEffect(() => {
    onPictureRef.current = onPicture;
  });
  // The editor's options stay the same object from one render to the next: tiptap applies changed
  // options to the view again, which would drop keys typed meanwhile.
  const [options] = useState(() => ({
    content: html,
    editorProps: {
      // Read again as the view updates; `invalid` changing alone is written by the effect below.
      attributes: () => ({
        'aria-label': label,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-describedby': describedBy,
        'aria-invalid': String(invalidRef.current),
        style: `min-height: ${MIN_HEIGHT - 24}px; outline: none`,
      }),
      handlePaste: (_view: unknown, event: ClipboardEvent) => {
        if (!carriesPicture(event.clipboardData)) return false;
        onPictureRef.current();
        return true;
      },
      handleDrop: (_view: unknown, event: DragEvent) => {
        if (!carriesPicture(event.dataTransfer)) return false;
        onPictureRef.current();
        return true;
      },
    },
  }));
  const editor = useEditor({
    extensions: [StarterKit],
    ...options,
    // An editor with nothing in it answers '<p></p>': the week is empty.
    onUpdate: ({ editor: changed }) => {
      emitted.current = changed.isEmpty ? '' : changed.getHTML();
      onChange(emitted.current);
    },
  });

  useEffect(() => {
    invalidRef.current = invalid;
    // The view exists once the editor is mounted; until then the attributes above say it.
    if (editor?.isInitialized) editor.view.dom.setAttribute('aria-invalid', String(invalid));
  }, [editor, invalid]);

  // A summary moved into or out of this week replaces what the editor shows; what was typed is not
  // set again, which would drop the keys typed since.
  useEffect(() => {
    if (!editor || html === emitted.current) return;
    emitted.current = html;
    editor.commands.setContent(html, { emitUpdate: false });
  }, [editor, html]);

  return (
    <>
      <RichTextToolbar editor={editor} tools={tools} />
      <Paper
        withBorder
        p="sm"
        style={{
          minHeight: MIN_HEIGHT,
          maxHeight: MAX_HEIGHT,
          overflowY: 'auto',
          borderColor: invalid ? 'var(--mantine-color-error)' : undefined,
        }}
      >
        <EditorContent editor={editor} />
      </Paper>
    </>
  );
}
