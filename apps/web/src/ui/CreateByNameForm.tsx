import { useState, type ReactNode } from 'react';
import { Button, Group, TextInput } from '@mantine/core';

/** What creating by name reports back: a problem with the name, or the new item. */
export interface CreateByNameOutcome {
  onNameError: (message: string) => void;
  onCreated: () => void;
}

interface CreateByNameFormProps {
  label: string;
  placeholder: string;
  maxLength: number;
  submitLabel: string;
  isCreating: boolean;
  /** Creates an item of the typed name; a problem with the name is said on the field, and the field empties once it is created. */
  create: (name: string, outcome: CreateByNameOutcome) => void;
  /** Further fields between the name and the button. */
  children?: ReactNode;
}

/** A form that creates an item from a typed name, with the name's problems said on its field. */
export function CreateByNameForm({
  label,
  placeholder,
  maxLength,
  submitLabel,
  isCreating,
  create,
  children,
}: CreateByNameFormProps) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        create(name, {
          onNameError: setError,
          onCreated: () => {
            setName('');
            setError(null);
          },
        });
      }}
    >
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label={label}
          placeholder={placeholder}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          style={{ flex: '1 1 16rem' }}
          maxLength={maxLength}
        />
        {children}
        <Button type="submit" loading={isCreating} mt={{ base: 0, xs: 25 }}>
          {submitLabel}
        </Button>
      </Group>
    </form>
  );
}
