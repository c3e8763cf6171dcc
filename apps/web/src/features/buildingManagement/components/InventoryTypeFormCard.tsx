import type { FormEvent, ReactNode } from 'react';
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
  onSubmit: () => Promise<void>;
  name: string;
  onName: (name: string) => void;
  nameError: string | undefined;
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
  name,
  onName,
  nameError,
  children,
}: InventoryTypeFormCardProps) {
  const navigate = useNavigate();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void onSubmit();
  };
  return (
    <Stack gap="md">
      <BackHeading back={back} title={title} />
      <Card withBorder padding="md" maw={640}>
        <form onSubmit={submit} noValidate aria-label={formLabel}>
          <Stack gap="md">
            <TextInput
              label="Name"
              required
              maxLength={TEXT_MAX.name}
              value={name}
              onChange={(event) => onName(event.currentTarget.value)}
              error={nameError}
            />
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
