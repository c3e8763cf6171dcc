import { useState, type ReactNode } from 'react';
import { Modal, Stack, TextInput } from '@mantine/core';
import type { z } from 'zod';
import { CancelSubmitButtons } from './FormParts';

/**
 * A dialog that edits a name (and any fields given as children). The name is checked with the schema
 * before `onSave` gets it; `onSave` may put a server's refusal on the field with `showError`.
 */
export function NameEditModal({
  title,
  label,
  initialName,
  schema,
  missingMessage,
  saving,
  onSave,
  onClose,
  children,
}: {
  title: string;
  label: string;
  initialName: string;
  schema: z.ZodType<string>;
  /** Said when the schema gives no message of its own. */
  missingMessage: string;
  saving: boolean;
  onSave: (name: string, showError: (message: string) => void) => void;
  onClose: () => void;
  children?: ReactNode;
}) {
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);

  const save = () => {
    const parsed = schema.safeParse(name);
    if (parsed.success) onSave(parsed.data, setError);
    else setError(parsed.error.issues[0]?.message ?? missingMessage);
  };

  return (
    <Modal opened onClose={onClose} title={title}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <Stack>
          <TextInput
            label={label}
            value={name}
            data-autofocus
            maxLength={100}
            error={error}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setError(null);
            }}
          />
          {children}
          <CancelSubmitButtons submitLabel="Save" submitting={saving} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
