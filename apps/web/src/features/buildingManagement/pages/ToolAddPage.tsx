import { useState } from 'react';
import { Controller, useWatch, type DefaultValues } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  Alert,
  Card,
  FileInput,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  addToolForm,
  storedFileAccept,
  TOOL_AREA_CODES,
  TOOL_CURRENCIES,
  toolTotalPrice,
  type AddToolInput,
} from '@hgn/domain/buildingManagement';
import { toolMessages } from '@hgn/domain/messages';
import { refusalDetail, refusedField, serverSentence } from '../../../shared/api/apiError';
import { BackHeading } from '../../../ui/BackHeading';
import { toastRefusal, toastSuccess } from '../../../ui/notify';
import { readFileAsDataUrl } from '../api/storedFiles';
import { useAddTool } from '../api/toolsApi';
import { BuildingProjectSelect, ChoiceRadios } from '../components/ItemFormParts';
import { buildingPaths } from '../../../shared/routing/buildingPaths';
import { CancelSubmitButtons } from '../../../ui/FormParts';
import { useDialogForm } from '../../../ui/useDialogForm';

/** What the form holds besides the picture, which is read into a data URL only when it is sent. */
const BLANK: DefaultValues<AddToolInput> = {
  project: '',
  name: '',
  invoice: '',
  unitPrice: '',
  currency: 'USD',
  quantity: '',
  purchaseRental: 'purchase',
  condition: 'new',
  fromDate: '',
  toDate: '',
  shippingFee: '',
  taxes: '',
  areaCode: '+1',
  phoneNumber: '',
  images: null,
  link: '',
  description: '',
};

type ToolField = keyof AddToolInput;
const isToolField = (name: string): name is ToolField => name in BLANK;

/** A number field as typed: a number, or a text that is empty while nothing is typed. */
const typedNumber = (value: unknown): number | string =>
  typeof value === 'number' || typeof value === 'string' ? value : '';

const amount = (value: unknown): number => {
  const typed = typedNumber(value);
  return typeof typed === 'number' ? typed : typed.trim() === '' ? 0 : Number(typed);
};

/** The live total to 2 decimals with the currency, e.g. "43.60 USD". */
const totalText = (values: Partial<AddToolInput>): string => {
  const total = toolTotalPrice({
    unitPrice: amount(values.unitPrice),
    quantity: amount(values.quantity),
    taxes: amount(values.taxes),
    shippingFee: amount(values.shippingFee),
  });
  return `${total.toFixed(2)} ${values.currency ?? 'USD'}`;
};

/**
 * Every broken rule the server names (`errors`, by field), else the one field its refusal names, in
 * the server's words.
 */
const refusedFields = (error: unknown): [string, string][] => {
  const field = refusedField(error);
  if (field === undefined) return [];
  const errors = refusalDetail(error, 'errors');
  if (typeof errors === 'object' && errors !== null)
    return Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return [[field, serverSentence(error, toolMessages.missingRequiredField)]];
};

