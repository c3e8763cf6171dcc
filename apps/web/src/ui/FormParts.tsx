import { Alert, Button, Group, Text, type MantineColor } from '@mantine/core';

/** A failure that belongs to no single field, shown above the form. */
export function FormErrorAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {message}
    </Alert>
  );
}

/** A short sentence under a form's fields saying what stops it. */
export function FormProblemText({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Text c="var(--mantine-color-error)" size="sm" role="alert">
      {message}
    </Text>
  );
}

/** Cancel on the left of the form's main action. */
export function CancelSubmitButtons({
  submitLabel,
  submitting = false,
  disabled = false,
  color,
  onSubmit,
  onCancel,
}: {
  submitLabel: string;
  submitting?: boolean;
  disabled?: boolean;
  color?: MantineColor;
  /** The action of a dialog without a form element; when absent the button submits the form. */
  onSubmit?: () => void;
  onCancel: () => void;
}) {
  return (
    <Group justify="flex-end" gap="xs">
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <Button
        type={onSubmit ? 'button' : 'submit'}
        onClick={onSubmit}
        loading={submitting}
        disabled={disabled}
        color={color}
      >
        {submitLabel}
      </Button>
    </Group>
  );
}
