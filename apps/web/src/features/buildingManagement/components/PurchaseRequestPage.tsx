import { useNavigate } from 'react-router';
import { Controller, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { Card, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { z } from 'zod';
import { refusedField, serverSentence } from '../../../shared/api/apiError';
import { BackHeading } from '../../../ui/BackHeading';
import { CancelSubmitButtons } from '../../../ui/FormParts';
import { toastRefusal, toastSuccess } from '../../../ui/notify';
import { useDialogForm } from '../../../ui/useDialogForm';
import { BuildingProjectSelect, PrioritySelect } from './ItemFormParts';

/** A free text of the request: one line in the grid, or several lines below it. */
type DetailField<Input> = { name: Path<Input>; label: string; maxLength?: number; multiline?: boolean };

export type PurchaseRequestPageProps<Input extends FieldValues, Output> = {
  /** What is bought, in the heading and the type's label: "Tool", "Materials". */
  title: string;
  typeLabel: string;
  back: { to: string; label: string };
  schema: z.ZodType<Output, Input>;
  blank: DefaultValues<Input>;
  /** The fields of the contract naming the project and the type. */
  projectField: Path<Input>;
  typeField: Path<Input>;
  projectPlaceholder: string;
  typePlaceholder: string;
  types: { data?: { value: string; label: string }[] | undefined; isError: boolean };
  quantity: { min: number; max: number; allowDecimal: boolean };
  details: readonly DetailField<Input>[];
  send: (input: Output) => Promise<unknown>;
  sending: boolean;
  requested: string;
  /** Said when a refusal carries no words of its own. */
  refusedFallback: string;
};

/**
 * A request to buy a quantity of a type for a project, checked with the contract's schema; an Owner or
 * Administrator decides it. A refusal naming one of the form's fields is shown on that field.
 */
export function PurchaseRequestPage<Input extends FieldValues, Output>(
  props: PurchaseRequestPageProps<Input, Output>,
) {
  const navigate = useNavigate();
  const leave = () => void navigate(props.back.to);
  const { form, showFailure, close } = useDialogForm(props.schema, props.blank, leave);
  const { errors } = form.formState;
  const errorOf = (name: Path<Input>): string | undefined => {
    const message = (errors as Record<string, { message?: unknown } | undefined>)[name]?.message;
    return typeof message === 'string' ? message : undefined;
  };
  const fieldNames = Object.keys(props.blank);
  // Every purchase request names its quantity and priority alike.
  const quantityField = 'quantity' as Path<Input>;
  const priorityField = 'priority' as Path<Input>;
  const submit = form.handleSubmit(async (input) => {
    try {
      await props.send(input);
      toastSuccess(props.requested);
      close();
    } catch (error) {
      const field = refusedField(error);
      if (field !== undefined && fieldNames.includes(field))
        showFailure({ field: field as Path<Input>, message: serverSentence(error, props.refusedFallback) });
      toastRefusal(error, props.refusedFallback);
    }
  });
  const lines = props.details.filter((detail) => !detail.multiline);
  const texts = props.details.filter((detail) => detail.multiline);

  return (
    <Stack gap="md">
      <BackHeading back={props.back} title={`Purchase ${props.title}`} />
      <Card withBorder padding="md" maw={760}>
        <form
          onSubmit={(event) => void submit(event)}
          noValidate
          aria-label={`Purchase ${props.title.toLowerCase()}`}
        >
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Controller
                control={form.control}
                name={props.projectField}
                render={({ field }) => (
                  <BuildingProjectSelect
                    required
                    placeholder={props.projectPlaceholder}
                    value={String(field.value ?? '')}
                    onChange={field.onChange}
                    error={errorOf(props.projectField)}
                  />
                )}
              />
              <Controller
                control={form.control}
                name={props.typeField}
                render={({ field }) => (
                  <Select
                    label={props.typeLabel}
                    required
                    searchable
                    placeholder={
                      props.types.isError ? 'The types could not be loaded' : props.typePlaceholder
                    }
                    value={field.value ? String(field.value) : null}
                    onChange={(value) => field.onChange(value ?? '')}
                    data={props.types.data ?? []}
                    error={errorOf(props.typeField)}
                  />
                )}
              />
              <Controller
                control={form.control}
                name={quantityField}
                render={({ field }) => (
                  <NumberInput
                    label="Quantity"
                    required
                    min={props.quantity.min}
                    max={props.quantity.max}
                    allowDecimal={props.quantity.allowDecimal}
                    value={field.value}
                    onChange={field.onChange}
                    error={errorOf(quantityField)}
                  />
                )}
              />
              <Controller
                control={form.control}
                name={priorityField}
                render={({ field }) => (
                  <PrioritySelect
                    value={field.value}
                    onChange={field.onChange}
                    error={errorOf(priorityField)}
                  />
                )}
              />
              {lines.map((detail) => (
                <TextInput
                  key={detail.name}
                  label={detail.label}
                  maxLength={detail.maxLength}
                  {...form.register(detail.name)}
                  error={errorOf(detail.name)}
                />
              ))}
            </SimpleGrid>
            {texts.map((detail) => (
              <Textarea
                key={detail.name}
                label={detail.label}
                autosize
                minRows={3}
                maxLength={detail.maxLength}
                {...form.register(detail.name)}
                error={errorOf(detail.name)}
              />
            ))}
            <CancelSubmitButtons submitLabel="Submit" submitting={props.sending} onCancel={close} />
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
