import type { ComponentProps, FormEventHandler, ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Card, Stack, TextInput } from '@mantine/core';
import { TEXT_MAX } from '@hgn/domain/limits';
import { BackHeading } from '../../../ui/BackHeading';
import { CancelSubmitButtons } from '../../../ui/FormParts';

interface InventoryTypeFormCardProps {
  back: { to: string; label: string };
  title: string;
  /** The form's accessible name. */
  formLabel: string;
  submitLabel: string;
  submitting: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The name's input as the form drives it: its value or registration, and its problem. */
  nameInput: ComponentProps<typeof TextInput>;
  /** The category's fields after the name. */
  children: ReactNode;
}

/** A new inventory type's form: its heading, the name, the category's fields, Cancel (back) and submit. */
export function InventoryTypeFormCard({
  back,
  title,
  formLabel,
  submitLabel,
  submitting,
  onSubmit,
  nameInput,
  children,
}: InventoryTypeFormCardProps) {
  const navigate = useNavigate();
  return (
    <Stack gap="md">
      <BackHeading back={back} title={title} />
      <Card withBorder padding="md" maw={640}>
        <form onSubmit={onSubmit} noValidate aria-label={formLabel}>
          <Stack gap="md">
            <TextInput label="Name" required maxLength={TEXT_MAX.name} {...nameInput} />
            {children}
            <CancelSubmitButtons
              submitLabel={submitLabel}
              submitting={submitting}
              onCancel={() => void navigate(-1)}
            />
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