/** The add-tool form (spec 3, 4, 5): every rule at once, return date for rentals only, a live total. */
export function ToolAddPage() {
  const navigate = useNavigate();
  const addTool = useAddTool();
  const { form, showFailure, close } = useDialogForm(addToolForm, BLANK);
  const { errors } = form.formState;
  const [picture, setPicture] = useState<File | null>(null);
  const values = useWatch({ control: form.control });
  const isRental = values.purchaseRental === 'rental';
  const hasProblems = Object.keys(errors).length > 0;

  const submit = form.handleSubmit(async (input) => {
    try {
      const images = picture ? await readFileAsDataUrl(picture) : null;
      const added = await addTool.mutateAsync({
        ...input,
        toDate: input.purchaseRental === 'rental' ? input.toDate : '',
        images,
      });
      toastSuccess(toolMessages.toolCreated(added.name));
      close();
      setPicture(null);
    } catch (error) {
      for (const [field, message] of refusedFields(error))
        if (isToolField(field)) showFailure({ field, message });
      toastRefusal(error, toolMessages.missingRequiredField);
    }
  });

  return (
    <Stack gap="md">
      <BackHeading back={{ to: buildingPaths.buildingTools, label: 'Tools' }} title="Add Tool" />
      <Card withBorder padding="md" maw={760}>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Add tool">
          <Stack gap="md">
            {hasProblems ? (
              <Alert color="red" role="alert" title={toolMessages.missingRequiredField}>
                Please correct the fields marked below.
              </Alert>
            ) : null}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Controller
                control={form.control}
                name="project"
                render={({ field }) => (
                  <BuildingProjectSelect
                    required
                    value={String(field.value ?? '')}
                    onChange={field.onChange}
                    placeholder={toolMessages.projectRequired}
                    error={errors.project?.message}
                  />
                )}
              />
              <TextInput label="Tool name" required {...form.register('name')} error={errors.name?.message} />
              <TextInput
                label="Invoice number or ID"
                required
                {...form.register('invoice')}
                error={errors.invoice?.message}
              />
              <Group gap="xs" align="flex-start" wrap="nowrap">
                <Controller
                  control={form.control}
                  name="unitPrice"
                  render={({ field }) => (
                    <NumberInput
                      label="Unit price"
                      required
                      min={1}
                      decimalScale={2}
                      value={typedNumber(field.value)}
                      onChange={field.onChange}
                      error={errors.unitPrice?.message}
                      style={{ flex: 1 }}
                    />
                  )}
                />
                <Controller
                  control={form.control}
                  name="currency"
                  render={({ field }) => (
                    <Select
                      label="Currency"
                      w={100}
                      allowDeselect={false}
                      value={field.value ?? 'USD'}
                      onChange={(value) => field.onChange(value ?? 'USD')}
                      data={TOOL_CURRENCIES}
                    />
                  )}
                />
              </Group>
              <Controller
                control={form.control}
                name="quantity"
                render={({ field }) => (
                  <NumberInput
                    label="Quantity"
                    required
                    min={1}
                    max={999}
                    allowDecimal={false}
                    value={typedNumber(field.value)}
                    onChange={field.onChange}
                    error={errors.quantity?.message}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="purchaseRental"
                rules={{ deps: ['toDate'] }}
                render={({ field }) => (
                  <ChoiceRadios
                    label="Purchase or rental"
                    value={field.value === 'rental' ? 'rental' : 'purchase'}
                    onChange={field.onChange}
                    choices={[
                      { value: 'purchase', label: 'Purchase' },
                      { value: 'rental', label: 'Rental' },
                    ]}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="condition"
                render={({ field }) => (
                  <ChoiceRadios
                    label="Condition"
                    value={field.value === 'used' ? 'used' : 'new'}
                    onChange={field.onChange}
                    choices={[
                      { value: 'new', label: 'New' },
                      { value: 'used', label: 'Used' },
                    ]}
                  />
                )}
              />
              <TextInput
                type="date"
                label={isRental ? 'Rental date' : 'Purchase date'}
                required
                {...form.register('fromDate', { deps: ['toDate'] })}
                error={errors.fromDate?.message}
              />
              <Controller
                control={form.control}
                name="toDate"
                render={({ field }) => (
                  <TextInput
                    type="date"
                    label="Return date"
                    required={isRental}
                    disabled={!isRental}
                    value={isRental ? (field.value ?? '') : ''}
                    onChange={(event) => field.onChange(event.currentTarget.value)}
                    error={errors.toDate?.message}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="shippingFee"
                render={({ field }) => (
                  <NumberInput
                    label="Shipping fee"
                    min={0}
                    decimalScale={2}
                    value={typedNumber(field.value)}
                    onChange={field.onChange}
                    error={errors.shippingFee?.message}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="taxes"
                render={({ field }) => (
                  <NumberInput
                    label="Taxes (%)"
                    min={0}
                    max={100}
                    decimalScale={2}
                    value={typedNumber(field.value)}
                    onChange={field.onChange}
                    error={errors.taxes?.message}
                  />
                )}
              />
              <Group gap="xs" align="flex-start" wrap="nowrap">
                <Controller
                  control={form.control}
                  name="areaCode"
                  render={({ field }) => (
                    <Select
                      label="Area code"
                      w={100}
                      allowDeselect={false}
                      value={field.value === '+44' ? '+44' : '+1'}
                      onChange={(value) => field.onChange(value === '+44' ? '+44' : '+1')}
                      data={TOOL_AREA_CODES}
                    />
                  )}
                />
                <TextInput
                  label="Supplier phone number"
                  inputMode="tel"
                  {...form.register('phoneNumber')}
                  error={errors.phoneNumber?.message}
                  style={{ flex: 1 }}
                />
              </Group>
              <FileInput
                label="Picture"
                accept={storedFileAccept('image')}
                clearable
                value={picture}
                onChange={(file) => {
                  setPicture(file);
                  form.clearErrors('images');
                }}
                error={errors.images?.message}
              />
              <TextInput label="Link to buy or rent" type="url" {...form.register('link')} />
            </SimpleGrid>
            <Textarea
              label="Description"
              required
              autosize
              minRows={3}
              {...form.register('description')}
              error={errors.description?.message}
            />
            <Text fw={700} aria-live="polite">
              Total price (with taxes and shipping): {totalText(values)}
            </Text>
            <CancelSubmitButtons
              submitLabel="Submit"
              submitting={addTool.isPending}
              onCancel={() => void navigate(buildingPaths.buildingTools)}
            />
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
