import { useState } from 'react';
import { ActionIcon, Group, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { formatDay } from '../../../ui/formatDate';
import { EmptyText, Section } from '../../../ui/Section';
import type { BlueSquareDraft } from '../api/useBlueSquareDraft';
import { BlueSquareDialog, type BlueSquareDialogState } from './BlueSquareDialog';

interface BlueSquaresPanelProps {
  draft: BlueSquareDraft;
  canAdd: boolean;
  canEdit: boolean;
  canDelete: boolean;
  /** Whether this viewer may see the blue squares when their owner keeps them private. */
  canSeePrivate: boolean;
  /** The owner's privacy choice: their blue squares are shown only to those who may see private fields. */
  keptPrivate: boolean;
}

/** The blue squares of a profile in the editor; changes wait for the profile's Save Changes. */
export function BlueSquaresPanel({
  draft,
  canAdd,
  canEdit,
  canDelete,
  canSeePrivate,
  keptPrivate,
}: BlueSquaresPanelProps) {
  const [dialog, setDialog] = useState<BlueSquareDialogState | null>(null);
  const hidden = keptPrivate && !canSeePrivate;

  return (
    <Section
      title="Blue Squares"
      label="Blue squares"
      level={3}
      aside={
        <Group gap="xs">
          {draft.isDirty && (
            <Text
              size="sm"
              fw={700}
              style={{ color: 'light-dark(var(--mantine-color-red-9), var(--mantine-color-red-3))' }}
            >
              Unsaved
            </Text>
          )}
          {canAdd && (
            <Tooltip label="Add a blue square">
              <ActionIcon aria-label="Add a blue square" onClick={() => setDialog({ type: 'addBlueSquare' })}>
                <IconPlus size={18} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      }
    >
      {hidden ? (
        <EmptyText>Blue squares are private.</EmptyText>
      ) : draft.items.length === 0 ? (
        <EmptyText>No blue squares.</EmptyText>
      ) : (
        <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {draft.items.map((item) => (
            <li key={item._id}>
              <Tooltip label={item.description} multiline w={260}>
                <UnstyledButton
                  data-testid="blue-square"
                  aria-label={`Blue square of ${formatDay(item.date)}${item.isStaged ? ', not saved yet' : ''}`}
                  onClick={() => setDialog({ type: canEdit ? 'modBlueSquare' : 'viewBlueSquare', item })}
                  style={{
                    width: 64,
                    height: 64,
                    borderRadius: 4,
                    background: 'var(--mantine-color-blue-filled)',
                    color: 'var(--mantine-color-white)',
                    outline: item.isStaged ? '3px dashed var(--mantine-color-orange-filled)' : undefined,
                    display: 'flex',
                    alignItems: 'center',
                    justifyContent: 'center',
                    fontSize: 11,
                    textAlign: 'center',
                  }}
                >
                  {formatDay(item.date)}
                </UnstyledButton>
              </Tooltip>
            </li>
          ))}
        </Group>
      )}
      {dialog && (
        <BlueSquareDialog
          state={dialog}
          canDelete={canDelete}
          onClose={() => setDialog(null)}
          onAdd={draft.add}
          onUpdate={draft.update}
          onDelete={draft.remove}
        />
      )}
    </Section>
  );
}
