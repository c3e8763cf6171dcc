import { useState, type ReactNode } from 'react';
import { Modal, Stack, TextInput } from '@mantine/core';
import type { z } from 'zod';
import { CancelSubmitButtons } from './FormParts';
import { toastRefusal, toastSuccess } from './notify';

/** The change a dialog sends: a mutation's `mutate` and whether it is under way. */
export type NameUpdate<Variables> = {
  mutate: (
    variables: Variables,
    callbacks: { onSuccess: () => void; onError: (failure: unknown) => void },
  ) => void;
  isPending: boolean;
};

/**
 * A dialog that edits a name (and any fields given as children). The name is checked with the schema
 * before `update` sends it; once saved the dialog says so and closes. A refusal because another has
 * the name is said on the field, any other in a red notice.
 */
export function NameEditModal<Variables>({
  title,
  label,
  initialName,
  schema,
  missingMessage,
  update,
  variablesOf,
  savedNotice,
  failedNotice,
  takenMessage,
  maxLength = 100,
  onClose,
  children,
}: {
  title: string;
  label: string;
  initialName: string;
  schema: z.ZodType<string>;
  /** Said when the schema gives no message of its own. */
  missingMessage: string;
  update: NameUpdate<Variables>;
  /** What `update` sends for the checked name. */
  variablesOf: (name: string) => Variables;
  savedNotice: string;
  /** Said when the server refuses without words of its own. */
  failedNotice: string;
  /** The field's message when the server refused `name` because another has it; undefined otherwise. */
  takenMessage: (failure: unknown, name: string) => string | undefined;
  /** The most characters the field takes. */
  maxLength?: number;
  onClose: () => void;
  children?: ReactNode;
}) {
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);

  const save = () => {
    const parsed = schema.safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? missingMessage);
      return;
    }
    update.mutate(variablesOf(parsed.data), {
      onSuccess: () => {
        toastSuccess(savedNotice);
        onClose();
      },
      onError: (failure) => {
        const taken = takenMessage(failure, parsed.data);
        if (taken === undefined) toastRefusal(failure, failedNotice);
        else setError(taken);
      },
    });
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
            maxLength={maxLength}
            error={error}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setError(null);
            }}
          />
          {children}
          <CancelSubmitButtons submitLabel="Save" submitting={update.isPending} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
