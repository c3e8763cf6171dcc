import { Button, Group } from '@mantine/core';
import type { Editor } from '@tiptap/react';

export type RichTextTool = 'bold' | 'italic' | 'heading' | 'bulletList' | 'orderedList';

const TOOLS: Record<RichTextTool, { label: string; run: (editor: Editor) => void }> = {
  bold: { label: 'Bold', run: (editor) => editor.chain().focus().toggleBold().run() },
  italic: { label: 'Italic', run: (editor) => editor.chain().focus().toggleItalic().run() },
  heading: { label: 'Heading', run: (editor) => editor.chain().focus().toggleHeading({ level: 2 }).run() },
  bulletList: { label: 'Bullets', run: (editor) => editor.chain().focus().toggleBulletList().run() },
  orderedList: { label: 'Numbers', run: (editor) => editor.chain().focus().toggleOrderedList().run() },
};

/** The formatting buttons above a rich-text editor, each applied to the selection. */
export function RichTextToolbar({
  editor,
  tools,
}: {
  editor: Editor | null;
  tools: readonly RichTextTool[];
}) {
  return (
    <Group gap={4}>
      {tools.map((tool) => (
        <Button
          key={tool}
          size="compact-xs"
          variant="default"
          onClick={() => {
            if (editor) TOOLS[tool].run(editor);
          }}
        >
          {TOOLS[tool].label}
        </Button>
      ))}
    </Group>
  );
}
