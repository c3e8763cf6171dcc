import { useState, type ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { blueSquareFields } from '@hgn/domain/blueSquares';
import { pacificDate } from '@hgn/domain/time';
import { formatDay } from '../../../ui/formatDate';
import { FormProblemText } from '../../../ui/FormParts';
import type { BlueSquareDraftInput, DraftItem } from '../blueSquareDraft';

export type BlueSquareDialogState =
  | { type: 'addBlueSquare' }
  | { type: 'modBlueSquare'; item: DraftItem }
  | { type: 'viewBlueSquare'; item: DraftItem }
  | { type: 'message'; title: string; text: string };

interface BlueSquareDialogProps {
  state: BlueSquareDialogState;
  canDelete: boolean;
  onClose: () => void;
  onAdd: (input: BlueSquareDraftInput) => void;
  onUpdate: (id: string, input: BlueSquareDraftInput) => void;
  onDelete: (id: string) => void;
}

function BlueSquareForm({
  initial,
  submitLabel,
  onSubmit,
  extra,
}: {
  initial: BlueSquareDraftInput;
  submitLabel: string;
  onSubmit: (input: BlueSquareDraftInput) => void;
  extra?: ReactNode;
}) {
  const [date, setDate] = useState(initial.date);
  const [description, setDescription] = useState(initial.description);
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const parsed = blueSquareFields.safeParse({ date, description, reason: initial.reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    onSubmit(parsed.data);
  };
  return (
    <Stack gap="sm">
      <TextInput
        type="date"
        label="Date"
        required
        value={date}
        onChange={(e) => setDate(e.currentTarget.value)}
      />
      <Textarea
        label="Summary"
        required
        autosize
        minRows={3}
        value={description}
        onChange={(e) => setDescription(e.currentTarget.value)}
      />
      <FormProblemText message={error} />
      <Group justify="flex-end">
        {extra}
        <Button onClick={submit}>{submitLabel}</Button>
      </Group>
    </Stack>
  );
}

/** The blue-square dialogs of spec 000 section 2: add, modify, view, and a plain message. */
export function BlueSquareDialog({
  state,
  canDelete,
  onClose,
  onAdd,
  onUpdate,
  onDelete,
}: BlueSquareDialogProps) {
  const titles = {
    addBlueSquare: 'Add Blue Square',
    modBlueSquare: 'Modify Blue Square',
    viewBlueSquare: 'Blue Square',
  } as const;
  const title = state.type === 'message' ? state.title : titles[state.type];
  return (
    <Modal opened onClose={onClose} title={title}>
      {state.type === 'addBlueSquare' && (
        <BlueSquareForm
          initial={{ date: pacificDate(new Date()), description: '' }}
          submitLabel="Submit"
          onSubmit={(input) => {
            onAdd(input);
            onClose();
          }}
        />
      )}
      {state.type === 'modBlueSquare' && (
        <BlueSquareForm
          initial={state.item}
          submitLabel="Update"
          onSubmit={(input) => {
            onUpdate(state.item._id, input);
            onClose();
          }}
          extra={
            canDelete && (
              <Button
                color="red"
                variant="light"
                onClick={() => {
                  onDelete(state.item._id);
                  onClose();
                }}
              >
                Delete
              </Button>
            )
          }
        />
      )}
      {state.type === 'viewBlueSquare' && (
        <Stack gap="xs">
          <Text fw={600}>{formatDay(state.item.date)}</Text>
          <Text style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>{state.item.description}</Text>
        </Stack>
      )}
      {state.type === 'message' && <Text>{state.text}</Text>}
    </Modal>
  );
}
